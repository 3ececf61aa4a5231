package io.boardstate.api.organizer;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the organizer endpoints: API keys. */
public final class OrganizerDtos {
    private OrganizerDtos() {}

    @Schema(name = "IssueKeyRequest")
    public record IssueKeyRequest(
            String organizer, String name, List<String> scopes, Double requestsPerSecond, Integer burst) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "OrganizerKey")
    public record OrganizerKey(
            UUID id,
            String organizer,
            String name,
            List<String> scopes,
            double requestsPerSecond,
            int burst,
            // required in code too: SmallRye then writes the type beside the reference, as published
            @Schema(required = true) Instant createdAt,
            Instant revokedAt) {}

    @Schema(name = "IssuedKey")
    public record IssuedKey(String key, OrganizerKey info) {}

    @Schema(name = "OrganizerKeyList")
    public record OrganizerKeyList(List<OrganizerKey> items) {}
}
