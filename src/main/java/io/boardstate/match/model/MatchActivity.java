package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.ActivityStore;
import io.boardstate.store.StoredEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a match's log says about its seats beside the game: each seat's timeouts and automatic moves
 * (commands the service played for it: after a timeout under the {@code auto} or {@code zombie}
 * policy, or as a zombie), the seats that became zombies in the order they left, and how the match
 * ended. Folded from the log's rows ({@link ActivityStore}), then from a write's events not stored yet.
 */
public final class MatchActivity {
    public static final String COMPLETED = "completed";
    public static final String RESIGNED = "resigned";
    public static final String TIMED_OUT = "timeout";
    public static final String ABORTED = "aborted";
    public static final String ADJUDICATED = "adjudicated";
    /**
     * The last move was played by the service, for a seat whose time ran out or, when every seat
     * has left, for a zombie: nobody present ended the game.
     */
    public static final String AUTOMATIC = "automatic";

    /** The service's events read with their payloads. */
    public static final List<String> LISTED = List.of(
            SystemEvents.SEAT_TIMED_OUT,
            SystemEvents.SEAT_FORFEITED,
            SystemEvents.SEAT_ZOMBIED,
            SystemEvents.MATCH_ABORTED,
            SystemEvents.MATCH_ADJUDICATED);
    /** The events that make the commands of their write automatic. */
    public static final List<String> MARKERS =
            List.of(SystemEvents.SEAT_TIMED_OUT, SystemEvents.AUTOMATIC_TURN, SystemEvents.BOT_TURN);

    private final Map<Integer, Integer> timeouts = new TreeMap<>();
    private final Map<Integer, Integer> automatic = new TreeMap<>();
    private final List<Integer> zombies = new ArrayList<>();
    private final Set<String> types = new HashSet<>();
    private String forfeitReason;
    private boolean lastByTimeout;
    private boolean lastAutomatic;
    private Integer lastSeat;

    /** The activity of the stored rows. */
    public static MatchActivity of(List<ActivityStore.Row> rows) {
        MatchActivity a = new MatchActivity();
        for (ActivityStore.Row r : rows) {
            if (r.payload() != null) a.system(r.type(), json(r.payload()));
            if (r.command()) a.command(r.seat(), r.marker());
        }
        return a;
    }

    /** Adds one write's events (one seat or none, one instant), not stored yet. */
    public MatchActivity plus(List<StoredEvent> write) {
        String marker = null;
        for (StoredEvent e : write) {
            if (e.seat() != null
                    && MARKERS.contains(e.type())
                    && (marker == null || e.type().compareTo(marker) > 0)) marker = e.type();
        }
        for (StoredEvent e : write) {
            if (LISTED.contains(e.type())) system(e.type(), json(e.payload()));
            if (e.command() != null) command(e.seat(), marker);
        }
        return this;
    }

    private static JsonNode json(String text) {
        try {
            return EngineCodec.MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("stored event payload is unreadable", e);
        }
    }

    private void system(String type, JsonNode data) {
        types.add(type);
        int seat = data.path("seat").asInt(-1);
        switch (type) {
            case SystemEvents.SEAT_TIMED_OUT -> timeouts.merge(seat, 1, Integer::sum);
            case SystemEvents.SEAT_ZOMBIED -> {
                if (!zombies.contains(seat)) zombies.add(seat);
            }
            case SystemEvents.SEAT_FORFEITED ->
                forfeitReason = data.path("reason").asText();
            default -> {}
        }
    }

    private void command(Integer seat, String marker) {
        if (seat == null) return;
        if (marker != null) automatic.merge(seat, 1, Integer::sum);
        lastSeat = seat;
        lastByTimeout = SystemEvents.SEAT_TIMED_OUT.equals(marker);
        lastAutomatic = marker != null;
    }

    public int timeouts(int seat) {
        return timeouts.getOrDefault(seat, 0);
    }

    public int automaticMoves(int seat) {
        return automatic.getOrDefault(seat, 0);
    }

    /** The zombie seats, in the order they left. */
    public List<Integer> zombies() {
        return Collections.unmodifiableList(zombies);
    }

    /** How a finished match of {@code seats} ended: aborted, adjudicated, resigned, timeout, automatic or completed. */
    public String ending(int seats) {
        if (types.contains(SystemEvents.MATCH_ABORTED)) return ABORTED;
        if (types.contains(SystemEvents.MATCH_ADJUDICATED)) return ADJUDICATED;
        if (forfeitReason != null) return "resign".equals(forfeitReason) ? RESIGNED : TIMED_OUT;
        if (lastByTimeout && !zombies.contains(lastSeat) || lastAutomatic && zombies.size() == seats) return AUTOMATIC;
        return COMPLETED;
    }

    /** Per seat: timeouts, automatic moves and whether it is a zombie (for payloads). */
    public Map<String, Object> seat(int seat) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("timeouts", timeouts(seat));
        out.put("automaticMoves", automaticMoves(seat));
        out.put("zombie", zombies.contains(seat));
        return out;
    }
}
