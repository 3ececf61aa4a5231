package io.boardstate.api.match;

import io.boardstate.api.openapi.OperationTraits;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.Board;
import io.boardstate.match.Boards;
import io.boardstate.match.MatchService;
import io.boardstate.match.model.Access;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The board a match is played on: one of its ruleset's boards, or one made for the match at setup
 * (Small World of Warcraft deals islands). Public like every board: no token needed, none used.
 */
@Path("/v1/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches")
public class MatchBoardResource {
    @Inject
    MatchService service;

    @Inject
    Boards boards;

    @Inject
    RenderedBoards rendered;

    @GET
    @Path("/{matchId}/board")
    @Operation(
            operationId = "getMatchBoard",
            extensions = @Extension(name = OperationTraits.ANSWERS_AS, value = "getBoard"))
    public Response get(@PathParam("matchId") String matchId, @Context HttpHeaders headers) {
        Access access = service.access(MatchResource.matchId(matchId), null);
        String ruleset = access.match().ruleset();
        Board board = boards.of(access)
                .orElseThrow(() -> new ApiProblem(
                        404, "UNKNOWN_BOARD", "Unknown board", "The game of this match publishes no board data."));
        return rendered.localized(ruleset, board, headers);
    }
}
