package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * One event of the log as the caller may see it; {@code command} is the command that caused it, on
 * the first event of each command and only once the match has ended (else null).
 */
public record LoggedEvent(long version, String type, Integer seat, Instant at, JsonNode data, JsonNode command) {}
