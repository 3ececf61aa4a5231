package io.boardstate.match;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** What never changes about a match once created: its ruleset, seed and seats (token hashes). */
public record MatchMeta(UUID id, String ruleset, long seed, List<Seat> seats, Instant createdAt) {
    public record Seat(int seat, String name, String tokenHash) {}
}
