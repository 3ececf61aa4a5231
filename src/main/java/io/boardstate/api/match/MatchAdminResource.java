package io.boardstate.api.match;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.auth.AdminKey;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.organizer.MatchAdministration;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BiFunction;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Pause, resume, abort, adjudicate a match and extend its deadlines: allowed to an organizer API key with
 * {@code matches:admin} of the organizer whose key created the match, or to the admin key (the only
 * way for a match created anonymously: its creator holds no credential beyond the seat tokens).
 */
@Path("/v1/matches/{matchId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Organizers")
@SecurityRequirement(name = "organizerKey")
@APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = Dtos.MatchView.class)))
@APIResponse(responseCode = "401", description = "No organizer or admin key (ORGANIZER_KEY_REQUIRED, UNAUTHORIZED)")
@APIResponse(
        responseCode = "403",
        description =
                "The key lacks matches:admin (MISSING_SCOPE) or its organizer did not create the match (NOT_MATCH_ORGANIZER)")
public class MatchAdminResource {

    @Inject
    MatchAdministration admin;

    @Inject
    OrganizerAuth auth;

    @Inject
    ObjectMapper json;

    @Inject
    AdminKey adminKey;

    @Schema(name = "SeatStanding", description = "One seat's place in an adjudicated result.")
    public record StandingRequest(
            @Schema(required = true) Integer seat,

            @Schema(required = true, description = "1 for the winner; tied seats share a rank")
            Integer rank,

            @Schema(description = "A score to record (0 when omitted)")
            Integer score) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Adjudication", description = "The standings an organizer decides a match with.")
    public record AdjudicationRequest(
            @Schema(required = true, description = "One standing per seat")
            List<StandingRequest> result,

            @Schema(description = "Why (at most 200 characters), kept in the event")
            String note) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "AdminNote", description = "An optional note of an organizer's act, kept in its event.")
    public record NoteRequest(
            @Schema(description = "Why (at most 200 characters), kept in the event", examples = "fire alarm")
            String note) {
        /** The optional body of pause, resume and abort, declared once (BoardstateApi). */
        public static final String BODY = "AdminNote";
    }

    @POST
    @Path("/pause")
    @Operation(operationId = "pauseMatch")
    public Response pause(@BeanParam MatchCall call, @RequestBody(ref = NoteRequest.BODY) String body)
            throws JsonProcessingException {
        return noted(call, body, admin::pause);
    }

    @POST
    @Path("/resume")
    @Operation(operationId = "resumeMatch")
    public Response resume(@BeanParam MatchCall call, @RequestBody(ref = NoteRequest.BODY) String body)
            throws JsonProcessingException {
        return noted(call, body, admin::resume);
    }

    @POST
    @Path("/abort")
    @Operation(operationId = "abortMatch")
    public Response abort(@BeanParam MatchCall call, @RequestBody(ref = NoteRequest.BODY) String body)
            throws JsonProcessingException {
        return noted(call, body, admin::abort);
    }

    @POST
    @Path("/adjudicate")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "adjudicateMatch")
    public Response adjudicate(@BeanParam MatchCall call, AdjudicationRequest request) {
        if (request == null || request.result() == null)
            throw ApiProblem.badRequest(
                    "INVALID_REQUEST", "Send the standings: {\"result\": [{\"seat\": 0, \"rank\": 1}, ...]}.");
        String note = note(request.note());
        List<SeatResult> result = new ArrayList<>();
        for (StandingRequest s : request.result()) {
            if (s == null || s.seat() == null || s.rank() == null)
                throw ApiProblem.badRequest("INVALID_REQUEST", "Each standing needs a seat and a rank.");
            result.add(new SeatResult(s.seat(), s.rank(), s.score() == null ? 0 : s.score(), Map.of()));
        }
        return act(call, (id, by) -> admin.adjudicate(id, by, result, note));
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "DeadlineExtension", description = "Every running deadline earlier than `until` moves to it.")
    public record ExtensionRequest(
            @Schema(
                    required = true,
                    description = "The new earliest deadline (RFC 3339, after now)",
                    type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING,
                    format = "date-time",
                    examples = "2026-05-01T18:00:00Z")
            String until,

            @Schema(description = "Why (at most 200 characters), kept in the event")
            String note) {}

    @POST
    @Path("/extend-deadlines")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "extendMatchDeadlines")
    public Response extendDeadlines(@BeanParam MatchCall call, ExtensionRequest request) {
        if (request == null)
            throw ApiProblem.badRequest("INVALID_REQUEST", "Send {\"until\": \"2026-05-01T18:00:00Z\"}.");
        java.time.Instant until = until(request.until());
        String note = note(request.note());
        return act(call, (id, by) -> admin.extendDeadlines(id, by, until, note).sight());
    }

    /** A new earliest deadline: required, RFC 3339, after now. */
    public static java.time.Instant until(String until) {
        if (until == null)
            throw ApiProblem.badRequest("INVALID_REQUEST", "until is required.").with("field", "until");
        java.time.Instant at = NewMatchRequests.rfc3339(until, () -> ApiProblem.badRequest(
                        "INVALID_REQUEST", "until must be an RFC 3339 time, e.g. 2026-05-01T18:00:00Z.")
                .with("field", "until"));
        if (!at.isAfter(java.time.Instant.now()))
            throw ApiProblem.badRequest("INVALID_REQUEST", "until must lie ahead: no deadline is moved earlier.")
                    .with("field", "until");
        return at;
    }

    /**
     * The note of an optional JSON body (none: no note). Bound as text so that a POST without a body
     * or Content-Type stays what it was before notes; a body is read as strictly as any other.
     */
    private String noteOf(String contentType, String body) throws JsonProcessingException {
        if (body == null || body.isBlank()) return null;
        if (contentType == null
                || !contentType.strip().toLowerCase(java.util.Locale.ROOT).startsWith("application/json"))
            throw new ApiProblem(
                    415,
                    "UNSUPPORTED_MEDIA_TYPE",
                    "Unsupported media type",
                    "Send the optional body as application/json: {\"note\": \"...\"}.");
        NoteRequest request = json.readValue(body, NoteRequest.class);
        if (request == null) // a JSON null is a body, and not the object the contract asks for
        throw ApiProblem.badRequest("MALFORMED_JSON", "Send {\"note\": \"...\"} or no body at all.");
        return note(request.note());
    }

    /** A note as sent, or null: at most 200 characters, nothing Postgres cannot store. */
    public static String note(String note) {
        if (note != null && (note.length() > 200 || !NewMatchRequests.storable(note)))
            throw ApiProblem.badRequest("INVALID_REQUEST", "note has at most 200 characters and no control character.")
                    .with("field", "note");
        return note;
    }

    /** An act whose only input is the optional note body: pause, resume, abort. */
    private interface NotedAct {
        Sight apply(UUID matchId, SystemEvents.Actor by, String note);
    }

    /** The note is read first: a bad body is refused before the match or the key is looked at, as always. */
    private Response noted(MatchCall call, String body, NotedAct action) throws JsonProcessingException {
        String note = noteOf(call.header(HttpHeaders.CONTENT_TYPE), body);
        return act(call, (id, by) -> action.apply(id, by, note));
    }

    private Response act(MatchCall call, BiFunction<UUID, SystemEvents.Actor, Sight> action) {
        UUID id = call.id();
        return MatchResource.changed(action.apply(id, actor(id, call.authorization())));
    }

    /** Who may administer the match: its organizer's key with matches:admin, or the admin key. */
    private SystemEvents.Actor actor(UUID id, String authorization) {
        if (OrganizerAuth.carriesKey(authorization)) {
            Organizer organizer = auth.require(authorization, Organizer.MATCHES_ADMIN);
            if (!admin.organizerOf(id).map(organizer.organizer()::equals).orElse(false))
                throw new ApiProblem(
                        403,
                        "NOT_MATCH_ORGANIZER",
                        "Forbidden",
                        "Only the organizer whose key created the match (or the admin key) may administer it.");
            return SystemEvents.Actor.organizer(organizer.organizer(), organizer.keyId());
        }
        if (adminKey.sentIn(authorization)) {
            admin.organizerOf(id); // 404 for an unknown match
            return SystemEvents.Actor.ADMIN;
        }
        throw OrganizerAuth.keyRequired(
                "Send the match organizer's API key (matches:admin) or the admin key as `Authorization: Bearer ...`.");
    }
}
