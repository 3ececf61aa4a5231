package io.boardstate.api.match;

import io.boardstate.api.http.Conditional;
import io.boardstate.api.match.BoardDtos.BoardList;
import io.boardstate.api.match.BoardDtos.BoardView;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.Board;
import io.boardstate.match.Boards;
import io.boardstate.match.DisplayNames;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The boards each game publishes: regions or spaces, adjacency and, where known, drawing data. */
@Path("/v1/rulesets")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Rulesets")
public class BoardResource {
    /** Board data changes only with a release; the strong ETag revalidates it after that. */
    static final String CACHE_CONTROL = "public, max-age=3600";

    /** Region names are of this kind in {@link DisplayNames} (Great Fire's districts and parks). */
    static final String REGION_NAMES = "spaces";

    @Inject
    Boards boards;

    @Inject
    RenderedBoards rendered;

    @GET
    @Path("/{ruleset}/boards")
    @Operation(operationId = "listBoards")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = BoardList.class)))
    public Response list(@PathParam("ruleset") String ruleset, @Context HttpHeaders headers) {
        List<Board> all = boards.of(ruleset).orElseThrow(() -> RulesetResource.unknown(ruleset));
        return answer(
                rendered.of(
                        ruleset + "\n",
                        () -> new BoardList(
                                ruleset, all.stream().map(BoardDtos::summary).toList())),
                headers,
                null);
    }

    @GET
    @Path("/{ruleset}/boards/{boardId}")
    @Operation(operationId = "getBoard")
    @Parameter(
            in = ParameterIn.HEADER,
            name = "Accept-Language",
            description = NamesResource.ACCEPT_LANGUAGE_HELP + ". Region names follow it (Great Fire's districts);"
                    + " ids do not",
            schema = @Schema(type = SchemaType.STRING))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = BoardView.class)))
    public Response get(
            @PathParam("ruleset") String ruleset, @PathParam("boardId") String boardId, @Context HttpHeaders headers) {
        if (boards.of(ruleset).isEmpty()) throw RulesetResource.unknown(ruleset);
        Board board = boards.find(ruleset, boardId).orElseThrow(() -> unknownBoard(ruleset, boardId));
        return rendered.localized(ruleset, board, headers);
    }

    /** 200 with the document, or 304 when the client holds it already; the same headers either way. */
    static Response answer(RenderedBoards.Rendered document, HttpHeaders headers, String language) {
        Response.ResponseBuilder response = Conditional.holds(headers, document.tag())
                ? Conditional.notModified(document.tag())
                : Response.ok(document.body(), MediaType.APPLICATION_JSON_TYPE).tag(new EntityTag(document.tag()));
        response.header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL);
        return (language == null ? response : NamesResource.localized(response, language)).build();
    }

    static ApiProblem unknownBoard(String ruleset, String boardId) {
        return new ApiProblem(
                404,
                "UNKNOWN_BOARD",
                "Unknown board",
                "Ruleset '" + ruleset + "' has no board '" + boardId + "'; see GET /v1/rulesets/" + ruleset
                        + "/boards.");
    }
}
