package io.boardstate.api.match;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.BatchDtos;
import io.boardstate.api.dto.Dtos.SeatInfo;
import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.http.PageSize;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.MatchListing;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.model.RulesetRegistry;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
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
            description = "A page of matches in the order asked for (`sort`, newest first by default). Fetch the next"
                    + " page with `cursor=nextCursor` (and the same `sort`) while it is present.")
    public record MatchList(
            @Schema(required = true) List<MatchSummary> items,

            @Schema(description = "Opaque cursor of the next page; absent on the last page")
            String nextCursor) {}

    @Inject
    MatchListing listing;

    @Inject
    RulesetRegistry registry;

    @Inject
    OrganizerAuth organizers;

    @GET
    @SecurityRequirement(name = "seatToken")
    @SecurityRequirement(name = "organizerKey")
    @Operation(operationId = "listMatches")
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchList.class)))
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
            @BeanParam MatchPaging paging,
            @Parameter(
                            description = "Page size, 1 to 100 (default 20)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100"))
                    @QueryParam("limit")
                    String limit,
            @BeanParam TagFilter tags,
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
            @Parameter(
                            description = "Only matches updated (created, or a command or other event stored) at or"
                                    + " after this time (RFC 3339); with a seat token or API key only",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("updatedFrom")
                    String updatedFrom,
            @Parameter(
                            description = "Only finished matches that ended at or after this time (RFC 3339): their"
                                    + " `updatedAt`, which no longer changes once a match is finished",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("finishedFrom")
                    String finishedFrom,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        if (ruleset != null && registry.find(ruleset) == null)
            throw ApiProblem.invalidParameter("ruleset", "No ruleset '" + ruleset + "'; see GET /v1/rulesets.");
        String token = MatchResource.bearer(authorization);
        String organizer = organizers.organizerIfKey(authorization, Organizer.MATCHES_READ);
        if (organizer != null) token = null; // an organizer's listing, not a seat's
        MatchListing.Order order = paging.order();
        Instant changedFrom = time("updatedFrom", updatedFrom);
        if (token == null && organizer == null) spectatorMayNotSeeUpdates(changedFrom, order);
        MatchListing.Page page = listing.list(new MatchListing.Query(
                ruleset,
                finished(status),
                token,
                paging.after(),
                PageSize.of(limit, DEFAULT_LIMIT, MAX_LIMIT),
                organizer,
                tags.tags(),
                time("createdFrom", createdFrom),
                time("createdTo", createdTo),
                order,
                changedFrom,
                time("finishedFrom", finishedFrom)));
        MatchList body = new MatchList(
                page.items().stream().map(MatchListResource::summary).toList(), MatchPaging.nextCursor(page.next()));
        // Differs by token and changes with every new match: never from a cache.
        return NoStore.ok(body)
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .build();
    }

    private static MatchSummary summary(MatchListing.Listed m) {
        return new MatchSummary(
                m.id(),
                m.ruleset(),
                m.version(),
                m.finished() ? "finished" : "running",
                m.finished(),
                m.seats().stream()
                        .map(s -> new SeatInfo(s.seat(), s.name(), ApiMapper.bot(m.bots(), s.seat())))
                        .toList(),
                m.seat(),
                m.createdAt(),
                m.updatedAt(),
                tags(m.tags()),
                m.externalIds());
    }

    public static BatchDtos.MatchTags tags(NewMatch.Tags t) {
        if (t == null || (t.tournament() == null && t.round() == null && t.table() == null)) return null;
        return new BatchDtos.MatchTags(t.tournament(), t.round(), t.table());
    }

    public static Instant time(String name, String value) {
        return NewMatchRequests.rfc3339(
                value,
                () -> ApiProblem.invalidParameter(
                        name, name + " must be an RFC 3339 time, e.g. 2026-05-01T09:00:00Z."));
    }

    private static Boolean finished(String status) {
        if (status == null || status.isEmpty()) return null;
        return switch (status) {
            case "running" -> false;
            case "finished" -> true;
            default -> throw ApiProblem.invalidParameter("status", "status is 'running' or 'finished'.");
        };
    }

    /**
     * A spectator sees a delayed match at its delayed head; filtering or ordering by the real update
     * time would tell it when the moves were made.
     */
    private static void spectatorMayNotSeeUpdates(Instant updatedFrom, MatchListing.Order order) {
        String why = " needs a seat token or an organizer API key: without one, a match with a spectator delay is"
                + " listed at its delayed head, and its real update time would tell when its moves were made.";
        if (updatedFrom != null) throw ApiProblem.invalidParameter("updatedFrom", "updatedFrom" + why);
        if (order.byUpdate()) throw ApiProblem.invalidParameter("sort", "sort=" + MatchPaging.UPDATED + why);
    }
}
