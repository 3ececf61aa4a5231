package io.boardstate.api.match;

import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.dto.Dtos.CreateMatchRequest;
import io.boardstate.api.dto.Dtos.CreatedMatch;
import io.boardstate.api.dto.Dtos.EventPage;
import io.boardstate.api.dto.Dtos.LegalCommands;
import io.boardstate.api.dto.Dtos.MatchView;
import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.http.Conditional;
import io.boardstate.api.http.Ids;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.http.PageSize;
import io.boardstate.api.http.WholeNumber;
import io.boardstate.api.openapi.OperationTraits;
import io.boardstate.api.openapi.RequestExamples;
import io.boardstate.api.openapi.StandardProblems;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.CachedReads;
import io.boardstate.match.MatchService;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.Fresh;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.model.Sight;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.LongPredicate;
import java.util.function.Supplier;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/v1/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Matches")
public class MatchResource {

    @Inject
    MatchService service;

    @Inject
    CachedReads cached;

    @Inject
    OrganizerAuth organizers;

    @Inject
    BoardstateConfig config;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createMatch",
            extensions = @Extension(name = StandardProblems.SCOPE, value = "matches:create"))
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = CreateMatchRequest.class),
                            examples = @ExampleObject(name = "smallworld", value = RequestExamples.CREATE_MATCH)))
    @APIResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = CreatedMatch.class)))
    public Response create(CreateMatchRequest request, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Organizer creator = organizers.creator(authorization);
        String organizer = creator == null ? null : creator.organizer();
        if (creator == null && !config.organizers().anonymousCreate()) {
            throw OrganizerAuth.keyRequired(
                    "This service creates matches only for organizers: send an API key as `Authorization: Bearer bso_...`.");
        }
        ApiProblem.requireBody(request);
        CreatedMatch created = ApiMapper.created(service.create(
                NewMatchRequests.from(request, detail -> ApiProblem.badRequest("INVALID_REQUEST", detail)), organizer));
        return Response.created(URI.create("/v1/matches/" + created.match().id()))
                .tag(Conditional.versionTag(created.match().version()))
                .entity(created)
                .build();
    }

    @GET
    @Path("/{matchId}")
    @Operation(
            operationId = "getMatch",
            extensions = @Extension(name = OperationTraits.MATCH_READ, value = "matches:read"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchView.class)))
    public Uni<Response> get(@BeanParam MatchCall call) {
        return hotRead(call, byKey -> null, cached::view, service::view, ApiMapper::view);
    }

    @GET
    @Path("/{matchId}/versions/{version}")
    @Operation(
            operationId = "getMatchAtVersion",
            extensions = @Extension(name = OperationTraits.MATCH_READ, value = "matches:read"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MatchView.class)))
    public Response getAtVersion(@BeanParam MatchCall call, @PathParam("version") String version) {
        Access access = readAccess(call.id(), call.authorization());
        long v = parseLong(version, "version");
        return conditional(service.viewAt(access, v, call.held()), ApiMapper::view);
    }

    @GET
    @Path("/{matchId}/legal-commands")
    @Operation(
            operationId = "getLegalCommands",
            extensions = @Extension(name = OperationTraits.MATCH_READ, value = "matches:read"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = LegalCommands.class)))
    public Uni<Response> legalCommands(
            @BeanParam MatchCall call,
            @Parameter(
                            description = "Only with an organizer API key (matches:read): the seat whose legal list"
                                    + " the organizer reads (required then); a seat token names its own seat",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "0"))
                    @QueryParam("seat")
                    String seat) {
        return hotRead(
                call, byKey -> legalSeat(seat, byKey), cached::legalCommands, service::legalCommands, ApiMapper::legal);
    }

    /** An organizer's key names the seat whose legal list it reads; a seat token names its own. */
    private static Integer legalSeat(String seat, boolean byKey) {
        if (byKey) {
            if (seat == null)
                throw ApiProblem.invalidParameter("seat", "With an organizer API key, name the seat: ?seat=0.");
            return (int) Math.min(Integer.MAX_VALUE, parseLong(seat, "seat"));
        }
        if (seat != null)
            throw ApiProblem.invalidParameter("seat", "seat is for organizer API keys; a seat token names its seat.");
        return null;
    }

    /** Where a hot read looks first: the memory of a seat's or a spectator's reads. */
    private interface Remembered<T> {
        Uni<Fresh<T>> read(UUID matchId, String token, LongPredicate held);
    }

    /** The blocking read of the same, for whoever reads. */
    private interface Read<T> {
        Fresh<T> read(Access access, LongPredicate held);
    }

    /**
     * A hot read (the view, the legal commands): an organizer's key reads undelayed on a worker
     * thread, a seat or a spectator as memory holds it, else on a worker. {@code seat} checks the seat
     * parameter once it is known whether a key reads (after the match id, as always) and gives the
     * key's seat (null: the whole match).
     */
    private <T> Uni<Response> hotRead(
            MatchCall call,
            Function<Boolean, Integer> seat,
            Remembered<T> remembered,
            Read<T> read,
            Function<T, ?> body) {
        UUID id = call.id();
        LongPredicate held = call.held();
        boolean byKey = OrganizerAuth.carriesKey(call.authorization());
        Integer organizerSeat = seat.apply(byKey);
        if (byKey)
            return onWorker(
                    () -> read.read(organizers.reader(service, id, call.authorization(), organizerSeat), held), body);
        String token = call.token();
        return orOnWorker(remembered.read(id, token, held), () -> read.read(service.access(id, token), held), body);
    }

    /**
     * A hot read answered as the event loop found it in memory, else by the blocking read on a worker
     * thread (Postgres, or Redis's whole entry).
     */
    private static <T> Uni<Response> orOnWorker(
            Uni<Fresh<T>> cached, Supplier<Fresh<T>> blocking, Function<T, ?> body) {
        return cached.onItem()
                .ifNull()
                .switchTo(
                        () -> Uni.createFrom().item(blocking).runSubscriptionOn(Infrastructure.getDefaultWorkerPool()))
                .map(read -> conditional(read, body));
    }

    /** A read that no memory holds (an organizer's): on a worker thread. */
    private static <T> Uni<Response> onWorker(Supplier<Fresh<T>> blocking, Function<T, ?> body) {
        return orOnWorker(Uni.createFrom().nullItem(), blocking, body);
    }

    @GET
    @Path("/{matchId}/events")
    @Operation(
            operationId = "listEvents",
            extensions = @Extension(name = OperationTraits.MATCH_READ, value = "matches:read"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EventPage.class)))
    public Response events(
            @BeanParam MatchCall call,
            @Parameter(
                            description = "Return events after this version (default 0: from the start)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "0"))
                    @QueryParam("after")
                    String after,
            @Parameter(
                            description = "Page size, 1 to 500 (default 100)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "500"))
                    @QueryParam("limit")
                    String limit) {
        Access access = readAccess(call.id(), call.authorization());
        long afterVersion = after == null ? 0 : parseLong(after, "after");
        int size = PageSize.of(limit, 100, config.api().maxPageSize());
        return conditional(service.events(access, afterVersion, size, call.held()), ApiMapper::page);
    }

    /**
     * A match read, tagged with the version it was made at: 200 with the body, or 304 when the
     * caller holds that version (no body). One URL has a representation per seat token under one
     * tag (the version, which If-Match takes back), so no HTTP cache may keep it: a browser would
     * revalidate a spectator's copy with a seat's token and be told it is current. Clients keep
     * their copy themselves and send If-None-Match.
     */
    private static <T> Response conditional(Fresh<T> read, Function<T, ?> body) {
        Response.ResponseBuilder response = read.unchanged()
                ? Conditional.notModified(Long.toString(read.version()))
                : Response.ok(body.apply(read.value())).tag(Conditional.versionTag(read.version()));
        return response.header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }

    /** The match as an act left it: tagged with its version (If-Match takes it back), kept by no cache. */
    static Response changed(Sight sight) {
        return NoStore.ok(ApiMapper.view(sight))
                .tag(Conditional.versionTag(sight.version()))
                .build();
    }

    /** Who reads: a seat or a spectator, or the match's organizer with an organizer API key (undelayed). */
    private Access readAccess(UUID id, String authorization) {
        if (OrganizerAuth.carriesKey(authorization)) return organizers.reader(service, id, authorization, null);
        return service.access(id, bearer(authorization));
    }

    /** A match id from the path; one that is not a UUID names no match. */
    public static UUID matchId(String matchId) {
        UUID id = Ids.canonical(matchId);
        if (id == null) throw new MatchFailure.UnknownMatch(matchId);
        return id;
    }

    static String bearer(String authorization) {
        if (authorization == null) return null;
        if (!authorization.regionMatches(true, 0, "Bearer ", 0, 7) || authorization.length() <= 7) {
            throw ApiProblem.unauthorized("Send a seat token as 'Authorization: Bearer <token>'.");
        }
        return authorization.substring(7).trim();
    }

    private static long parseLong(String value, String name) {
        long v = WholeNumber.parse(value);
        if (v < 0) throw ApiProblem.invalidParameter(name, "'" + name + "' must be a non-negative integer.");
        return v;
    }
}
