package io.boardstate.match.command;

import io.boardstate.match.model.Access;
import io.boardstate.match.model.Submission;
import io.boardstate.match.support.Tokens;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.store.StoredAnswer;

/**
 * Idempotency-Key semantics. No claim is taken before a command runs: its answer is stored in the
 * same statement as its events (a rejection's in the statement that checks it), so a request that
 * fails, or a replica that dies, leaves the key free. Of concurrent requests with one key, one
 * stores its answer and the others get that answer (or 422 when their request differs).
 */
final class Idempotency {
    private Idempotency() {}

    static IdempotencyKey key(Access access, Submission submission) {
        return submission.idempotencyKey() == null
                ? null
                : new IdempotencyKey(access.seat(), submission.idempotencyKey());
    }

    /**
     * What makes two requests "the same": the If-Match condition and the command body (one version
     * is written as its number, as it always was, so keys stored before lists and * still replay).
     */
    static String fingerprint(Submission submission) {
        return Tokens.sha256(
                submission.ifMatch().text() + "\n" + submission.body().toString());
    }

    /** The stored answer for this request, or KeyReused when it was stored for another one. */
    static SubmitOutcome replay(StoredAnswer prior, String fingerprint) {
        if (!prior.requestHash().equals(fingerprint)) return new SubmitOutcome.KeyReused();
        return new SubmitOutcome.Replayed(new Answer(prior.status(), prior.version(), prior.body()));
    }

    static StoredAnswer toStore(Answer answer, String fingerprint) {
        return answer == null ? null : new StoredAnswer(fingerprint, answer.status(), answer.version(), answer.body());
    }
}
