package io.boardstate.match.model;

import java.time.Instant;
import java.util.List;

/** A page of the log: its events, the cursor after them, whether more follow, the head version (for a
 * delayed spectator: the delayed head), the match's clock as of the read (null when delayed), and
 * when the delay releases the next version by time (null: not delayed, or only a commit will). */
public record EventSlice(
        List<LoggedEvent> items, long nextAfter, boolean hasMore, long version, ClockSight clock, Instant releasesAt) {
    public EventSlice(List<LoggedEvent> items, long nextAfter, boolean hasMore, long version, ClockSight clock) {
        this(items, nextAfter, hasMore, version, clock, null);
    }
}
