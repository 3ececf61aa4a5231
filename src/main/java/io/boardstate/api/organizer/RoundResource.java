package io.boardstate.api.organizer;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.match.MatchAdminResource;
import io.boardstate.api.openapi.StandardProblems;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.organizer.RoundOperations;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** One organizer act on every match of a round (POST /v1/round-operations). */
@Path("/v1/round-operations")
@Tag(name = "Organizers")
public class RoundResource {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "RoundOperationRequest", description = "What to do to every match of one round.")
    public record RoundRequest(
            @Schema(required = true, description = "The matches' tournament tag", examples = "spring-open-2026")
            String tournament,

            @Schema(required = true, description = "The matches' round tag", examples = "3")
            String round,

            @Schema(
                    required = true,
                    description = "`pause`, `resume`, `abort`, `adjudicate` (each running match ends with the game's"
                            + " standings as they are; all share the first place where the game ranks nobody yet) or"
                            + " `extendDeadlines` (to `until`): each as its single-match request does",
                    enumeration = {"pause", "resume", "abort", "adjudicate", "extendDeadlines"})
            String operation,

            @Schema(description = "Why (at most 200 characters), kept in each match's event")
            String note,

            @Schema(
                    description = "extendDeadlines only, and required there: the new earliest deadline (RFC 3339,"
                            + " after now)",
                    type = SchemaType.STRING,
                    format = "date-time",
                    examples = "2026-05-01T18:00:00Z")
            String until) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "RoundMatchOutcome", description = "What the operation did to one match of the round.")
    public record RoundMatch(
            @Schema(required = true) UUID id,

            @Schema(description = "The match's table tag, if any")
            String table,

            @Schema(
                    required = true,
                    description = "`applied` (events appended), `unchanged` (it already was so, or it had ended:"
                            + " `code` says which) or `refused` (`code` and `detail` say why)",
                    enumeration = {"applied", "unchanged", "refused"})
            String outcome,

            @Schema(required = true, description = "The match's version after the operation")
            long version,

            @Schema(
                    description = "The refusal's code (as a single request's problem would have it)",
                    examples = "GAME_OVER")
            String code,

            @Schema(description = "The refusal, for humans") String detail) {}

    @Schema(
            name = "RoundOperationResult",
            description = "Each match of the round (oldest first) with what happened to it; repeating the request"
                    + " changes nothing more.")
    public record RoundResult(
            @Schema(required = true) String tournament,
            @Schema(required = true) String round,
            @Schema(required = true) String operation,
            @Schema(required = true) int applied,
            @Schema(required = true) int unchanged,
            @Schema(required = true) int refused,
            @Schema(required = true) List<RoundMatch> matches) {}

    @Inject
    RoundOperations rounds;

    @Inject
    OrganizerAuth auth;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "operateRound",
            extensions = @Extension(name = StandardProblems.SCOPE, value = "matches:admin"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = RoundResult.class)))
    public Response operate(RoundRequest request, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Organizer organizer = auth.require(authorization, Organizer.MATCHES_ADMIN);
        if (request == null)
            throw ApiProblem.badRequest(
                    "INVALID_REQUEST", "Send {\"tournament\": \"...\", \"round\": \"...\", \"operation\": \"pause\"}.");
        String tournament = tag("tournament", request.tournament());
        String round = tag("round", request.round());
        String operation = request.operation();
        if (operation == null || !RoundOperations.OPERATIONS.contains(operation))
            throw invalid("operation", "operation is one of " + String.join(", ", RoundOperations.OPERATIONS) + ".");
        Instant until = null;
        if (operation.equals(RoundOperations.EXTEND_DEADLINES)) until = MatchAdminResource.until(request.until());
        else if (request.until() != null) throw invalid("until", "until goes with extendDeadlines only.");
        String note = MatchAdminResource.note(request.note());
        RoundOperations.Report report = rounds.apply(organizer, tournament, round, operation, note, until);
        List<RoundMatch> matches = report.matches().stream()
                .map(m -> new RoundMatch(
                        m.id(),
                        m.table(),
                        m.outcome(),
                        m.version(),
                        m.refusal() == null ? null : m.refusal().code(),
                        m.refusal() == null ? null : m.refusal().message()))
                .toList();
        RoundResult body = new RoundResult(
                tournament,
                round,
                operation,
                count(matches, "applied"),
                count(matches, "unchanged"),
                count(matches, "refused"),
                matches);
        return NoStore.ok(body).build();
    }

    private static int count(List<RoundMatch> matches, String outcome) {
        return (int) matches.stream().filter(m -> m.outcome().equals(outcome)).count();
    }

    private static String tag(String field, String value) {
        if (value == null || value.isBlank() || value.length() > 100 || !NewMatchRequests.storable(value))
            throw invalid(
                    field, field + " is required: the round's tag as the matches carry it (at most 100 characters).");
        return value;
    }

    private static ApiProblem invalid(String field, String detail) {
        return ApiProblem.badRequest("INVALID_REQUEST", detail).with("field", field);
    }
}
