package io.boardstate.store;

import java.time.Instant;

/** An event about to be appended, or read back: its payload is engine JSON. */
public record StoredEvent(long version, String type, String payload, Integer seat, Instant createdAt) {}
