package io.boardstate.api.organizer;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.BatchDtos;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.match.MatchCall;
import io.boardstate.api.match.MatchListResource;
import io.boardstate.api.openapi.OperationTraits;
import io.boardstate.match.MatchResults;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.support.EngineCodec;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Results: one match's standings, and an organizer's results by tag, as JSON or CSV. */
@Path("/v1/matches")
@Tag(name = "Organizers")
public class ResultsResource {
    static final String CSV = "text/csv";

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Standing", description = "One seat's standing; rank, score and details once the match is finished.")
    public record Standing(
            @Schema(required = true) int seat,
            String name,

            @Schema(description = "The organizer's player id: only for the organizer's own key")
            String externalPlayerId,

            @Schema(description = "1 for the winner; tied seats share a rank")
            Integer rank,

            @Schema(description = "The game's victory measure")
            Integer score,

            @Schema(description = "Tie-break values and score breakdown of the ruleset's result")
            Map<String, Object> details,

            @Schema(required = true, description = "Commands the seat made (its automatic moves included)")
            long moves,

            @Schema(required = true, description = "Times the seat's clock ran out")
            int timeouts,

            @Schema(
                    required = true,
                    description = "Moves the service played for the seat: after a timeout (policies auto and"
                            + " zombie) or as a zombie")
            int automaticMoves,

            @Schema(
                    required = true,
                    description =
                            "The seat left under the zombie policy: ranked last, its turns played by the" + " service")
            boolean zombie,

            @Schema(
                    description = "The computer player that holds the seat (`players[i].bot` at creation), as the"
                            + " view's `seats[i].bot`; absent when a person holds it (also one whose absent turns"
                            + " `absentBot` played: see `automaticMoves`)")
            Dtos.BotRequest bot) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "MatchResults", description = "A match's results.")
    public record MatchResultsDto(
            @Schema(required = true) UUID id,
            @Schema(required = true) String ruleset,
            BatchDtos.MatchTags tags,
            @Schema(required = true) long version,

            @Schema(
                    required = true,
                    enumeration = {"running", "finished"})
            String status,

            @Schema(
                    description = "How the match ended: `completed` (by the rules), `automatic` (by the rules, the"
                            + " last move played by the service for a seat whose time ran out), `resigned`,"
                            + " `timeout` (a seat forfeited on time), `adjudicated` or `aborted` (by an organizer)",
                    enumeration = {"completed", "automatic", "resigned", "timeout", "adjudicated", "aborted"})
            String ending,

            @Schema(required = true) Instant startedAt,
            Instant endedAt,
            @Schema(required = true) List<Standing> standings) {}

    @Schema(
            name = "ResultsPage",
            description = "A page of results in the order asked for (`sort`, newest match first by default); next page"
                    + " with `cursor` and the same `sort`.")
    public record ResultsPage(
            @Schema(required = true) List<MatchResultsDto> items,

            @Schema(description = "Opaque cursor of the next page; absent on the last page")
            String nextCursor) {}

    @Inject
    MatchResults results;

    @Inject
    OrganizerAuth auth;

    @GET
    @Path("/{matchId}/results")
    @Produces({MediaType.APPLICATION_JSON, CSV})
    @SecurityRequirement(name = "organizerKey")
    @Operation(
            operationId = "getMatchResults",
            extensions = @Extension(name = OperationTraits.CSV_ROWS, value = "One row per seat, with a header"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchResultsDto.class)))
    public Response match(@BeanParam MatchCall call) {
        String organizer = auth.organizerIfKey(call.authorization(), Organizer.MATCHES_READ);
        MatchResultsDto body = dto(results.of(call.id(), organizer));
        if (wantsCsv(call.headers())) return csv(List.of(body));
        return Response.ok(body, MediaType.APPLICATION_JSON).build();
    }

    /** CSV when the client prefers it to JSON (by the Accept header's order and quality). */
    static boolean wantsCsv(HttpHeaders headers) {
        for (MediaType type : headers.getAcceptableMediaTypes()) {
            if (type.isCompatible(MediaType.APPLICATION_JSON_TYPE)) return false;
            if (type.isCompatible(MediaType.valueOf(CSV))) return true;
        }
        return false;
    }

    static MatchResultsDto dto(MatchResults.Results r) {
        return new MatchResultsDto(
                r.id(),
                r.ruleset(),
                MatchListResource.tags(r.tags()),
                r.version(),
                r.finished() ? "finished" : "running",
                r.ending(),
                r.startedAt(),
                r.endedAt(),
                r.standings().stream()
                        .map(s -> new Standing(
                                s.seat(),
                                s.name(),
                                s.externalId(),
                                s.rank(),
                                s.score(),
                                s.details(),
                                s.moves(),
                                s.timeouts(),
                                s.automaticMoves(),
                                s.zombie(),
                                Dtos.BotRequest.of(s.botLevel())))
                        .toList());
    }

    private static final List<String> CSV_HEADER = List.of(
            "match_id",
            "ruleset",
            "tournament",
            "round",
            "table",
            "status",
            "ending",
            "started_at",
            "ended_at",
            "seat",
            "name",
            "external_player_id",
            "rank",
            "score",
            "moves",
            "details",
            "timeouts",
            "automatic_moves",
            "zombie",
            "bot_level");

    /** RFC 4180: CRLF line ends, fields with commas, quotes or line breaks quoted; details as JSON. */
    static Response csv(List<MatchResultsDto> matches) {
        StringBuilder out = new StringBuilder();
        row(out, CSV_HEADER);
        for (MatchResultsDto m : matches) {
            BatchDtos.MatchTags tags = m.tags() == null ? new BatchDtos.MatchTags(null, null, null) : m.tags();
            for (Standing s : m.standings())
                row(
                        out,
                        java.util.Arrays.asList(
                                m.id().toString(),
                                m.ruleset(),
                                text(tags.tournament()),
                                text(tags.round()),
                                text(tags.table()),
                                m.status(),
                                m.ending(),
                                m.startedAt().toString(),
                                m.endedAt() == null ? null : m.endedAt().toString(),
                                String.valueOf(s.seat()),
                                text(s.name()),
                                text(s.externalPlayerId()),
                                s.rank() == null ? null : s.rank().toString(),
                                s.score() == null ? null : s.score().toString(),
                                String.valueOf(s.moves()),
                                s.details() == null ? null : json(s.details()),
                                String.valueOf(s.timeouts()),
                                String.valueOf(s.automaticMoves()),
                                String.valueOf(s.zombie()),
                                s.bot() == null ? null : s.bot().level()));
        }
        return csvAnswer(out);
    }

    /** The rows written, as RFC 4180 text with its header row; kept by no cache, like the JSON form. */
    static Response csvAnswer(StringBuilder rows) {
        return NoStore.ok(rows.toString(), CSV + "; charset=utf-8; header=present")
                .build();
    }

    /**
     * Text the organizer or players chose, made inert for spreadsheets (OWASP CSV injection): a cell
     * starting with =, +, -, @, tab or CR would be read as a formula, so it gets a leading '.
     * Numbers the service writes (ranks, scores) are not text and keep their sign.
     */
    static String text(String cell) {
        if (cell == null || cell.isEmpty()) return cell;
        return "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
    }

    static void row(StringBuilder out, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) out.append(',');
            String f = fields.get(i);
            if (f == null) continue;
            if (f.indexOf(',') >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0)
                out.append('"').append(f.replace("\"", "\"\"")).append('"');
            else out.append(f);
        }
        out.append("\r\n");
    }

    private static String json(Map<String, Object> details) {
        return EngineCodec.MAPPER.valueToTree(details).toString();
    }
}
