package io.boardstate.match.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A match's clock as of one moment, computed from the stored control: each seat's time left
 * ({@code remainingMs}, null without a clock) and deadline (null while its clock does not run), the
 * earliest deadline of all ({@code deadline}), the policy for absent players (and the level of the
 * computer player that plays their turns, {@code absentBot}, or null), the seat whose
 * timeout paused the match ({@code pausedSeat}) or who else did ({@code pausedBy}), and whether an
 * organizer aborted it, and when a scheduled match's clocks start ({@code startsAt}, null once they
 * have).
 */
public record ClockSight(
        String type,
        Integer initialSeconds,
        Integer incrementSeconds,
        Integer secondsPerTurn,
        String absentPolicy,
        String absentBot,
        List<SeatClock> seats,
        Instant deadline,
        Instant at,
        Integer pausedSeat,
        String pausedBy,
        boolean aborted,
        Instant startsAt) {

    public record SeatClock(int seat, Long remainingMs, Instant deadline, boolean running) {}

    public static ClockSight of(MatchControl control, Instant now) {
        List<SeatClock> seats = new ArrayList<>();
        for (int seat = 0; seat < control.seats().size(); seat++) {
            Instant due = control.shownDeadline(seat);
            boolean started = control.startsAt(now) == null;
            seats.add(new SeatClock(seat, control.remainingMillis(seat, now), due, due != null && started));
        }
        MatchControl.Clock clock = control.clock();
        return new ClockSight(
                clock.type(),
                clock.initialSeconds(),
                clock.incrementSeconds(),
                clock.secondsPerTurn(),
                control.policy(),
                control.absentBot(),
                List.copyOf(seats),
                control.nextShownDeadline(),
                now,
                control.pausedSeat(),
                control.pausedBy(),
                control.wasAborted(),
                control.startsAt(now));
    }
}
