package io.boardstate.api.organizer;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the organizer endpoints: API keys. */
public final class OrganizerDtos {
    private OrganizerDtos() {}

    @Schema(name = "IssueKeyRequest", description = "A new organizer API key.")
    public record IssueKeyRequest(
            @Schema(
                    required = true,
                    description = "The organizer the key acts for (1 to 100 characters)",
                    examples = "chess-club-north")
            String organizer,

            @Schema(description = "A label for the key (at most 100 characters)", examples = "spring open")
            String name,

            @Schema(
                    required = true,
                    description = "What the key may do: `matches:create` (POST /v1/matches, POST /v1/match-batches),"
                            + " `matches:read` (the organizer's matches and results), `matches:admin` (both),"
                            + " `webhooks:manage`",
                    examples = "[\"matches:create\",\"matches:read\"]")
            List<String> scopes,

            @Schema(description = "Requests per second this key may make on one replica (default: configured)")
            Double requestsPerSecond,

            @Schema(description = "Requests this key may make at once before the rate applies (default: configured)")
            Integer burst) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "OrganizerKey", description = "An organizer API key as stored (never the key itself).")
    public record OrganizerKey(
            @Schema(required = true) UUID id,
            @Schema(required = true) String organizer,
            @Schema(required = true) String name,
            @Schema(required = true) List<String> scopes,
            @Schema(required = true) double requestsPerSecond,
            @Schema(required = true) int burst,
            @Schema(required = true) Instant createdAt,

            @Schema(description = "When the key was revoked; absent while it is live")
            Instant revokedAt) {}

    @Schema(name = "IssuedKey", description = "A new key: `key` is shown this once; only its SHA-256 is stored.")
    public record IssuedKey(
            @Schema(required = true, description = "Send as `Authorization: Bearer <key>`")
            String key,

            @Schema(required = true) OrganizerKey info) {}

    @Schema(name = "OrganizerKeyList")
    public record OrganizerKeyList(@Schema(required = true) List<OrganizerKey> items) {}
}
