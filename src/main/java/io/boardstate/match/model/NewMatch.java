package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** A created match as a spectator sees it, and each seat's secret token (shown once). */
public record NewMatch(Sight match, List<SeatToken> seats) {
    public record SeatToken(int seat, String name, String token) {}

    /**
     * Computer players: each seat's level ({@code seats}, null entries for people; null: none),
     * the level that plays absent seats' turns under the auto and zombie policies ({@code absent},
     * null: the game's defaults), and whether seats may ask for hints.
     */
    public record Bots(List<String> seats, String absent, boolean hints) {
        public static final Bots NONE = new Bots(null, null, false);
    }

    /** An organizer's tags of a match; null members are not set. */
    public record Tags(String tournament, String round, String table) {
        public static final Tags NONE = new Tags(null, null, null);
    }

    /**
     * What a match is created from: player names in seat order, options (JSON object or null), the
     * clock ({@code none} when null), the absent-player policy ({@code forfeit} when null), the
     * organizer's external player ids in seat order (null: none), its tags (null: none) and the
     * spectator delay (null: none), the zombie policy's settings (null: its defaults, or another
     * policy), when its clocks start (null: at once; before then no command is accepted), and each
     * its computer players and hints (null: only people, no hints).
     */
    public record Request(
            String ruleset,
            List<String> players,
            JsonNode options,
            Long seed,
            MatchControl.Clock clock,
            String absentPolicy,
            List<String> externalIds,
            Tags tags,
            SpectatorDelay spectatorDelay,
            MatchControl.ZombieOptions zombie,
            java.time.Instant startClocksAt,
            Bots bots) {
        /** A match with only a clock and an absent-player policy (no organizer's data). */
        public Request(
                String ruleset,
                List<String> players,
                JsonNode options,
                Long seed,
                MatchControl.Clock clock,
                String absentPolicy) {
            this(ruleset, players, options, seed, clock, absentPolicy, null, null, null, null, null, null);
        }
    }
}
