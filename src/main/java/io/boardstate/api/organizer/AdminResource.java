package io.boardstate.api.organizer;

import io.boardstate.api.auth.AdminKey;
import io.boardstate.api.http.Ids;
import io.boardstate.api.organizer.OrganizerDtos.IssueKeyRequest;
import io.boardstate.api.organizer.OrganizerDtos.IssuedKey;
import io.boardstate.api.organizer.OrganizerDtos.OrganizerKey;
import io.boardstate.api.organizer.OrganizerDtos.OrganizerKeyList;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.organizer.OrganizerKeys;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Organizer API keys, issued, listed and revoked with the bootstrap admin key from configuration
 * ({@code BOARDSTATE_ADMIN_KEY}); without one configured, every request here is refused.
 */
@Path("/v1/admin/organizer-keys")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Admin")
@SecurityRequirement(name = "adminKey")
public class AdminResource {

    @Inject
    OrganizerKeys keys;

    @Inject
    AdminKey adminKey;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "issueOrganizerKey")
    @APIResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = IssuedKey.class)))
    public Response issue(IssueKeyRequest request, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        requireAdmin(authorization);
        ApiProblem.requireBody(request);
        OrganizerKeys.Issued issued;
        try {
            issued = keys.issue(
                    request.organizer(),
                    request.name(),
                    request.scopes(),
                    request.requestsPerSecond(),
                    request.burst());
        } catch (OrganizerKeys.InvalidKeyRequest e) {
            throw ApiProblem.badRequest("INVALID_REQUEST", e.getMessage());
        }
        return Response.created(
                        URI.create("/v1/admin/organizer-keys/" + issued.info().id()))
                .entity(new IssuedKey(issued.key(), info(issued.info())))
                .build();
    }

    @GET
    @Operation(operationId = "listOrganizerKeys")
    public OrganizerKeyList list(
            @Parameter(description = "Only this organizer's keys") @QueryParam("organizer") String organizer,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        requireAdmin(authorization);
        return new OrganizerKeyList(
                keys.list(organizer).stream().map(AdminResource::info).toList());
    }

    @DELETE
    @Path("/{keyId}")
    @Operation(operationId = "revokeOrganizerKey")
    @APIResponse(responseCode = "204")
    public Response revoke(
            @PathParam("keyId") String keyId, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        requireAdmin(authorization);
        UUID id = Ids.canonical(keyId);
        if (id == null || !keys.revoke(id))
            throw new ApiProblem(404, "UNKNOWN_KEY", "Unknown key", "No organizer API key with id '" + keyId + "'.");
        return Response.noContent().build();
    }

    private void requireAdmin(String authorization) {
        if (!adminKey.configured())
            throw ApiProblem.unauthorized(
                    "No admin key is configured (BOARDSTATE_ADMIN_KEY): admin endpoints are off.");
        if (!adminKey.sentIn(authorization))
            throw ApiProblem.unauthorized("Send the admin key as `Authorization: Bearer <key>`.");
    }

    private static OrganizerKey info(OrganizerKeys.KeyInfo key) {
        return new OrganizerKey(
                key.id(),
                key.organizer(),
                key.name(),
                key.scopes(),
                key.perSecond(),
                key.burst(),
                key.createdAt(),
                key.revokedAt());
    }
}
