package io.boardstate.store;

import java.time.Instant;

/** Where a match's log ends: its version, the checksum of the state there, and whether it ended. */
public record LogHead(long version, String checksum, boolean finished, Instant updatedAt) {}
