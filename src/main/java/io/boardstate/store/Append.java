package io.boardstate.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One accepted command, to be stored only if the head is still {@code expectedVersion} with the
 * checksum of the state the command was decided on: its events, the new head, a snapshot when one
 * is due, its answer when it came with an Idempotency-Key, the match's control after it and its next
 * deadline ({@code dueAt}, null: none) for the timeout scheduler. {@code seat} is null for events the
 * service appends itself (timeouts). {@code notifications}: the webhook notifications these events
 * cause, stored in the outbox by the same statement (empty: the statement is the plain one).
 */
public record Append(
        UUID matchId,
        long expectedVersion,
        String expectedChecksum,
        Integer seat,
        List<StoredEvent> events,
        String newChecksum,
        boolean finished,
        Instant at,
        String snapshotState,
        IdempotencyKey key,
        StoredAnswer answer,
        String control,
        Instant dueAt,
        List<Notification> notifications) {

    public long newVersion() {
        return expectedVersion + events.size();
    }
}
