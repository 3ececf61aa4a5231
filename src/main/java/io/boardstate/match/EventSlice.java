package io.boardstate.match;

import java.util.List;

/** A page of the log: its events, the cursor after them, whether more follow, the head version, the
 * match's clock as of the read. */
public record EventSlice(List<LoggedEvent> items, long nextAfter, boolean hasMore, long version, ClockSight clock) {}
