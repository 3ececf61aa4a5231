package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.CoinChange;
import java.time.Instant;
import java.util.List;

/**
 * One event of the log as the caller may see it; {@code command} is the command that caused it, on
 * the first event of each command and only once the match has ended (else null); {@code coins}: the
 * changes of seats' coins folding it made, as the caller may see them (the coin ledger, derived
 * from the log, never stored; empty when none).
 */
public record LoggedEvent(
        long version, String type, Integer seat, Instant at, JsonNode data, JsonNode command, List<CoinChange> coins) {
    public LoggedEvent {
        coins = coins == null ? List.of() : List.copyOf(coins);
    }
}
