package io.boardstate.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One accepted command, to be stored only if the head is still {@code expectedVersion} with the
 * checksum of the state the command was decided on: its events, the new head, a snapshot when one
 * is due, and its answer when it came with an Idempotency-Key.
 */
public record Append(
        UUID matchId,
        long expectedVersion,
        String expectedChecksum,
        int seat,
        List<StoredEvent> events,
        String newChecksum,
        boolean finished,
        Instant at,
        String snapshotState,
        IdempotencyKey key,
        StoredAnswer answer) {

    public long newVersion() {
        return expectedVersion + events.size();
    }
}
