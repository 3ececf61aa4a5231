package io.boardstate.match.command;

import io.boardstate.engine.RuleViolation;
import io.boardstate.match.model.IfMatch;
import io.boardstate.match.model.LegalMoves;
import io.boardstate.match.model.LoggedEvent;
import io.boardstate.match.model.Sight;
import java.util.List;

/** What became of a submitted command. */
public sealed interface SubmitOutcome {
    /**
     * Stored at {@code version}. {@code events} (as the caller may see them) and {@code match} (the
     * caller's view after it) are empty and null when a minimal answer was asked for; {@code legal}
     * holds the caller's next legal commands when asked for.
     */
    record Accepted(
            long version,
            List<LoggedEvent> events,
            boolean finished,
            List<Integer> toAct,
            Sight match,
            LegalMoves legal)
            implements SubmitOutcome {}

    /** The body is not a command of this ruleset. */
    record Malformed(String detail) implements SubmitOutcome {}

    /** If-Match does not admit {@code current}, the match's version (or, with *, it kept moving on). */
    record Conflict(IfMatch ifMatch, long current) implements SubmitOutcome {}

    /** A rule forbids it (not the seat's turn, game over, an illegal move). */
    record Rejected(RuleViolation violation) implements SubmitOutcome {}

    /** The answer stored under the Idempotency-Key for this same request, sent again. */
    record Replayed(Answer answer) implements SubmitOutcome {}

    /** The Idempotency-Key was used with another request. */
    record KeyReused() implements SubmitOutcome {}

    /** A replica of an older release holds the Idempotency-Key for a request it has not finished. */
    record KeyInFlight() implements SubmitOutcome {}
}
