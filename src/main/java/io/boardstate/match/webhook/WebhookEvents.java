package io.boardstate.match.webhook;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.Notification;
import io.boardstate.store.StoredEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The webhook notifications a write causes, worked out from what it appends and the match's new
 * state: {@code match.created}; {@code seat.to_act} whenever the set of seats to act changes (for
 * correspondence play); {@code seat.deadline_warning} comes from {@link DeadlineWarnings}, not from a
 * write; {@code seat.timed_out}, {@code match.paused}, {@code match.resumed},
 * {@code match.adjudicated} and {@code match.aborted} from the service's event of that name, with
 * its data (who did it, the note, the standings decided); {@code match.finished} when the match ends, with
 * its standings and each seat's facts ({@link Finished}, worked out only then).
 * Only matches of an organizer notify anyone, so an anonymous match computes nothing.
 */
public final class WebhookEvents {
    public static final String MATCH_CREATED = "match.created";
    public static final String SEAT_TO_ACT = "seat.to_act";
    public static final String SEAT_TIMED_OUT = "seat.timed_out";
    /** Sent by {@link DeadlineWarnings}, not by a write: a seat to act nears its deadline. */
    public static final String SEAT_DEADLINE_WARNING = "seat.deadline_warning";

    public static final String MATCH_ABORTED = "match.aborted";
    public static final String MATCH_FINISHED = "match.finished";
    public static final String MATCH_PAUSED = "match.paused";
    public static final String MATCH_RESUMED = "match.resumed";
    public static final String MATCH_ADJUDICATED = "match.adjudicated";
    /** The kinds a subscription may ask for, in the order they happen in a match. */
    public static final List<String> KINDS = List.of(
            MATCH_CREATED,
            SEAT_TO_ACT,
            SEAT_DEADLINE_WARNING,
            SEAT_TIMED_OUT,
            MATCH_PAUSED,
            MATCH_RESUMED,
            MATCH_ABORTED,
            MATCH_ADJUDICATED,
            MATCH_FINISHED);
    /**
     * The kinds of a subscription that names none: every kind but {@code seat.deadline_warning},
     * which is asked for by name (a warning per seat and turn is too many for a receiver that did not).
     */
    public static final List<String> DEFAULT_KINDS =
            KINDS.stream().filter(k -> !k.equals(SEAT_DEADLINE_WARNING)).toList();
    /** The kinds sent with the data of the service's event they come from. */
    private static final Map<String, String> FROM_EVENTS = Map.of(
            SystemEvents.SEAT_TIMED_OUT, SEAT_TIMED_OUT,
            SystemEvents.MATCH_PAUSED, MATCH_PAUSED,
            SystemEvents.MATCH_RESUMED, MATCH_RESUMED,
            SystemEvents.MATCH_ADJUDICATED, MATCH_ADJUDICATED,
            SystemEvents.MATCH_ABORTED, MATCH_ABORTED);
    /** A ping sent on request ({@code POST /v1/webhooks/{id}/test}); never subscribed to. */
    public static final String TEST = "webhook.test";

    private WebhookEvents() {}

    /** A new match's: created, then who acts first. */
    public static List<Notification> created(MatchMeta meta, boolean finished, Set<Integer> toAct, Instant deadline) {
        if (meta.organizer() == null) return List.of();
        List<Notification> out = new ArrayList<>();
        out.add(new Notification(
                MATCH_CREATED, object().put("seats", meta.seats().size()).toString()));
        if (!finished && !toAct.isEmpty()) out.add(toAct(toAct, deadline));
        return out;
    }

    /**
     * An append's: from its events and the seats to act before and after it; {@code results} is
     * asked only when the match finishes with it.
     */
    public static List<Notification> after(
            MatchMeta meta,
            List<StoredEvent> events,
            boolean wasFinished,
            boolean finished,
            Set<Integer> toActBefore,
            Set<Integer> toActAfter,
            Instant deadline,
            Supplier<Finished> results) {
        if (meta.organizer() == null) return List.of();
        List<Notification> out = new ArrayList<>(2);
        for (StoredEvent e : events) {
            String kind = FROM_EVENTS.get(e.type());
            if (kind != null) out.add(new Notification(kind, e.payload()));
        }
        boolean aborted = out.stream().anyMatch(n -> n.kind().equals(MATCH_ABORTED));
        if (finished && !wasFinished && !aborted) {
            out.add(new Notification(MATCH_FINISHED, results.get().toJson()));
        } else if (!finished && !toActAfter.isEmpty() && !toActAfter.equals(toActBefore)) {
            out.add(toAct(toActAfter, deadline));
        }
        return out;
    }

    /**
     * A finished match's facts: its standings (every way it ends), how it ended, when it started and
     * ended, and per seat its organizer's player id, timeouts, automatic moves and whether it left.
     */
    public record Finished(
            List<SeatResult> results, String ending, Instant startedAt, Instant endedAt, List<SeatFacts> seats) {
        String toJson() {
            ObjectNode data = object();
            ArrayNode items = data.putArray("results");
            for (SeatResult r : results) items.add(item(r, facts(r.seat())));
            data.put("ending", ending);
            data.put("startedAt", startedAt == null ? null : startedAt.toString());
            data.put("endedAt", endedAt == null ? null : endedAt.toString());
            return data.toString();
        }

        private SeatFacts facts(int seat) {
            for (SeatFacts f : seats) if (f.seat() == seat) return f;
            return null;
        }

        /** The seat's result with its facts, every component of {@link SeatFacts}, added after it. */
        private static ObjectNode item(SeatResult r, SeatFacts f) {
            ObjectNode item = EngineCodec.MAPPER.valueToTree(r);
            if (f != null) item.setAll((ObjectNode) EngineCodec.MAPPER.valueToTree(f));
            return item;
        }
    }

    /** One seat's facts at the end of a match; {@code bot} null for a person (left out of the JSON). */
    public record SeatFacts(
            int seat,
            String name,
            String externalPlayerId,
            int timeouts,
            int automaticMoves,
            boolean zombie,
            @JsonInclude(JsonInclude.Include.NON_NULL) Bot bot) {}

    /** The computer player that holds a seat, as the view's {@code seats[i].bot}. */
    public record Bot(String level) {
        /** The seat's bot, or null for a person ({@code level} null). */
        public static Bot of(String level) {
            return level == null ? null : new Bot(level);
        }
    }

    private static Notification toAct(Set<Integer> seats, Instant deadline) {
        ObjectNode data = object();
        new TreeSet<>(seats).forEach(data.putArray("seats")::add);
        data.put("deadline", deadline == null ? null : deadline.toString());
        return new Notification(SEAT_TO_ACT, data.toString());
    }

    private static ObjectNode object() {
        return EngineCodec.MAPPER.createObjectNode();
    }
}
