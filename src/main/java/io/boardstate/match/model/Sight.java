package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.SeatResult;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A match at one version as one viewer may see it ({@code seat} null: a spectator); {@code boardId}
 * names its board (null when the game publishes none). {@code commitment} commits to the seed (null
 * for matches stored without a salt); {@code seed} and {@code salt} are null until the match has
 * ended.
 * {@code paused}: a timeout paused the match (commands are refused); {@code clock}: the match's clock
 * now (null for a past version); {@code spectatorDelay}: how far behind spectators see the match
 * (null: not delayed); {@code bots} and {@code allowsHints}: the match's computer players and
 * hints (see {@link #withSettingsOf}).
 */
public record Sight(
        UUID id,
        String ruleset,
        JsonNode options,
        long version,
        boolean finished,
        List<SeatName> seats,
        List<Integer> toAct,
        Integer seat,
        JsonNode state,
        List<SeatResult> result,
        Instant createdAt,
        Instant updatedAt,
        String boardId,
        String commitment,
        Long seed,
        String salt,
        boolean paused,
        ClockSight clock,
        SpectatorDelay spectatorDelay,
        List<String> bots,
        boolean allowsHints) {

    public record SeatName(int seat, String name) {}

    /**
     * This sight with the settings the match has from its creation on, as {@code head} (its control)
     * keeps them: each seat's computer-player level ({@code bots}: null for a person; null when no
     * seat is a bot) and whether seats may ask for hints. A past version or a delayed head,
     * rendered without the head's control, shows them too.
     */
    public Sight withSettingsOf(MatchControl head) {
        return new Sight(
                id,
                ruleset,
                options,
                version,
                finished,
                seats,
                toAct,
                seat,
                state,
                result,
                createdAt,
                updatedAt,
                boardId,
                commitment,
                seed,
                salt,
                paused,
                clock,
                spectatorDelay,
                head.bots(),
                head.allowsHints());
    }
}
