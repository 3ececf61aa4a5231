package io.boardstate.store;

import java.time.Instant;

/** Where a match's log ends: its version, the checksum of the state there, whether it ended,
 * and the match's control there (JSON, null when none was stored). */
public record LogHead(long version, String checksum, boolean finished, Instant updatedAt, String control) {
    public LogHead(long version, String checksum, boolean finished, Instant updatedAt) {
        this(version, checksum, finished, updatedAt, null);
    }
}
