package io.boardstate.match.state;

import io.boardstate.match.model.MatchControl;
import java.time.Instant;

/**
 * A match's state after {@code version}, from a source this service trusts: its own commit, the
 * log, or a sealed Redis entry. {@code state} is shared between requests: read it, never mutate it
 * (a command folds its events into a copy, {@code Ruleset.copy}). {@code checksum} is what Postgres keeps for
 * this version; {@code updatedAt} is null for a past version, and so is {@code control} (the
 * clock and policy state, stored with the head only). {@code renders} keeps what viewers have been
 * shown of it (each state made, committed, read or rebuilt, starts with an empty one).
 */
public record LoadedState(
        long version,
        String checksum,
        String json,
        Object state,
        boolean finished,
        Instant updatedAt,
        MatchControl control,
        RenderMemo renders) {
    /** A state with no control known (a past version, or a match before clocks). */
    public LoadedState(long version, String checksum, String json, Object state, boolean finished, Instant updatedAt) {
        this(version, checksum, json, state, finished, updatedAt, null, new RenderMemo());
    }

    /** The control at this version, the default when none is known. */
    public MatchControl controlOr(int seats) {
        return control != null ? control : MatchControl.none(seats);
    }
}
