package io.boardstate.engine;

import java.util.Map;

/**
 * One seat's final standing.
 *
 * @param seat the seat
 * @param rank 1 for the winner; tied seats share a rank
 * @param score the game's victory measure (coins, victory points)
 * @param details tie-break values and score breakdown, JSON-friendly
 */
public record SeatResult(int seat, int rank, int score, Map<String, Object> details) {
    public SeatResult {
        details = details == null ? Map.of() : Map.copyOf(details);
    }
}
