package io.boardstate.match;

import java.util.List;

/** A created match as a spectator sees it, and each seat's secret token (shown once). */
public record NewMatch(Sight match, List<SeatToken> seats) {
    public record SeatToken(int seat, String name, String token) {}

    /**
     * What a match is created from: player names in seat order, options (JSON object or null), the
     * clock ({@code none} when null) and the absent-player policy ({@code forfeit} when null).
     */
    public record Request(
            String ruleset,
            java.util.List<String> players,
            com.fasterxml.jackson.databind.JsonNode options,
            Long seed,
            MatchControl.Clock clock,
            String absentPolicy) {
        public Request(
                String ruleset,
                java.util.List<String> players,
                com.fasterxml.jackson.databind.JsonNode options,
                Long seed) {
            this(ruleset, players, options, seed, null, null);
        }
    }
}
