package io.boardstate.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One write to a match's log, stored only if the head is still where it was decided ({@code from}):
 * its events, the head after it, a snapshot when one is due ({@code snapshotState}, null: none), the
 * answer under the request's Idempotency-Key ({@code keyed}, null: no key), and the webhook
 * notifications it causes, stored in the outbox by the same statement (empty: the plain statement).
 * Built by the match service's commit door.
 */
public record Append(
        From from,
        List<StoredEvent> events,
        NewHead head,
        String snapshotState,
        Keyed keyed,
        List<Notification> notifications) {

    /** Where the head must still be: the version and the checksum of the state the write was decided on. */
    public record From(UUID matchId, long version, String checksum) {}

    /**
     * The head after the write: the checksum of its state, whether the match is over, when, the
     * match's control there (JSON, null: unchanged) and its next deadline ({@code dueAt}, null: none)
     * for the timeout scheduler.
     */
    public record NewHead(String checksum, boolean finished, Instant at, String control, Instant dueAt) {}

    /** The answer stored under a request's Idempotency-Key, replayed to its retries. */
    public record Keyed(IdempotencyKey key, StoredAnswer answer) {}

    public Append {
        notifications = notifications == null ? List.of() : notifications;
    }

    public UUID matchId() {
        return from.matchId();
    }

    public long newVersion() {
        return from.version() + events.size();
    }

    /** The seat whose command this is (null: the service's own events); the same on every event. */
    public Integer seat() {
        return events.isEmpty() ? null : events.getFirst().seat();
    }

    public IdempotencyKey key() {
        return keyed == null ? null : keyed.key();
    }

    public StoredAnswer answer() {
        return keyed == null ? null : keyed.answer();
    }
}
