package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What never changes about a match once created: its ruleset, resolved options (a JSON object, not
 * to be modified), seed, the salt of the seed's commitment (null for matches stored before it was
 * kept), seats (token hashes) and the organizer that created it (null: anonymous), whose webhook
 * subscriptions hear about it, and the spectator delay (null: none).
 */
public record MatchMeta(
        UUID id,
        String ruleset,
        JsonNode options,
        long seed,
        String salt,
        List<Seat> seats,
        Instant createdAt,
        String organizer,
        SpectatorDelay delay) {
    public record Seat(int seat, String name, String tokenHash) {}
}
