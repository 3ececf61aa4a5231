package io.boardstate.match.command;

import io.boardstate.store.Append;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.store.LogHead;
import io.boardstate.store.MatchLog;
import io.boardstate.store.StoredAnswer;
import io.boardstate.store.StoredEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A match's log in memory with the store's rules (CommandLog's statements): an append is stored
 * only at the expected version with the expected checksum and a key without an answer; a settle
 * stores a rejection's answer only when its expectation holds of the head.
 */
final class InMemoryLog implements MatchLog {
    long version;
    String checksum;
    boolean finished;
    final List<StoredEvent> events = new ArrayList<>();
    final Map<IdempotencyKey, StoredAnswer> answers = new HashMap<>();
    /** A request of an older release holds every key (its claim row has no answer yet). */
    boolean keysHeldByOlderRelease;

    int appends;
    int settles;
    /** Runs once, as the next append arrives: another replica's write that wins the race. */
    Runnable beforeNextAppend;

    InMemoryLog(long version, String checksum) {
        this.version = version;
        this.checksum = checksum;
    }

    LogHead head() {
        return new LogHead(version, checksum, finished, Instant.EPOCH);
    }

    /** Another replica's write: the head moves on without this replica's knowing. */
    void movedElsewhere(String newChecksum) {
        version++;
        checksum = newChecksum;
    }

    @Override
    public Appended append(Append a) {
        appends++;
        if (beforeNextAppend != null) {
            Runnable race = beforeNextAppend;
            beforeNextAppend = null;
            race.run();
        }
        IdempotencyKey key = a.key();
        if (key != null && answers.containsKey(key)) return new Appended.AnsweredBefore(answers.get(key));
        if (key != null && keysHeldByOlderRelease) return new Appended.Refused(head(), true);
        boolean atHead = version == a.from().version()
                && (checksum == null || checksum.equals(a.from().checksum()));
        if (!atHead) return new Appended.Refused(head(), false);
        events.addAll(a.events());
        version = a.newVersion();
        checksum = a.head().checksum();
        finished = a.head().finished();
        if (key != null) answers.put(key, a.answer());
        return new Appended.Stored();
    }

    @Override
    public Settled settle(UUID matchId, Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at) {
        settles++;
        StoredAnswer prior = key == null ? null : answers.get(key);
        boolean holds =
                switch (expect) {
                    case Expect.Nothing n -> false;
                    case Expect.Anything n -> true;
                    case Expect.At e -> version == e.version() && (checksum == null || checksum.equals(e.checksum()));
                    case Expect.NotAt e -> version != e.version();
                };
        boolean stored = key != null && answer != null && prior == null && holds;
        if (stored) answers.put(key, answer);
        return new Settled(head(), stored, prior);
    }
}
