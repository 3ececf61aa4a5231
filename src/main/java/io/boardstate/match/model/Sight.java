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
 * (null: not delayed).
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
        SpectatorDelay spectatorDelay) {

    public record SeatName(int seat, String name) {}
}
