package io.boardstate.match.organizer;

import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.clock.ClockService;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Refusals;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.store.MatchStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * An organizer's hand on a match: pause, resume, abort, adjudicate. Each appends system events
 * naming who acted ({@link SystemEvents.Actor}), stored only if the head is still the version it
 * was decided on (retried otherwise, like resigning). Paused clocks stop (nothing is charged) and
 * restart on resume; abort ends the match without standings, adjudicate with the given ones.
 */
@ApplicationScoped
public class MatchAdministration {
    private static final int ATTEMPTS = 20;

    @Inject
    ClockService clocks;

    @Inject
    MatchStates states;

    @Inject
    MatchStore store;

    /** The organizer whose key created the match (empty: created anonymously). */
    public Optional<String> organizerOf(UUID matchId) {
        return Optional.ofNullable(
                store.match(matchId).orElseThrow(() -> new MatchFailure.UnknownMatch(matchId)).organizer);
    }

    /** What an act did: the match after it, and whether it appended anything. */
    public record Outcome(Sight sight, boolean changed) {}

    public Sight pause(UUID matchId, SystemEvents.Actor by, String note) {
        return act(matchId, (at, control, now) -> {
            if (control.paused()) throw new MatchFailure.Refused(Refusals.paused(control));
            Instant start = control.startsAt(now);
            if (start != null) throw new MatchFailure.Refused(notStarted(start)); // no clock runs yet
            return new Step(List.of(SystemEvents.pausedBy(by, note)), control.pausedBy(now, by.role()));
        });
    }

    public Sight resume(UUID matchId, SystemEvents.Actor by, String note) {
        return act(matchId, (at, control, now) -> {
            if (!control.paused())
                throw new MatchFailure.Refused(
                        new RuleViolation(RuleViolation.NOT_PAUSED, "The match is not paused.", Map.of()));
            Set<Integer> toAct = seatsToAct(clocks.spectator(matchId), at);
            return new Step(List.of(SystemEvents.resumed(by, note)), control.resumed(toAct, now));
        });
    }

    public Sight abort(UUID matchId, SystemEvents.Actor by, String note) {
        return act(
                matchId,
                (at, control, now) -> new Step(
                        List.of(SystemEvents.aborted(by, note), SystemEvents.ended("aborted", List.of())),
                        control.abortedAt(now)));
    }

    /**
     * Every running deadline earlier than {@code until} moves to it (not before a scheduled start,
     * which would move the start); unchanged when none is earlier, so that asking again changes nothing.
     */
    public Outcome extendDeadlines(UUID matchId, SystemEvents.Actor by, Instant until, String note) {
        return change(matchId, (at, control, now) -> {
            if (control.paused()) throw new MatchFailure.Refused(Refusals.paused(control));
            Instant start = control.startsAt(now);
            if (start != null) throw new MatchFailure.Refused(notStarted(start));
            MatchControl next = control.extendedTo(until);
            if (next == control) return null;
            List<SystemEvents.SeatDeadline> moved = new ArrayList<>();
            for (int seat = 0; seat < next.seats().size(); seat++)
                if (!java.util.Objects.equals(next.deadline(seat), control.deadline(seat)))
                    moved.add(new SystemEvents.SeatDeadline(
                            seat, next.deadline(seat).toString()));
            return new Step(List.of(SystemEvents.deadlinesExtended(by, until, moved, note)), next);
        });
    }

    /**
     * Adjudicated by the game's standings as they are (a round's time is called): seats the game
     * ranks share its ranks; when the game ranks nobody yet, all share the first place.
     */
    public Sight adjudicateAsItStands(UUID matchId, SystemEvents.Actor by, String note) {
        return act(matchId, (at, control, now) -> {
            List<SeatResult> current = standingsOf(clocks.spectator(matchId), at);
            int seats = control.seats().size();
            if (current == null || current.size() != seats) {
                current = new ArrayList<>();
                for (int seat = 0; seat < seats; seat++) current.add(new SeatResult(seat, 1, 0, Map.of()));
            }
            return adjudicated(by, validStandings(current, seats), note, control, now);
        });
    }

    public Sight adjudicate(UUID matchId, SystemEvents.Actor by, List<SeatResult> result, String note) {
        return act(
                matchId,
                (at, control, now) ->
                        adjudicated(by, validStandings(result, control.seats().size()), note, control, now));
    }

    /** The match ends with {@code standings} as an organizer decided them. */
    private static Step adjudicated(
            SystemEvents.Actor by, List<SeatResult> standings, String note, MatchControl control, Instant now) {
        return new Step(
                List.of(SystemEvents.adjudicated(by, standings, note), SystemEvents.ended("adjudicated", standings)),
                control.stopped(now, null, standings));
    }

    /** The refusal before a scheduled match's clocks start. */
    public static RuleViolation notStarted(Instant startsAt) {
        return new RuleViolation(
                RuleViolation.NOT_STARTED,
                "The match starts at " + startsAt + ".",
                Map.of("startsAt", startsAt.toString()));
    }

    /** Every seat exactly once, ranks from 1 to the number of seats, somebody first. */
    static List<SeatResult> validStandings(List<SeatResult> result, int seats) {
        if (result == null || result.size() != seats)
            throw invalid("The result needs one standing per seat (" + seats + ").");
        Set<Integer> seen = new HashSet<>();
        boolean first = false;
        List<SeatResult> out = new ArrayList<>();
        for (SeatResult r : result) {
            if (r == null || r.seat() < 0 || r.seat() >= seats || !seen.add(r.seat()))
                throw invalid("Each seat from 0 to " + (seats - 1) + " has exactly one standing.");
            if (r.rank() < 1 || r.rank() > seats) throw invalid("A rank is from 1 to " + seats + ".");
            first |= r.rank() == 1;
            out.add(new SeatResult(r.seat(), r.rank(), r.score(), r.details() == null ? Map.of() : r.details()));
        }
        if (!first) throw invalid("Somebody ranks first.");
        out.sort(java.util.Comparator.comparingInt(SeatResult::rank).thenComparingInt(SeatResult::seat));
        return List.copyOf(out);
    }

    private static MatchFailure.InvalidSetup invalid(String message) {
        return new MatchFailure.InvalidSetup(new RuleViolation("INVALID_REQUEST", message, Map.of("field", "result")));
    }

    /** The events and the control after them, decided on the head. */
    private record Step(List<SystemEvents.Pending> events, MatchControl next) {}

    private interface Decide {
        Step at(LoadedState at, MatchControl control, Instant now);
    }

    private Sight act(UUID matchId, Decide decide) {
        return change(matchId, decide).sight();
    }

    /** Decides on the head and appends, again while the head moves; a null step changes nothing. */
    private Outcome change(UUID matchId, Decide decide) {
        Access access = clocks.spectator(matchId);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            LoadedState at = states.at(access, states.storedHead(matchId));
            MatchControl control = at.controlOr(access.match().seats().size());
            if (control.wasAborted()) throw new MatchFailure.Refused(Refusals.aborted());
            if (at.finished() || control.over()) throw new MatchFailure.Refused(RuleViolation.gameOver());
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Step step = decide.at(at, control, now);
            if (step == null) return new Outcome(ClockService.sight(access, at), false);
            Sight sight = clocks.append(access, at, null, step.events(), null, step.next(), now);
            if (sight != null) return new Outcome(sight, true);
        }
        throw new IllegalStateException("match " + matchId + " moved on every attempt to administer it");
    }

    @SuppressWarnings("unchecked")
    private static List<SeatResult> standingsOf(Access access, LoadedState at) {
        return ((Ruleset<Object, ?, ?>) access.codec().ruleset())
                .standings(at.state())
                .orElse(null);
    }

    @SuppressWarnings("unchecked")
    private static Set<Integer> seatsToAct(Access access, LoadedState at) {
        return ((Ruleset<Object, ?, ?>) access.codec().ruleset()).seatsToAct(at.state());
    }
}
