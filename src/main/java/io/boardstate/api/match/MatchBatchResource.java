package io.boardstate.api.match;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.BatchDtos.BatchMatch;
import io.boardstate.api.dto.BatchDtos.BatchMatchRequest;
import io.boardstate.api.dto.BatchDtos.BatchSeat;
import io.boardstate.api.dto.BatchDtos.MatchBatch;
import io.boardstate.api.dto.BatchDtos.MatchBatchRequest;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.http.HttpJson;
import io.boardstate.api.http.IdempotencyKey;
import io.boardstate.api.openapi.StandardProblems;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.api.problem.DomainProblems;
import io.boardstate.match.MatchBatches;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.support.Tokens;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Bulk creation of an organizer's matches: a tournament round in one request. */
@Path("/v1/match-batches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Organizers")
@SecurityRequirement(name = "organizerKey")
public class MatchBatchResource {
    @Inject
    MatchBatches batches;

    @Inject
    OrganizerAuth auth;

    @Inject
    ObjectMapper json;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createMatchBatch",
            extensions = @Extension(name = StandardProblems.SCOPE, value = "matches:create"))
    @Parameter(
            in = ParameterIn.HEADER,
            name = IdempotencyKey.HEADER,
            description = "1 to 255 visible ASCII characters; the same key with another body is refused",
            schema = @Schema(type = SchemaType.STRING))
    @APIResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = MatchBatch.class)))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchBatch.class)))
    public Response create(
            MatchBatchRequest request,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Parameter(hidden = true) @HeaderParam(IdempotencyKey.HEADER) String idempotencyKey) {
        Organizer organizer = auth.require(authorization, Organizer.MATCHES_CREATE);
        String key = IdempotencyKey.checked(idempotencyKey);
        if (request == null || request.matches() == null)
            throw ApiProblem.badRequest("INVALID_REQUEST", "The body is an object with a list `matches`.");
        int count = request.matches().size();
        if (count < 1 || count > MatchBatches.MAX_MATCHES)
            throw ApiProblem.badRequest(
                            "INVALID_REQUEST",
                            "A batch has 1 to " + MatchBatches.MAX_MATCHES + " matches, not " + count + ".")
                    .with("maxMatches", MatchBatches.MAX_MATCHES);
        List<NewMatch.Request> requests = new ArrayList<>(count);
        for (int i = 0; i < count; i++) requests.add(toRequest(request.matches().get(i), i, request.startClocksAt()));
        MatchBatches.Batch batch;
        try {
            batch = batches.create(
                    organizer, requests, key, fingerprint(request), Boolean.TRUE.equals(request.uniqueTables()));
        } catch (MatchBatches.TableTaken e) {
            if (e.existing() == null)
                throw new ApiProblem(422, "DUPLICATE_TABLE", "Duplicate table", e.getMessage())
                        .with("index", e.index())
                        .with("field", "matches[" + e.index() + "].tags");
            throw new ApiProblem(409, "TABLE_TAKEN", "Table taken", e.getMessage())
                    .with("index", e.index())
                    .with("field", "matches[" + e.index() + "].tags")
                    .with("matchId", e.existing())
                    .with("location", "/v1/matches/" + e.existing());
        } catch (MatchBatches.InvalidMatch e) {
            throw DomainProblems.of(e.failure()).with("index", e.index());
        } catch (MatchBatches.KeyReused e) {
            throw new ApiProblem(422, "IDEMPOTENCY_KEY_REUSED", "Idempotency-Key reused", e.getMessage());
        }
        MatchBatch body = new MatchBatch(
                batch.matches().stream().map(MatchBatchResource::match).toList(), batch.createdAt());
        if (batch.replayed())
            return Response.ok(body).header("Idempotent-Replayed", "true").build();
        return Response.status(201).entity(body).build();
    }

    private static NewMatch.Request toRequest(BatchMatchRequest m, int index, String startClocksAt) {
        if (m == null) throw invalid(index, "Each match must be an object.");
        return NewMatchRequests.from(
                NewMatchRequests.single(m, startClocksAt),
                detail -> invalid(index, detail),
                p -> p.with("index", index));
    }

    private static ApiProblem invalid(int index, String detail) {
        return ApiProblem.badRequest("INVALID_REQUEST", "Match " + index + ": " + detail)
                .with("index", index);
    }

    private String fingerprint(MatchBatchRequest request) {
        return Tokens.sha256(HttpJson.write(json, request));
    }

    private static BatchMatch match(MatchBatches.BatchMatch m) {
        return new BatchMatch(
                m.id(),
                m.ruleset(),
                m.version(),
                MatchListResource.tags(m.tags()),
                m.seats().stream()
                        .map(s -> new BatchSeat(
                                s.seat(), s.name(), s.externalId(), s.token(), Dtos.BotRequest.of(s.botLevel())))
                        .toList(),
                m.commitment(),
                m.toAct(),
                m.deadline());
    }
}
