package io.boardstate.api.match;

import io.boardstate.api.dto.Dtos;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.http.WholeNumber;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.match.MatchService;
import io.boardstate.match.bot.Hints;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A computer player's suggestion for the caller's seat, where the match allows hints. */
@Path("/v1/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches")
public class HintResource {

    @Inject
    MatchService matches;

    @Inject
    Hints hints;

    @GET
    @Path("/{matchId}/hint")
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "getHint")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = Dtos.HintView.class)))
    public Response hint(
            @BeanParam MatchCall call,
            @Parameter(
                            description = "How hard the bot thinks: easy, medium (the default) or hard",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"easy", "medium", "hard"}))
                    @QueryParam("level")
                    String level,
            @Parameter(
                            description = "The hard bot's playouts for this hint (default 240): fewer answer sooner,"
                                    + " more think harder; only with level=hard",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "960"))
                    @QueryParam("budget")
                    String budget) {
        BotLevel bot = level(level);
        Integer playouts = budget == null ? null : playouts(budget, bot);
        var access = matches.access(call.id(), call.token());
        Hints.Hint h = hints.hint(access, bot, playouts);
        return NoStore.ok(new Dtos.HintView(h.version(), h.seat(), h.level(), h.command()))
                .build();
    }

    /**
     * HEAD answers as GET would, from the match alone: the same status, headers and problems, but
     * no bot thinks for it (JAX-RS would run GET, the search included, and drop the body), so it
     * takes no place on the bots' pool and is never 503 BOTS_BUSY. Not in the contract, like every
     * HEAD the framework answers; its parameters are GET's (ParameterPolicy reads them from here).
     */
    @HEAD
    @Path("/{matchId}/hint")
    @Operation(hidden = true)
    public Response hintHead(
            @BeanParam MatchCall call,
            @Parameter(
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"easy", "medium", "hard"}))
                    @QueryParam("level")
                    String level,
            @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "960"))
                    @QueryParam("budget")
                    String budget) {
        BotLevel bot = level(level);
        if (budget != null) playouts(budget, bot);
        hints.check(matches.access(call.id(), call.token()));
        return NoStore.ok(null).type(MediaType.APPLICATION_JSON_TYPE).build();
    }

    private static BotLevel level(String level) {
        BotLevel bot = level == null ? BotLevel.MEDIUM : BotLevel.of(level);
        if (bot == null) throw ApiProblem.invalidParameter("level", "level is easy, medium or hard.");
        return bot;
    }

    /** The {@code budget} parameter: 1 to {@link Hints#MAX_PLAYOUTS} playouts of the hard bot's search. */
    private static int playouts(String budget, BotLevel level) {
        long n = WholeNumber.parse(budget);
        if (n < 1 || n > Hints.MAX_PLAYOUTS)
            throw ApiProblem.invalidParameter(
                    "budget", "budget is a number of playouts from 1 to " + Hints.MAX_PLAYOUTS + ".");
        if (level != BotLevel.HARD)
            throw ApiProblem.invalidParameter(
                    "budget", "budget is the hard bot's number of playouts; easy and medium do not search.");
        return (int) n;
    }
}
