package io.boardstate.match.organizer;

import io.boardstate.engine.RuleViolation;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.store.MatchDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * One act on every match of an organizer's round (its tournament and round tags): pause, resume,
 * abort, adjudicate as it stands, or extend deadlines. Each match is administered on its own, like
 * a single request; the answer says what happened to each. Asking again changes nothing more: a
 * paused match stays paused, an aborted one aborted, a deadline already as late stays, so a
 * director can repeat a request whose answer was lost.
 */
@ApplicationScoped
public class RoundOperations {
    public static final String PAUSE = "pause";
    public static final String RESUME = "resume";
    public static final String ABORT = "abort";
    public static final String ADJUDICATE = "adjudicate";
    public static final String EXTEND_DEADLINES = "extendDeadlines";
    public static final List<String> OPERATIONS = List.of(PAUSE, RESUME, ABORT, ADJUDICATE, EXTEND_DEADLINES);

    /** What happened to one match: {@code applied} (events appended), {@code unchanged} or {@code refused}. */
    public record MatchOutcome(UUID id, String table, String outcome, long version, RuleViolation refusal) {}

    /** The round's matches, oldest first. */
    public record Report(List<MatchOutcome> matches) {}

    /**
     * Refusals that mean the match already is where the operation takes it: for a repeated request
     * they are no change, not an error.
     */
    private static final Set<String> ALREADY = Set.of(RuleViolation.MATCH_PAUSED, RuleViolation.NOT_PAUSED);

    private static final Set<String> OVER = Set.of(RuleViolation.GAME_OVER, RuleViolation.MATCH_ABORTED);

    @Inject
    MatchAdministration admin;

    @Inject
    MatchDirectory directory;

    /** {@code until}: the new earliest deadline, for {@link #EXTEND_DEADLINES} only. */
    public Report apply(
            Organizer organizer, String tournament, String round, String operation, String note, Instant until) {
        SystemEvents.Actor by = SystemEvents.Actor.organizer(organizer.organizer(), organizer.keyId());
        List<MatchOutcome> out = new ArrayList<>();
        for (MatchDirectory.Tagged m : directory.byRound(organizer.organizer(), tournament, round))
            out.add(one(m, operation, by, note, until));
        return new Report(List.copyOf(out));
    }

    private MatchOutcome one(
            MatchDirectory.Tagged m, String operation, SystemEvents.Actor by, String note, Instant until) {
        try {
            if (operation.equals(EXTEND_DEADLINES)) {
                MatchAdministration.Outcome o = admin.extendDeadlines(m.id(), by, until, note);
                return outcome(m, o.changed() ? "applied" : "unchanged", o.sight());
            }
            Sight sight =
                    switch (operation) {
                        case PAUSE -> admin.pause(m.id(), by, note);
                        case RESUME -> admin.resume(m.id(), by, note);
                        case ABORT -> admin.abort(m.id(), by, note);
                        case ADJUDICATE -> admin.adjudicateAsItStands(m.id(), by, note);
                        default -> throw new IllegalArgumentException("no round operation " + operation);
                    };
            return outcome(m, "applied", sight);
        } catch (MatchFailure.Refused e) {
            RuleViolation why = e.violation();
            if (ALREADY.contains(why.code()))
                return new MatchOutcome(m.id(), m.table(), "unchanged", m.version(), null);
            // An ended match is past any operation: nothing to change, and the code says why.
            boolean over = OVER.contains(why.code());
            return new MatchOutcome(m.id(), m.table(), over ? "unchanged" : "refused", m.version(), why);
        }
    }

    private static MatchOutcome outcome(MatchDirectory.Tagged m, String what, Sight sight) {
        return new MatchOutcome(m.id(), m.table(), what, sight.version(), null);
    }
}
