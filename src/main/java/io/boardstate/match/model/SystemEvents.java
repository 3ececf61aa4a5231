package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.support.EngineCodec;
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
 * organizer) and resumed, an organizer aborted or adjudicated it or extended its deadlines, the
 * match ended. Each names who
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
    public static final String SEAT_ZOMBIED = "seatZombied";
    public static final String AUTOMATIC_TURN = "automaticTurn";
    public static final String DEADLINES_EXTENDED = "deadlinesExtended";
    public static final String BOT_TURN = "botTurn";

    /** A seat's time ran out; {@code deadline} an ISO-8601 instant, {@code policy} forfeit or pause. */
    public record SeatTimedOut(int seat, String deadline, String policy) {}

    public record SeatResigned(int seat) {}

    /** {@code reason}: timeout or resign. */
    public record SeatForfeited(int seat, String reason) {}

    /**
     * {@code reason}: timeout (then {@code seat} is the seat whose time ran out) or organizer (then
     * {@code by} names who, and {@code note} is theirs, if any).
     */
    public record MatchPaused(Integer seat, String reason, Actor by, String note) {}

    public record MatchResumed(Actor by, String note) {}

    public record MatchAborted(Actor by, String note) {}

    /** {@code result}: the standings the organizer decided. */
    public record MatchAdjudicated(Actor by, List<SeatResult> result, String note) {}

    /**
     * Who administered a match: {@code role} organizer (with the organizer and the id of its key) or
     * admin (the service's admin key).
     */
    public record Actor(String role, String organizer, String keyId) {
        public static final Actor ADMIN = new Actor("admin", null, null);

        public static Actor organizer(String organizer, UUID keyId) {
            return new Actor("organizer", organizer, keyId == null ? null : keyId.toString());
        }
    }

    /**
     * The seat left for good under the {@code zombie} policy ({@code reason}: timeout or resign): it
     * will be ranked last, and the service plays its turns from now on while the others play on.
     */
    public record SeatZombied(int seat, String reason) {}

    /** The service plays a zombie seat's turn: the commands after it in the same write are the seat's, automatic. */
    public record AutomaticTurn(int seat) {}

    /**
     * An organizer moved every running deadline earlier than {@code until} to it; {@code deadlines}:
     * each seat whose deadline moved, with its new one (ISO-8601 instants). Not named {@code seats},
     * which game events use for a count: SDKs that try each event schema in turn must not mistake one
     * for the other.
     */
    public record DeadlinesExtended(Actor by, String until, List<SeatDeadline> deadlines, String note) {}

    public record SeatDeadline(int seat, String deadline) {}

    /**
     * A computer player plays the seat's turn ({@code level}: easy, medium or hard): the commands
     * after it in the same write are the bot's.
     */
    public record BotTurn(int seat, String level) {}

    /** {@code result}: the final standings, the forfeiting seat last. */
    public record MatchEnded(String reason, List<SeatResult> result) {}

    /**
     * Every event the service appends, by name, with the record its data are written from: the one
     * list the contract's schemas are derived from (add a new event here and it is published).
     */
    public static final Map<String, Class<? extends Record>> DATA = Map.ofEntries(
            Map.entry(SEAT_TIMED_OUT, SeatTimedOut.class),
            Map.entry(SEAT_RESIGNED, SeatResigned.class),
            Map.entry(SEAT_FORFEITED, SeatForfeited.class),
            Map.entry(MATCH_PAUSED, MatchPaused.class),
            Map.entry(MATCH_ENDED, MatchEnded.class),
            Map.entry(MATCH_RESUMED, MatchResumed.class),
            Map.entry(MATCH_ABORTED, MatchAborted.class),
            Map.entry(MATCH_ADJUDICATED, MatchAdjudicated.class),
            Map.entry(SEAT_ZOMBIED, SeatZombied.class),
            Map.entry(AUTOMATIC_TURN, AutomaticTurn.class),
            Map.entry(DEADLINES_EXTENDED, DeadlinesExtended.class),
            Map.entry(BOT_TURN, BotTurn.class));

    public static final Set<String> TYPES = DATA.keySet();

    private SystemEvents() {}

    public static boolean is(String type) {
        return TYPES.contains(type);
    }

    /** One event to append: type and public payload. */
    public record Pending(String type, JsonNode data) {}

    public static Pending timedOut(int seat, Instant deadline, String policy) {
        return pending(SEAT_TIMED_OUT, new SeatTimedOut(seat, deadline.toString(), policy));
    }

    public static Pending resigned(int seat) {
        return pending(SEAT_RESIGNED, new SeatResigned(seat));
    }

    public static Pending forfeited(int seat, String reason) {
        return pending(SEAT_FORFEITED, new SeatForfeited(seat, reason));
    }

    public static Pending paused(int seat) {
        return pending(MATCH_PAUSED, new MatchPaused(seat, "timeout", null, null));
    }

    public static Pending pausedBy(Actor by, String note) {
        return pending(MATCH_PAUSED, new MatchPaused(null, "organizer", by, note));
    }

    public static Pending resumed(Actor by, String note) {
        return pending(MATCH_RESUMED, new MatchResumed(by, note));
    }

    public static Pending aborted(Actor by, String note) {
        return pending(MATCH_ABORTED, new MatchAborted(by, note));
    }

    public static Pending adjudicated(Actor by, List<SeatResult> result, String note) {
        return pending(MATCH_ADJUDICATED, new MatchAdjudicated(by, result, note));
    }

    public static Pending zombied(int seat, String reason) {
        return pending(SEAT_ZOMBIED, new SeatZombied(seat, reason));
    }

    public static Pending deadlinesExtended(Actor by, Instant until, List<SeatDeadline> seats, String note) {
        return pending(DEADLINES_EXTENDED, new DeadlinesExtended(by, until.toString(), seats, note));
    }

    public static Pending botTurn(int seat, String level) {
        return pending(BOT_TURN, new BotTurn(seat, level));
    }

    public static Pending automaticTurn(int seat) {
        return pending(AUTOMATIC_TURN, new AutomaticTurn(seat));
    }

    public static Pending ended(String reason, List<SeatResult> result) {
        return pending(MATCH_ENDED, new MatchEnded(reason, result));
    }

    /**
     * The final standings when {@code out} forfeits: the other seats in the order of the game's current
     * standings (tied seats share a rank; all tied at 1 when the game has none), {@code out} last.
     */
    public static List<SeatResult> standingsWithout(int seats, int out, List<SeatResult> current) {
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

    /**
     * The standings with the zombie seats last: the others keep their order (tied seats share a
     * rank), then the zombies, the one that left last first. Unchanged without zombies.
     */
    public static List<SeatResult> zombiesLast(List<SeatResult> standings, List<Integer> zombies) {
        if (zombies.isEmpty() || standings == null || standings.isEmpty()) return standings;
        List<SeatResult> others = new ArrayList<>();
        Map<Integer, SeatResult> left = new java.util.HashMap<>();
        for (SeatResult r : standings) {
            if (zombies.contains(r.seat())) left.put(r.seat(), r);
            else others.add(r);
        }
        others.sort(Comparator.comparingInt(SeatResult::rank).thenComparingInt(SeatResult::seat));
        List<SeatResult> ranked = new ArrayList<>();
        for (SeatResult r : others) {
            int better = (int) others.stream().filter(o -> o.rank() < r.rank()).count();
            ranked.add(new SeatResult(r.seat(), better + 1, r.score(), r.details()));
        }
        for (int i = zombies.size() - 1; i >= 0; i--) {
            SeatResult r = left.get(zombies.get(i));
            if (r == null) continue;
            Map<String, Object> details = new java.util.LinkedHashMap<>(r.details() == null ? Map.of() : r.details());
            details.put("zombie", true);
            ranked.add(new SeatResult(r.seat(), ranked.size() + 1, r.score(), Map.copyOf(details)));
        }
        return List.copyOf(ranked);
    }

    /** The data written from the type's own record, so that they always fit its published schema. */
    private static Pending pending(String type, Record data) {
        if (DATA.get(type) != data.getClass())
            throw new IllegalArgumentException(type + " is not written from " + data);
        return new Pending(type, EngineCodec.MAPPER.valueToTree(data));
    }
}
