package io.boardstate.api.match;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.dto.Dtos.EventView;
import io.boardstate.api.http.HttpJson;
import io.boardstate.api.http.WholeNumber;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.MatchService;
import io.boardstate.match.MatchUpdates;
import io.boardstate.match.StreamTickets;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.EventSlice;
import io.boardstate.match.model.Head;
import io.boardstate.match.model.LoggedEvent;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The live stream of a match: its events themselves, redacted for the caller, one Server-Sent
 * Event per version ({@code id:} the version; {@code event:} the event type only with
 * {@code ?events=named}, so that {@code EventSource.onmessage} sees every version), resumable after
 * {@code Last-Event-ID} or {@code ?after=} from the log with no gap and no duplicate. Woken by
 * this replica's one Redis subscription ({@link MatchUpdates}) and backed by a Postgres poll, so a
 * lost hint or a Redis outage only delays an event; a comment line keeps idle proxies open. The
 * same stream is served as NDJSON to {@code Accept: application/x-ndjson} (one JSON line per
 * version, an empty line to keep it open).
 */
@Path("/v1/matches")
@Tag(name = "Matches")
public class MatchStreamResource {
    private static final Duration TICK = Duration.ofSeconds(1);
    private static final Object END = new Object();
    static final String NDJSON = "application/x-ndjson";
    static final String MESSAGE = "message";
    static final String NAMED = "named";
    /** The name of the message that closes the stream of a finished match. */
    static final String END_EVENT = "end";

    @Inject
    MatchService service;

    @Inject
    MatchUpdates feed;

    @Inject
    StreamTickets tickets;

    @Inject
    ObjectMapper json;

    @Inject
    BoardstateConfig boardstate;

    private final AtomicInteger open = new AtomicInteger();
    /** Each item is one line: the framework ends it with \n; bytes are written as they are. */
    private final Framing<byte[]> ndjson =
            new Framing<>(event -> write(event).getBytes(StandardCharsets.UTF_8), version -> null, () -> new byte[0]);

    @GET
    @Path("/{matchId}/stream")
    @Blocking
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "streamMatch")
    @APIResponse(
            responseCode = "200",
            content = {
                @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = EventView.class)),
                @Content(mediaType = NDJSON, schema = @Schema(implementation = EventView.class))
            })
    @APIResponse(responseCode = "204")
    public Multi<OutboundSseEvent> stream(
            @BeanParam MatchCall call,
            @Parameter(description = "Resume after this version (the last `id:` received)")
                    @HeaderParam("Last-Event-ID")
                    String lastEventId,
            @Parameter(
                            description = "Start after this version (default 0); `Last-Event-ID` wins",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"))
                    @QueryParam("after")
                    String after,
            @Parameter(
                            description = "`message` (default): every version is an unnamed message, for"
                                    + " `EventSource.onmessage`; `named`: each carries `event:` its event type",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {MESSAGE, NAMED}))
                    @QueryParam("events")
                    String events,
            @Parameter(
                            description = "A single-use stream ticket from POST /v1/matches/{matchId}/stream-tickets:"
                                    + " the seat's stream without its token (for a browser's EventSource)")
                    @QueryParam("ticket")
                    String ticket,
            @Context Sse sse) {
        return follow(call, ticket, lastEventId, after, sse(sse, NAMED.equals(events)));
    }

    /**
     * The same stream as newline-delimited JSON (negotiated with {@code Accept: application/x-ndjson}):
     * one line per version holding what the SSE message's {@code data:} holds, an empty line as the
     * keep-alive. Declared in the contract as the second media type of {@code streamMatch}.
     */
    @GET
    @Path("/{matchId}/stream")
    @Blocking
    @Produces(NDJSON)
    @Operation(hidden = true)
    public Multi<byte[]> streamNdjson(
            @BeanParam MatchCall call,
            @HeaderParam("Last-Event-ID") String lastEventId,
            @QueryParam("after") String after,
            @QueryParam("ticket") String ticket) {
        return follow(call, ticket, lastEventId, after, ndjson);
    }

    /** How a stream writes: one item per version, the item that ends it (null: none), the keep-alive. */
    private record Framing<T>(Function<EventView, T> message, LongFunction<T> ending, Supplier<T> keepAlive) {}

    private Framing<OutboundSseEvent> sse(Sse sse, boolean named) {
        return new Framing<>(
                event -> {
                    OutboundSseEvent.Builder message = sse.newEventBuilder()
                            .id(Long.toString(event.version()))
                            .data(write(event));
                    if (named) message.name(event.type());
                    return message.build();
                },
                // no id: the client's last event id stays the last version's
                version -> sse.newEventBuilder()
                        .name(END_EVENT)
                        .data("{\"version\":" + version + ",\"finished\":true}")
                        .build(),
                () -> sse.newEventBuilder().comment("keepalive").build());
    }

    private <T> Multi<T> follow(MatchCall call, String ticket, String lastEventId, String after, Framing<T> framing) {
        UUID id = call.id();
        long start =
                version(lastEventId != null ? lastEventId : after, lastEventId != null ? "Last-Event-ID" : "after");
        Access access = access(id, call.authorization(), ticket);
        // A reconnect to a match that is over and fully sent: 204 tells a standard EventSource to stop.
        Head head = service.head(id);
        if (head.finished() && start >= head.version()) throw new Over();
        if (feed.listening(id) >= boardstate.stream().maxPerMatch())
            throw tooMany(
                    "This match has " + boardstate.stream().maxPerMatch() + " live streams on this replica already.");
        if (open.incrementAndGet() > boardstate.stream().maxPerReplica()) {
            open.decrementAndGet();
            throw tooMany("This replica serves " + boardstate.stream().maxPerReplica() + " live streams already.");
        }
        AtomicLong sent = new AtomicLong(start);
        AtomicLong polledAt = new AtomicLong(System.nanoTime());
        AtomicLong wroteAt = new AtomicLong(System.nanoTime());
        // A delayed spectator's next version comes out of the window at this time (epoch ms), commit or not.
        AtomicLong releaseAt = new AtomicLong(Long.MAX_VALUE);
        Multi<Boolean> hints = Multi.createFrom().emitter(emitter -> {
            MatchUpdates.AutoCloseableListener registration = feed.listen(id, () -> emitter.emit(Boolean.TRUE));
            emitter.onTermination(registration::close);
        });
        // Each tick polls Postgres when the feed is down or the poll is due, else only keeps the line alive.
        Multi<Boolean> ticks = Multi.createFrom()
                .ticks()
                .every(TICK)
                .onOverflow()
                .drop()
                .map(t -> {
                    boolean due = !feed.pushing()
                            || System.nanoTime() - polledAt.get()
                                    >= boardstate.stream().pollEvery().toNanos()
                            || System.currentTimeMillis() >= releaseAt.get();
                    if (due) polledAt.set(System.nanoTime());
                    return due;
                });
        return Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().item(Boolean.TRUE),
                        Multi.createBy().merging().streams(hints, ticks))
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .onItem()
                .transformToIterable(
                        read -> read ? newEvents(access, sent, releaseAt, framing) : keepAlive(wroteAt, framing))
                .onItem()
                .invoke(e -> wroteAt.set(System.nanoTime()))
                .select()
                .first(e -> e != END)
                .map(e -> {
                    @SuppressWarnings("unchecked")
                    T item = (T) e;
                    return item;
                })
                .onTermination()
                .invoke(open::decrementAndGet);
    }

    /**
     * The events after what this stream sent (a delayed spectator's: up to the delayed head, noting in
     * {@code releaseAt} when the next comes out), then END once the match is over and all is sent.
     */
    private List<Object> newEvents(Access access, AtomicLong sent, AtomicLong releaseAt, Framing<?> framing) {
        List<Object> out = new ArrayList<>();
        for (boolean more = true; more; ) {
            EventSlice slice = service.events(access, sent.get(), 500);
            releaseAt.set(
                    slice.releasesAt() == null
                            ? Long.MAX_VALUE
                            : slice.releasesAt().toEpochMilli());
            for (LoggedEvent e : slice.items()) {
                out.add(framing.message()
                        .apply(ApiMapper.event(e, e.version() == slice.version() ? slice.clock() : null)));
                sent.set(e.version());
            }
            more = slice.hasMore();
        }
        Head head = service.head(access.match().id());
        if (head.finished() && sent.get() >= head.version()) {
            Object last = framing.ending().apply(sent.get());
            if (last != null) out.add(last);
            out.add(END);
        }
        return out;
    }

    /** Who follows: a ticket's seat, else as every read (a wrong token is refused, none is a spectator). */
    private Access access(UUID id, String authorization, String ticket) {
        if (ticket == null) return service.access(id, MatchResource.bearer(authorization));
        if (authorization != null)
            throw ApiProblem.invalidParameter("ticket", "Send a stream ticket or an Authorization header, not both.");
        try {
            return tickets.redeem(id, ticket);
        } catch (StreamTickets.Unavailable e) {
            throw StreamTicketResource.unavailable();
        }
    }

    /** A finished match whose every version the caller has: nothing to stream. */
    public static final class Over extends RuntimeException {
        Over() {
            super(null, null, false, false);
        }
    }

    @ServerExceptionMapper
    public Response over(Over over) {
        return Response.noContent().build();
    }

    private List<Object> keepAlive(AtomicLong wroteAt, Framing<?> framing) {
        if (System.nanoTime() - wroteAt.get()
                < boardstate.stream().keepAliveEvery().toNanos()) return List.of();
        return List.of(framing.keepAlive().get());
    }

    private String write(EventView event) {
        return HttpJson.write(json, event);
    }

    private static long version(String value, String name) {
        if (value == null || value.isEmpty()) return 0;
        long v = WholeNumber.parse(value.trim()); // a header's surrounding spaces are no part of its value
        if (v >= 0) return v;
        throw ApiProblem.invalidParameter(name, name + " must be a version: a whole number from 0.");
    }

    private static ApiProblem tooMany(String detail) {
        return new ApiProblem(429, "TOO_MANY_STREAMS", "Too many streams", detail + " Retry later.").retryAfter(5);
    }
}
