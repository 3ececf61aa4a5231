package io.boardstate.match;

import java.time.Instant;

/**
 * A match's state after {@code version}, from a source this service trusts: its own commit, the
 * log, or a sealed Redis entry. {@code state} is shared between requests: read it, never mutate it
 * (a command works on a copy read from {@code json}). {@code checksum} is what Postgres keeps for
 * this version; {@code updatedAt} is null for a past version.
 */
public record LoadedState(
        long version, String checksum, String json, Object state, boolean finished, Instant updatedAt) {}
