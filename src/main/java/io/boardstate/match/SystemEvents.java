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

/**
 * Events the service appends to a match's log itself, beside the game's: a seat's time ran out, a
 * seat resigned, a seat forfeited (it is out and ranked last), the match paused, the match ended.
 * Stored in the same log with the next versions; public (never redacted); the game's state does not
 * change (they are never folded into it), the match's control does. No ruleset may use these names.
 */
public final class SystemEvents {
    public static final String SEAT_TIMED_OUT = "seatTimedOut";
    public static final String SEAT_RESIGNED = "seatResigned";
    public static final String SEAT_FORFEITED = "seatForfeited";
    public static final String MATCH_PAUSED = "matchPaused";
    public static final String MATCH_ENDED = "matchEnded";
    public static final Set<String> TYPES =
            Set.of(SEAT_TIMED_OUT, SEAT_RESIGNED, SEAT_FORFEITED, MATCH_PAUSED, MATCH_ENDED);

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
