package io.boardstate.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.Dtos.SeatInfo;
import io.boardstate.match.MatchListing;
import io.boardstate.match.RulesetRegistry;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Lists matches: a lobby, a tournament's tables, or with a seat token the caller's own. */
@Path("/v1/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches")
public class MatchListResource {
    private static final int DEFAULT_LIMIT = 20;
    private static final int MAX_LIMIT = 100;

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "MatchSummary", description = "A match as a list shows it: what any spectator may see of it.")
    public record MatchSummary(
            @Schema(required = true) UUID id,

            @Schema(required = true, examples = "smallworld")
            String ruleset,

            @Schema(required = true, description = "Events stored so far")
            long version,

            @Schema(
                    required = true,
                    enumeration = {"running", "finished"})
            String status,

            @Schema(required = true) boolean finished,
            @Schema(required = true) List<SeatInfo> seats,

            @Schema(description = "The caller's seat, when the list was asked for with its seat token")
            Integer seat,

            @Schema(required = true) Instant createdAt,
            @Schema(required = true) Instant updatedAt) {}

    @Schema(
            name = "MatchList",
            description = "A page of matches, newest first. Fetch the next page with `cursor=nextCursor` while it is"
                    + " present.")
    public record MatchList(
            @Schema(required = true) List<MatchSummary> items,

            @Schema(description = "Opaque cursor of the next page; absent on the last page")
            String nextCursor) {}

    private final MatchListing listing;
    private final RulesetRegistry registry;

    public MatchListResource(MatchListing listing, RulesetRegistry registry) {
        this.listing = listing;
        this.registry = registry;
    }

    @GET
    @SecurityRequirement(name = "seatToken")
    @Operation(
            operationId = "listMatches",
            summary = "List matches",
            description = "Newest first (by creation time, then id), cursor-paged: a page never repeats or skips a"
                    + " match, whatever is created meanwhile. Filter by ruleset and status. With a seat token in"
                    + " Authorization (never in the URL): only the matches it holds a seat in, with that seat. Lists"
                    + " what any spectator may see: no state, no secret.")
    @APIResponse(
            responseCode = "200",
            description = "A page of matches",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = MatchList.class)))
    @APIResponse(
            responseCode = "400",
            description = "A bad filter, limit or cursor (INVALID_PARAMETER)",
            content =
                    @Content(
                            mediaType = BoardResource.PROBLEM,
                            schema = @Schema(implementation = ProblemDocument.class)))
    @APIResponse(
            responseCode = "401",
            description = "The token is no seat token of any match (UNAUTHORIZED)",
            content =
                    @Content(
                            mediaType = BoardResource.PROBLEM,
                            schema = @Schema(implementation = ProblemDocument.class)))
    public Response list(
            @Parameter(description = "Only matches of this ruleset", example = "smallworld") @QueryParam("ruleset")
                    String ruleset,
            @Parameter(
                            description = "Only running or only finished matches",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"running", "finished"}))
                    @QueryParam("status")
                    String status,
            @Parameter(description = "`nextCursor` of the previous page") @QueryParam("cursor") String cursor,
            @Parameter(
                            description = "Page size, 1 to 100 (default 20)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100"))
                    @QueryParam("limit")
                    String limit,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        if (ruleset != null && registry.find(ruleset) == null)
            throw ApiProblem.badRequest("INVALID_PARAMETER", "No ruleset '" + ruleset + "'; see GET /v1/rulesets.");
        MatchListing.Page page = listing.list(new MatchListing.Query(
                ruleset, finished(status), MatchResource.bearer(authorization), decode(cursor), limit(limit)));
        MatchList body = new MatchList(
                page.items().stream().map(MatchListResource::summary).toList(),
                page.next() == null ? null : encode(page.next()));
        // Differs by token and changes with every new match: never from a cache.
        return Response.ok(body)
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }

    private static MatchSummary summary(MatchListing.Listed m) {
        return new MatchSummary(
                m.id(),
                m.ruleset(),
                m.version(),
                m.finished() ? "finished" : "running",
                m.finished(),
                m.seats().stream().map(s -> new SeatInfo(s.seat(), s.name())).toList(),
                m.seat(),
                m.createdAt(),
                m.updatedAt());
    }

    private static Boolean finished(String status) {
        if (status == null || status.isEmpty()) return null;
        return switch (status) {
            case "running" -> false;
            case "finished" -> true;
            default -> throw ApiProblem.badRequest("INVALID_PARAMETER", "status is 'running' or 'finished'.");
        };
    }

    private static int limit(String limit) {
        if (limit == null) return DEFAULT_LIMIT;
        try {
            int n = Integer.parseInt(limit.trim());
            if (n >= 1 && n <= MAX_LIMIT) return n;
        } catch (NumberFormatException e) {
            // below
        }
        throw ApiProblem.badRequest("INVALID_PARAMETER", "limit must be between 1 and " + MAX_LIMIT + ".");
    }

    /** The cursor: the last match's creation time (microseconds, as stored) and id, base64url; opaque to clients. */
    static String encode(MatchListing.Position p) {
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, p.createdAt());
        String text = "m1:" + micros + ":" + p.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    static MatchListing.Position decode(String cursor) {
        if (cursor == null || cursor.isEmpty()) return null;
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split(":");
            if (parts.length == 3 && parts[0].equals("m1")) {
                Instant at = Instant.EPOCH.plus(Long.parseLong(parts[1]), ChronoUnit.MICROS);
                return new MatchListing.Position(at, UUID.fromString(parts[2]));
            }
        } catch (IllegalArgumentException | ArithmeticException | java.time.DateTimeException e) {
            // below
        }
        throw ApiProblem.badRequest("INVALID_PARAMETER", "cursor must be a nextCursor this service sent.");
    }
}
