package io.boardstate.match.model;

import io.boardstate.engine.RuleViolation;
import java.time.Instant;
import java.util.Map;

/**
 * Why a match's control refuses a seat's move now, the same for the command path, hints and the
 * organizer's acts: each reads the control alone.
 */
public final class Refusals {
    private Refusals() {}

    /** An organizer aborted the match: nothing more is accepted in it, from any seat or organizer. */
    public static RuleViolation aborted() {
        return new RuleViolation(RuleViolation.MATCH_ABORTED, "An organizer aborted the match.", Map.of());
    }

    /** The refusal of a seat's move (or a pause, a hint) while the match is paused: who or what paused it. */
    public static RuleViolation paused(MatchControl control) {
        Integer seat = control.pausedSeat();
        if (seat != null)
            return new RuleViolation(
                    RuleViolation.MATCH_PAUSED,
                    "The match is paused: seat " + seat + "'s time ran out.",
                    Map.of("seat", seat));
        return new RuleViolation(RuleViolation.MATCH_PAUSED, "An organizer paused the match.", Map.of());
    }

    /**
     * The refusal of a seat's own move (a command, a hint) once its deadline has passed at {@code
     * now}: its timeout is being stored, or it left under the zombie policy and the service plays
     * for it; null while it may act.
     */
    public static RuleViolation timeExpired(MatchControl control, int seat, Instant now) {
        Instant deadline = control.deadline(seat);
        if (deadline == null || deadline.isAfter(now)) return null;
        return new RuleViolation(
                RuleViolation.TIME_EXPIRED,
                "Seat " + seat + "'s time ran out at " + deadline + ".",
                Map.of("seat", seat, "deadline", deadline.toString()));
    }
}
