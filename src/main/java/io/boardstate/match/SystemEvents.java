package io.boardstate.match;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.engine.SeatResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Events the service appends to a match's log itself, beside the game's: a seat's time ran out, a
 * seat resigned, a seat forfeited (it is out and ranked last), the match paused (a timeout or an
 * organizer) and resumed, an organizer aborted or adjudicated it, the match ended. Each names who
 * caused it: a seat, or {@code by} (the organizer, or {@code admin}).
 * Stored in the same log with the next versions; public (never redacted); the game's state does not
 * change (they are never folded into it), the match's control does. No ruleset may use these names.
 */
public final class SystemEvents {
    public static final String SEAT_TIMED_OUT = "seatTimedOut";
    public static final String SEAT_RESIGNED = "seatResigned";
    public static final String SEAT_FORFEITED = "seatForfeited";
    public static final String MATCH_PAUSED = "matchPaused";
    public static final String MATCH_ENDED = "matchEnded";
    public static final String MATCH_RESUMED = "matchResumed";
    public static final String MATCH_ABORTED = "matchAborted";
    public static final String MATCH_ADJUDICATED = "matchAdjudicated";
    public static final Set<String> TYPES = Set.of(
            SEAT_TIMED_OUT,
            SEAT_RESIGNED,
            SEAT_FORFEITED,
            MATCH_PAUSED,
            MATCH_ENDED,
            MATCH_RESUMED,
            MATCH_ABORTED,
            MATCH_ADJUDICATED);

    private SystemEvents() {}

    public static boolean is(String type) {
        return TYPES.contains(type);
    }

    /** One event to append: type and public payload. */
    record Pending(String type, JsonNode data) {}

    static Pending timedOut(int seat, Instant deadline, String policy) {
        return new Pending(
                SEAT_TIMED_OUT,
                object().put("seat", seat).put("deadline", deadline.toString()).put("policy", policy));
    }

    static Pending resigned(int seat) {
        return new Pending(SEAT_RESIGNED, object().put("seat", seat));
    }

    static Pending forfeited(int seat, String reason) {
        return new Pending(SEAT_FORFEITED, object().put("seat", seat).put("reason", reason));
    }

    static Pending paused(int seat) {
        return new Pending(MATCH_PAUSED, object().put("seat", seat).put("reason", "timeout"));
    }

    /** Who administered a match: an organizer's key ({@code organizer}), or the service's admin key ({@code admin}). */
    public record Actor(String role, String organizer, UUID keyId) {
        public static final Actor ADMIN = new Actor("admin", null, null);

        public static Actor organizer(String organizer, UUID keyId) {
            return new Actor("organizer", organizer, keyId);
        }

        ObjectNode toJson() {
            ObjectNode by = object().put("role", role);
            if (organizer != null) by.put("organizer", organizer);
            if (keyId != null) by.put("keyId", keyId.toString());
            return by;
        }
    }

    static Pending pausedBy(Actor by, String note) {
        return new Pending(MATCH_PAUSED, administered(by, note).put("reason", "organizer"));
    }

    static Pending resumed(Actor by, String note) {
        return new Pending(MATCH_RESUMED, administered(by, note));
    }

    static Pending aborted(Actor by, String note) {
        return new Pending(MATCH_ABORTED, administered(by, note));
    }

    static Pending adjudicated(Actor by, List<SeatResult> result, String note) {
        ObjectNode data = administered(by, note);
        data.set("result", EngineCodec.MAPPER.valueToTree(result));
        return new Pending(MATCH_ADJUDICATED, data);
    }

    private static ObjectNode administered(Actor by, String note) {
        ObjectNode data = object();
        data.set("by", by.toJson());
        if (note != null) data.put("note", note);
        return data;
    }

    static Pending ended(String reason, List<SeatResult> result) {
        ObjectNode data = object().put("reason", reason);
        data.set("result", EngineCodec.MAPPER.valueToTree(result));
        return new Pending(MATCH_ENDED, data);
    }

    /**
     * The final standings when {@code out} forfeits: the other seats in the order of the game's current
     * standings (tied seats share a rank; all tied at 1 when the game has none), {@code out} last.
     */
    static List<SeatResult> standingsWithout(int seats, int out, List<SeatResult> current) {
        List<SeatResult> others = new ArrayList<>();
        if (current != null) {
            for (SeatResult r : current) if (r.seat() != out) others.add(r);
        }
        if (others.size() != seats - 1) {
            others.clear();
            for (int seat = 0; seat < seats; seat++) if (seat != out) others.add(new SeatResult(seat, 1, 0, Map.of()));
        }
        others.sort(Comparator.comparingInt(SeatResult::rank).thenComparingInt(SeatResult::seat));
        List<SeatResult> ranked = new ArrayList<>();
        for (SeatResult r : others) {
            int better = (int) others.stream().filter(o -> o.rank() < r.rank()).count();
            ranked.add(new SeatResult(r.seat(), better + 1, r.score(), r.details()));
        }
        ranked.add(new SeatResult(out, seats, 0, Map.of("forfeited", true)));
        return List.copyOf(ranked);
    }

    private static ObjectNode object() {
        return EngineCodec.MAPPER.createObjectNode();
    }
}
