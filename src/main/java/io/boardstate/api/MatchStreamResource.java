package io.boardstate.api;

import io.boardstate.match.Head;
import io.boardstate.match.MatchService;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * Live updates: a Server-Sent Events stream of "the match is now at version N". Woken by the Redis
 * fan-out hint that every replica publishes after a commit, and backed by a slow Postgres poll so
 * a lost hint or a Redis outage only delays a notice. Notices carry no state: clients then read
 * the events after their last version (or the view), redacted for them as usual.
 */
@Path("/v1/matches")
@Tag(name = "Matches")
public class MatchStreamResource {
    /** One notice of the stream. */
    @Schema(
            name = "MatchNotice",
            description = "The match reached this version; fetch the events after your last version.")
    public record MatchNotice(UUID matchId, long version, boolean finished) {}

    private final MatchService service;
    private final ReactiveRedisDataSource redis;
    private final Duration pollEvery;

    public MatchStreamResource(
            MatchService service,
            ReactiveRedisDataSource redis,
            @ConfigProperty(name = "boardstate.stream.poll-every") Duration pollEvery) {
        this.service = service;
        this.redis = redis;
        this.pollEvery = pollEvery;
    }

    @GET
    @Path("/{matchId}/stream")
    @Blocking
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "seatToken")
    @Operation(
            operationId = "streamMatch",
            summary = "Follow a match live (Server-Sent Events)",
            description =
                    "Sends the current version at once, then one notice each time the match moves, and ends after the notice that it finished. Notices hold no game data: fetch GET /v1/matches/{matchId}/events?after=<your last version>. Any replica serves any stream.")
    @APIResponse(
            responseCode = "200",
            description = "A text/event-stream of MatchNotice JSON documents",
            content =
                    @Content(
                            mediaType = MediaType.SERVER_SENT_EVENTS,
                            schema = @Schema(implementation = MatchNotice.class)))
    @APIResponse(
            responseCode = "404",
            description = "No such match (UNKNOWN_MATCH)",
            content =
                    @Content(
                            mediaType = "application/problem+json",
                            schema = @Schema(implementation = ProblemDocument.class)))
    public Multi<MatchNotice> stream(
            @PathParam("matchId") String matchId,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        UUID id = MatchResource.matchId(matchId);
        // Same access rules as every read: a wrong token is refused, none means spectator.
        service.access(id, MatchResource.bearer(authorization));
        AtomicLong last = new AtomicLong(-1);
        Multi<Long> hints = redis.pubsub(String.class)
                .subscribe(MatchService.updatesChannel(id))
                .map(Long::parseLong)
                .onFailure()
                .recoverWithCompletion();
        Multi<Long> polls =
                Multi.createFrom().ticks().every(pollEvery).onOverflow().drop();
        Multi<Long> wakeups = Multi.createBy().merging().streams(hints, polls);
        return Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().item(0L), wakeups)
                .onItem()
                .transformToMultiAndConcatenate(wake -> newerNotice(id, last).toMulti())
                .onItem()
                .transformToMultiAndConcatenate(n -> n.finished()
                        ? Multi.createFrom().items(n, END)
                        : Multi.createFrom().item(n))
                .select()
                .first(n -> n != END);
    }

    private static final MatchNotice END = new MatchNotice(null, -1, true);

    /** The head as a notice when it moved past what this stream sent last; else nothing (null). */
    private Uni<MatchNotice> newerNotice(UUID id, AtomicLong last) {
        return Uni.createFrom()
                .item(() -> {
                    Head head = service.head(id);
                    if (head.version() <= last.get()) return null;
                    last.set(head.version());
                    return new MatchNotice(id, head.version(), head.finished());
                })
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
    }
}
