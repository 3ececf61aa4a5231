package io.boardstate.api.match;

import io.boardstate.api.http.NoStore;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.MatchService;
import io.boardstate.match.StreamTickets;
import io.boardstate.match.model.Access;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Trades a seat token for a short-lived, single-use stream ticket, so a browser's EventSource
 * (which cannot send headers) follows the seat's own stream with {@code ?ticket=} instead of the
 * token in a URL. The ticket is never logged (the access log is off, and no log line names it).
 */
@Path("/v1/matches")
@Tag(name = "Matches")
public class StreamTicketResource {

    @Inject
    MatchService service;

    @Inject
    StreamTickets tickets;

    /** A stream ticket: opens the seat's stream once, before it expires. */
    @Schema(name = "StreamTicket", description = "A single-use ticket to a seat's own live stream")
    public record StreamTicket(
            @Schema(
                    required = true,
                    description = "Pass as `?ticket=` to GET /v1/matches/{matchId}/stream, once, before"
                            + " `expiresAt`; a secret like the seat token, though short-lived")
            String ticket,

            @Schema(required = true, description = "When the unused ticket stops working")
            Instant expiresAt,

            @Schema(
                    required = true,
                    description = "The stream's path with the ticket, ready for `new EventSource(url)`")
            String url) {}

    @POST
    @Path("/{matchId}/stream-tickets")
    @Produces(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "createStreamTicket")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = StreamTicket.class)))
    public Response create(@BeanParam MatchCall call) {
        String token = call.token();
        if (token == null)
            throw ApiProblem.unauthorized("A stream ticket is for a seat: send its token as `Authorization: Bearer`.");
        Access access = service.access(call.id(), token);
        StreamTickets.Issued issued;
        try {
            issued = tickets.issue(access);
        } catch (StreamTickets.Unavailable e) {
            throw unavailable();
        }
        String url = "/v1/matches/" + access.match().id() + "/stream?ticket=" + issued.ticket();
        return NoStore.ok(new StreamTicket(issued.ticket(), issued.expiresAt(), url))
                .build();
    }

    static ApiProblem unavailable() {
        return new ApiProblem(
                        503,
                        "STORE_UNAVAILABLE",
                        "Stream tickets unavailable",
                        "Stream tickets are kept in Redis, which does not answer now; follow the stream with the"
                                + " seat token in the Authorization header, or retry.")
                .retryAfter(5);
    }
}
