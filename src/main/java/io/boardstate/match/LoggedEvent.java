package io.boardstate.match;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/** One event of the log as the caller may see it. */
public record LoggedEvent(long version, String type, Integer seat, Instant at, JsonNode data) {}
