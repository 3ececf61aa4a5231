package io.boardstate.api.match;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.dto.Dtos.CommandAck;
import io.boardstate.api.dto.Dtos.CommandResult;
import io.boardstate.api.dto.Dtos.MatchView;
import io.boardstate.api.http.Conditional;
import io.boardstate.api.http.HttpJson;
import io.boardstate.api.http.IdempotencyKey;
import io.boardstate.api.openapi.RequestExamples;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.api.problem.DomainProblems;
import io.boardstate.api.problem.ProblemDocument;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.MatchService;
import io.boardstate.match.clock.ClockService;
import io.boardstate.match.command.Answer;
import io.boardstate.match.command.CommandService;
import io.boardstate.match.command.SubmitOutcome;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.IfMatch;
import io.boardstate.match.model.Submission;
import io.boardstate.match.support.JsonTerms;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A seat acts on a match: submits a command (conditional on the version it decided on, optionally
 * idempotent) or resigns. Reads live in {@link MatchResource}.
 */
@Path("/v1/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches")
public class MatchCommandResource {
    private static final String PROBLEM = "application/problem+json";

    @Inject
    MatchService service;

    @Inject
    CommandService commands;

    @Inject
    ClockService clocks;

    @Inject
    ObjectMapper json;

    @Inject
    BoardstateConfig config;

    @POST
    @Path("/{matchId}/commands")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "submitCommand")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema =
                                    @Schema(
                                            type = SchemaType.OBJECT,
                                            description = "A command: `type` plus the fields of that command type",
                                            requiredProperties = "type"),
                            examples =
                                    @ExampleObject(
                                            name = "smallworldPick",
                                            summary = "Small World: take the first combo of the market",
                                            value = RequestExamples.SUBMIT_COMMAND)))
    @APIResponse(
            responseCode = "200",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(anyOf = {CommandResult.class, CommandAck.class})))
    public Response submit(
            @PathParam("matchId") String matchId,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Parameter(
                            in = ParameterIn.HEADER,
                            name = "If-Match",
                            required = true,
                            description =
                                    "The version the command was decided on, as a strong ETag, e.g. \"12\" (RFC 9110 §13.1.1: a list holds when one of its versions is current; * holds for any version, so the command is decided on whatever the match is at; a weak ETag never matches)",
                            example = "\"12\"")
                    @HeaderParam(HttpHeaders.IF_MATCH)
                    String ifMatch,
            @Parameter(
                            in = ParameterIn.HEADER,
                            name = IdempotencyKey.HEADER,
                            description =
                                    "Any unique string of 1 to 255 visible ASCII characters; retries with the same key and body replay the stored answer",
                            example = "3f9c2a70-move-17")
                    @HeaderParam(IdempotencyKey.HEADER)
                    String idempotencyKey,
            @Parameter(
                            in = ParameterIn.HEADER,
                            name = "Prefer",
                            description =
                                    "RFC 7240. `return=minimal`: answer an accepted command with a CommandAck (version, finished, toAct) instead of the events and the full view; the response then has `Preference-Applied: return=minimal`",
                            example = "return=minimal")
                    @HeaderParam("Prefer")
                    String prefer,
            @Parameter(
                            description =
                                    "`legal`: add the caller's next legal commands to the answer (saves a GET of legal-commands)",
                            schema = @Schema(type = SchemaType.STRING, enumeration = "legal"))
                    @QueryParam("include")
                    String include,
            String body) {
        Access access = access(matchId, authorization);
        int maxCommandBytes = config.api().maxCommandBytes();
        if (body != null && body.getBytes(StandardCharsets.UTF_8).length > maxCommandBytes) {
            throw new ApiProblem(
                    413,
                    "PAYLOAD_TOO_LARGE",
                    "Payload too large",
                    "A command body has at most " + maxCommandBytes + " bytes.");
        }
        IfMatch expected = Conditional.ifMatch(ifMatch);
        String key = IdempotencyKey.checked(idempotencyKey);
        boolean minimal = prefersMinimal(prefer);
        Submission submission = new Submission(expected, key, parseJson(json, body), !minimal, includesLegal(include));
        String path = "/v1/matches/" + access.match().id() + "/commands";
        return respond(commands.submit(access, submission, answers(path)), minimal);
    }

    @POST
    @Path("/{matchId}/resign")
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "resign")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchView.class)))
    public Response resign(@BeanParam MatchCall call) {
        return MatchResource.changed(clocks.resign(service.access(call.id(), call.token())));
    }

    private Access access(String matchId, String authorization) {
        return service.access(MatchResource.matchId(matchId), MatchResource.bearer(authorization));
    }

    /** The answer to a command: stored (keyed) answers as they were stored, else from the outcome. */
    private Response respond(CommandService.Result result, boolean minimal) {
        Answer answer = result.answer();
        if (answer == null) {
            if (!(result.outcome() instanceof SubmitOutcome.Accepted accepted))
                throw DomainProblems.of(result.outcome());
            answer = new Answer(200, accepted.version(), write(ApiMapper.accepted(accepted)));
        }
        Response.ResponseBuilder response = Response.status(answer.status())
                .type(answer.status() >= 400 ? PROBLEM : MediaType.APPLICATION_JSON)
                .entity(answer.body());
        if (answer.version() != null) response.tag(Conditional.versionTag(answer.version()));
        if (result.outcome() instanceof SubmitOutcome.Replayed) response.header("Idempotent-Replayed", "true");
        else if (minimal && result.outcome() instanceof SubmitOutcome.Accepted)
            response.header("Preference-Applied", "return=minimal");
        if (answer.status() == 401) response.header("WWW-Authenticate", "Bearer realm=\"boardstate\"");
        return response.build();
    }

    /** Renders an outcome as this API answers it, to be stored under an Idempotency-Key. */
    private Answer.Writer answers(String path) {
        return outcome -> {
            if (outcome instanceof SubmitOutcome.Accepted accepted)
                return new Answer(200, accepted.version(), write(ApiMapper.accepted(accepted)));
            ApiProblem problem = DomainProblems.of(outcome);
            return new Answer(problem.status(), null, write(ProblemDocument.of(problem, path)));
        };
    }

    private String write(Object value) {
        return HttpJson.write(json, value);
    }

    /** RFC 7240: {@code return=minimal} among the preferences (others are ignored). */
    static boolean prefersMinimal(String prefer) {
        if (prefer == null) return false;
        for (String preference : prefer.split(",")) {
            String p = preference.split(";")[0].trim().replace(" ", "");
            if (p.equalsIgnoreCase("return=minimal") || p.equalsIgnoreCase("return=\"minimal\"")) return true;
        }
        return false;
    }

    /** {@code ?include=legal} (a comma-separated list; legal is the only member). */
    static boolean includesLegal(String include) {
        if (include == null || include.isEmpty()) return false;
        for (String part : include.split(",")) {
            if (!part.trim().equals("legal"))
                throw ApiProblem.invalidParameter(
                        "include", "include takes 'legal' (the caller's next legal commands).");
        }
        return true;
    }

    /**
     * The body as one JSON value, read by the service's request mapper ({@code HttpJson}): a
     * member named twice or anything after the value is refused, as on every other endpoint,
     * rather than read as the last member or the first value.
     */
    private static JsonNode parseJson(ObjectMapper json, String body) {
        if (body == null || body.isBlank())
            throw ApiProblem.badRequest("MALFORMED_JSON", "The request body must be a JSON command object.");
        try {
            JsonNode node = json.readTree(body);
            if (node == null)
                throw ApiProblem.badRequest("MALFORMED_JSON", "The request body must be a JSON command object.");
            return node;
        } catch (JsonProcessingException e) {
            throw ApiProblem.badRequest(
                    "MALFORMED_JSON", "The request body is not valid JSON: " + JsonTerms.describeSyntax(e));
        }
    }
}
