package io.boardstate.api.organizer;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.openapi.OperationTraits;
import io.boardstate.api.openapi.StandardProblems;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.TournamentStandings;
import io.boardstate.match.model.Organizer;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Standings across the rounds of a tournament (GET /v1/standings), as JSON or CSV. */
@Path("/v1/standings")
@Tag(name = "Organizers")
public class StandingsResource {
    private static final String CSV = ResultsResource.CSV;
    static final int MAX_RANKS = 20;
    static final int MAX_POINTS = 10_000;

    @Schema(name = "StandingsLine", description = "One player's total over the tournament's finished matches.")
    public record LineDto(
            @Schema(required = true, description = "1 for the leader; players equal on every tie-break share it")
            int place,

            @Schema(required = true) String externalPlayerId,

            @Schema(description = "The player's name in their latest match")
            String name,

            @Schema(required = true, description = "Finished matches played (aborted ones do not count)")
            int matches,

            @Schema(required = true, description = "Matches won (rank 1, ties included)")
            int wins,

            @Schema(required = true, description = "Points earned by rank")
            int points,

            @Schema(required = true, description = "Summed game score (the last tie-break)")
            long score,

            @Schema(required = true, description = "Moves the service played for the player")
            int automaticMoves,

            @Schema(required = true, description = "Matches the player left under the zombie policy")
            int zombieMatches,

            @Schema(
                    required = true,
                    description = "Matches a computer player held the player's seat in (`players[i].bot`"
                            + " with this `externalPlayerId`)")
            int botMatches,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(
                    description = "The computer player that held the player's seat in every match counted, as"
                            + " the results' `standings[i].bot`; absent when a person held it in any, or bots"
                            + " of different levels did (see `botMatches`)")
            Dtos.BotRequest bot) {}

    @Schema(name = "Standings", description = "A tournament's standings, best first.")
    public record StandingsDto(
            @Schema(required = true) String tournament,

            @Schema(required = true, description = "The points per rank counted (rank 1 first)")
            List<Integer> points,

            @Schema(required = true, description = "Finished matches counted")
            int matches,

            @Schema(required = true) List<LineDto> players) {}

    @Inject
    TournamentStandings standings;

    @Inject
    OrganizerAuth auth;

    @GET
    @Produces({MediaType.APPLICATION_JSON, CSV})
    @Operation(
            operationId = "getStandings",
            extensions = {
                @Extension(name = StandardProblems.SCOPE, value = "matches:read"),
                @Extension(name = OperationTraits.CSV_ROWS, value = "One row per player, with a header")
            })
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = StandingsDto.class)))
    public Response standings(
            @Parameter(required = true, description = "The tournament tag") @QueryParam("tournament") String tournament,
            @Parameter(
                            description = "Points per rank, rank 1 first, comma-separated whole numbers (0 to 10000,"
                                    + " at most 20); ranks beyond the list earn 0. Default `3,2,1,0`",
                            schema = @Schema(type = SchemaType.STRING, pattern = "^[0-9]+(,[0-9]+)*$"),
                            example = "3,2,1,0")
                    @QueryParam("points")
                    String points,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Context HttpHeaders headers) {
        Organizer organizer = auth.require(authorization, Organizer.MATCHES_READ);
        if (tournament == null || tournament.isBlank())
            throw ApiProblem.invalidParameter("tournament", "tournament names the tournament tag to sum.");
        TournamentStandings.Table table = standings.of(organizer.organizer(), tournament, points(points));
        StandingsDto body = new StandingsDto(
                table.tournament(),
                table.points(),
                table.matches(),
                table.lines().stream()
                        .map(l -> new LineDto(
                                l.place(),
                                l.externalPlayerId(),
                                l.name(),
                                l.matches(),
                                l.wins(),
                                l.points(),
                                l.score(),
                                l.automaticMoves(),
                                l.zombieMatches(),
                                l.botMatches(),
                                Dtos.BotRequest.of(l.botLevel())))
                        .toList());
        if (ResultsResource.wantsCsv(headers)) return csv(body);
        return NoStore.ok(body, MediaType.APPLICATION_JSON).build();
    }

    static List<Integer> points(String text) {
        if (text == null) return TournamentStandings.DEFAULT_POINTS;
        String[] parts = text.split(",", -1);
        if (parts.length > MAX_RANKS) throw badPoints();
        List<Integer> out = new ArrayList<>(parts.length);
        for (String part : parts) {
            if (part.isEmpty() || part.length() > 5 || !part.chars().allMatch(c -> c >= '0' && c <= '9'))
                throw badPoints();
            int n = Integer.parseInt(part);
            if (n > MAX_POINTS) throw badPoints();
            out.add(n);
        }
        return List.copyOf(out);
    }

    private static ApiProblem badPoints() {
        return ApiProblem.invalidParameter(
                "points",
                "points lists 1 to " + MAX_RANKS + " whole numbers from 0 to " + MAX_POINTS
                        + ", comma-separated, rank 1 first (e.g. 3,2,1,0).");
    }

    private static Response csv(StandingsDto body) {
        StringBuilder out = new StringBuilder();
        ResultsResource.row(
                out,
                List.of(
                        "place",
                        "external_player_id",
                        "name",
                        "matches",
                        "wins",
                        "points",
                        "score",
                        "automatic_moves",
                        "zombie_matches",
                        "bot_matches",
                        "bot_level"));
        for (LineDto l : body.players())
            ResultsResource.row(
                    out,
                    java.util.Arrays.asList(
                            String.valueOf(l.place()),
                            ResultsResource.text(l.externalPlayerId()),
                            ResultsResource.text(l.name()),
                            String.valueOf(l.matches()),
                            String.valueOf(l.wins()),
                            String.valueOf(l.points()),
                            String.valueOf(l.score()),
                            String.valueOf(l.automaticMoves()),
                            String.valueOf(l.zombieMatches()),
                            String.valueOf(l.botMatches()),
                            l.bot() == null ? null : l.bot().level()));
        return ResultsResource.csvAnswer(out);
    }
}
