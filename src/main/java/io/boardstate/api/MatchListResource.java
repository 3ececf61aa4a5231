package io.boardstate.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.Dtos.SeatInfo;
import io.boardstate.match.MatchListing;
import io.boardstate.match.model.RulesetRegistry;
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

            @Schema(
                    required = true,
                    description = "Events stored so far (for a spectator of a delayed match: at its delayed head)")
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
            @Schema(required = true) Instant updatedAt,

            @Schema(description = "The organizer's tags, when it set any")
            BatchDtos.MatchTags tags,

            @Schema(description = "The organizer's player ids in seat order: only in the organizer's own listing")
            List<String> externalPlayerIds) {}

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
    private final OrganizerAuth organizers;

    public MatchListResource(MatchListing listing, RulesetRegistry registry, OrganizerAuth organizers) {
        this.listing = listing;
        this.registry = registry;
        this.organizers = organizers;
    }

    @GET
    @SecurityRequirement(name = "seatToken")
    @SecurityRequirement(name = "organizerKey")
    @Operation(
            operationId = "listMatches",
            summary = "List matches",
            description = "Newest first (by creation time, then id), cursor-paged: a page never repeats or skips a"
                    + " match, whatever is created meanwhile. Filter by ruleset and status. With a seat token in"
                    + " Authorization (never in the URL): only the matches it holds a seat in, with that seat. With an"
                    + " organizer API key (scope matches:read): only that organizer's matches, with its player ids."
                    + " Also by tags and creation time. Lists what any spectator may see: no state, no secret. Without"
                    + " a seat token or API key, a running match with a spectator delay shows its delayed head.")
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
            description = "The token is no seat token of any match, or an unknown or revoked API key (UNAUTHORIZED)",
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
            @Parameter(description = "Only matches with this tournament tag") @QueryParam("tournament")
                    String tournament,
            @Parameter(description = "Only matches with this round tag") @QueryParam("round") String round,
            @Parameter(description = "Only matches with this table tag") @QueryParam("table") String table,
            @Parameter(
                            description = "Only matches created at or after this time (RFC 3339)",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("createdFrom")
                    String createdFrom,
            @Parameter(
                            description = "Only matches created before this time (RFC 3339)",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("createdTo")
                    String createdTo,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        if (ruleset != null && registry.find(ruleset) == null)
            throw ApiProblem.invalidParameter("ruleset", "No ruleset '" + ruleset + "'; see GET /v1/rulesets.");
        String token = MatchResource.bearer(authorization);
        String organizer = null;
        if (OrganizerAuth.carriesKey(authorization)) {
            organizer = organizers
                    .require(authorization, io.boardstate.match.model.Organizer.MATCHES_READ)
                    .organizer();
            token = null;
        }
        io.boardstate.match.model.NewMatch.Tags tags = tournament == null && round == null && table == null
                ? null
                : new io.boardstate.match.model.NewMatch.Tags(tournament, round, table);
        MatchListing.Page page = listing.list(new MatchListing.Query(
                ruleset,
                finished(status),
                token,
                decode(cursor),
                limit(limit),
                organizer,
                tags,
                time("createdFrom", createdFrom),
                time("createdTo", createdTo)));
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
                m.updatedAt(),
                tags(m.tags()),
                m.externalIds());
    }

    static BatchDtos.MatchTags tags(io.boardstate.match.model.NewMatch.Tags t) {
        if (t == null || (t.tournament() == null && t.round() == null && t.table() == null)) return null;
        return new BatchDtos.MatchTags(t.tournament(), t.round(), t.table());
    }

    static Instant time(String name, String value) {
        if (value == null) return null;
        try {
            return java.time.OffsetDateTime.parse(value).toInstant();
        } catch (java.time.format.DateTimeParseException e) {
            throw ApiProblem.invalidParameter(name, name + " must be an RFC 3339 time, e.g. 2026-05-01T09:00:00Z.");
        }
    }

    private static Boolean finished(String status) {
        if (status == null || status.isEmpty()) return null;
        return switch (status) {
            case "running" -> false;
            case "finished" -> true;
            default -> throw ApiProblem.invalidParameter("status", "status is 'running' or 'finished'.");
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
        throw ApiProblem.invalidParameter("limit", "limit must be between 1 and " + MAX_LIMIT + ".");
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
        throw ApiProblem.invalidParameter("cursor", "cursor must be a nextCursor this service sent.");
    }
}
