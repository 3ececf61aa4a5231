package io.boardstate.store;

import java.time.Instant;

/**
 * An event about to be appended, or read back: its payload is engine JSON; {@code command} is the
 * command that caused it (engine JSON) on the first event of each command, else null.
 */
public record StoredEvent(long version, String type, String payload, Integer seat, Instant createdAt, String command) {}
