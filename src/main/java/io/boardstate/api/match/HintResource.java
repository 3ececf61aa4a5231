package io.boardstate.api.match;

import io.boardstate.api.dto.Dtos;
import io.boardstate.api.http.NoStore;
import io.boardstate.match.MatchService;
import io.boardstate.match.bot.Hints;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
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
    public Response hint(@BeanParam MatchCall call, @BeanParam HintQuery query) {
        var level = query.level();
        Integer playouts = query.playouts(level);
        Hints.Hint h = hints.hint(matches.access(call.id(), call.token()), level, playouts);
        return NoStore.ok(new Dtos.HintView(h.version(), h.seat(), h.level(), h.command()))
                .build();
    }

    /**
     * HEAD answers as GET would, from the match alone: the same status, headers and problems, but
     * no bot thinks for it (JAX-RS would run GET, the search included, and drop the body), so it
     * takes no place on the bots' pool and is never 503 BOTS_BUSY. Not in the contract, like every
     * HEAD the framework answers.
     */
    @HEAD
    @Path("/{matchId}/hint")
    @Operation(hidden = true)
    public Response hintHead(@BeanParam MatchCall call, @BeanParam HintQuery query) {
        query.playouts(query.level());
        hints.check(matches.access(call.id(), call.token()));
        return NoStore.ok(null).type(MediaType.APPLICATION_JSON_TYPE).build();
    }
}
