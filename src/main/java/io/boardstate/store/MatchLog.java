package io.boardstate.store;

import java.time.Instant;
import java.util.UUID;

/**
 * The command path's writes to a match's log ({@link CommandLog} in Postgres): {@link #append}
 * stores a write only if the head is still where it was decided; {@link #settle} checks a
 * rejection against the head and stores its answer.
 */
public interface MatchLog {
    /** What {@link #append} did. */
    public sealed interface Appended {
        /** Stored: the head is at the new version. */
        record Stored() implements Appended {}

        /** An answer is already stored under this Idempotency-Key: nothing was appended. */
        record AnsweredBefore(StoredAnswer answer) implements Appended {}

        /**
         * The head was not at the expected version with the expected checksum (see {@code head}),
         * or (keyTaken) a request of an older release holds the Idempotency-Key: nothing appended.
         */
        record Refused(LogHead head, boolean keyTaken) implements Appended {}
    }

    Appended append(Append append);

    /** What must hold of the head for a rejection's answer to be stored. */
    public sealed interface Expect {
        /** Store nothing: only read the head and any stored answer. */
        record Nothing() implements Expect {}

        /** The answer holds whatever the head is (the request itself was malformed). */
        record Anything() implements Expect {}

        /** A rule rejection decided on the state with this checksum at this version. */
        record At(long version, String checksum) implements Expect {}

        /** A version conflict: the head is not at {@code version}. */
        record NotAt(long version) implements Expect {}
    }

    /** The head; whether the answer was stored; an answer stored before under the key, if any. */
    public record Settled(LogHead head, boolean stored, StoredAnswer prior) {}

    /**
     * Reads the head and, with a key, stores {@code answer} under it when {@code expect} holds and
     * the key has no answer yet (else returns the one it has).
     */
    Settled settle(UUID matchId, Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at);
}
