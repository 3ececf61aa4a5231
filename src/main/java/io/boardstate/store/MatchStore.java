package io.boardstate.store;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Postgres, the source of truth: match headers, seat credentials, the append-only event log,
 * snapshots and idempotency records. Every write of a command happens in one transaction.
 */
@ApplicationScoped
public class MatchStore {
    private static final String UNIQUE_VIOLATION = "23505";

    private final EntityManager em;

    public MatchStore(EntityManager em) {
        this.em = em;
    }

    /** A finished answer to replay, or the fact that the key is still being worked on. */
    public sealed interface Claim {
        record Claimed() implements Claim {}

        record Existing(IdempotencyRecord record) implements Claim {}
    }

    @Transactional
    public void create(MatchRecord match, List<SeatRecord> seats, List<StoredEvent> events, String snapshotState) {
        em.persist(match);
        seats.forEach(em::persist);
        for (StoredEvent event : events) em.persist(toRecord(match.id, event));
        if (snapshotState != null) em.persist(snapshot(match.id, match.version, snapshotState));
    }

    @Transactional
    public Optional<MatchRecord> match(UUID id) {
        return Optional.ofNullable(em.find(MatchRecord.class, id));
    }

    /** A match header with its seats, read together: what every request needs first. */
    public record LoadedMatch(MatchRecord match, List<SeatRecord> seats) {}

    @Transactional
    public Optional<LoadedMatch> load(UUID id) {
        MatchRecord match = em.find(MatchRecord.class, id);
        if (match == null) return Optional.empty();
        List<SeatRecord> seats = em.createQuery("from SeatRecord where matchId = ?1 order by seat", SeatRecord.class)
                .setParameter(1, id)
                .getResultList();
        return Optional.of(new LoadedMatch(match, seats));
    }

    /** Events with {@code after < version <= upTo}, oldest first, at most {@code limit}. */
    @Transactional
    public List<StoredEvent> events(UUID matchId, long after, long upTo, int limit) {
        return em.createQuery(
                        "from EventRecord where matchId = ?1 and version > ?2 and version <= ?3 order by version",
                        EventRecord.class)
                .setParameter(1, matchId)
                .setParameter(2, after)
                .setParameter(3, upTo)
                .setMaxResults(limit)
                .getResultStream()
                .map(r -> new StoredEvent(r.version, r.type, r.payload, r.seat, r.createdAt))
                .toList();
    }

    /** The newest snapshot at or below {@code version}. */
    @Transactional
    public Optional<SnapshotRecord> snapshotAtOrBelow(UUID matchId, long version) {
        return em.createQuery(
                        "from SnapshotRecord where matchId = ?1 and version <= ?2 order by version desc",
                        SnapshotRecord.class)
                .setParameter(1, matchId)
                .setParameter(2, version)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /**
     * Appends a command's events, moves the head, and (when given) stores a snapshot and completes
     * the idempotency record, all in one transaction. Throws {@link VersionConflictException} when
     * the head is no longer {@code expectedVersion}.
     */
    public void append(
            UUID matchId,
            long expectedVersion,
            List<StoredEvent> events,
            boolean finished,
            String snapshotState,
            IdempotencyRecord completion) {
        try {
            QuarkusTransaction.requiringNew()
                    .run(() ->
                            appendInTransaction(matchId, expectedVersion, events, finished, snapshotState, completion));
        } catch (RuntimeException e) {
            if (isUniqueViolation(e))
                throw new VersionConflictException("another command was stored at version " + (expectedVersion + 1));
            throw e;
        }
    }

    private void appendInTransaction(
            UUID matchId,
            long expectedVersion,
            List<StoredEvent> events,
            boolean finished,
            String snapshotState,
            IdempotencyRecord completion) {
        long newVersion = expectedVersion + events.size();
        Instant now = Instant.now();
        // The conditional update takes the row lock: a concurrent writer waits, then finds 0 rows.
        int moved = em.createQuery(
                        "update MatchRecord set version = ?1, finished = ?2, updatedAt = ?3 where id = ?4 and version = ?5")
                .setParameter(1, newVersion)
                .setParameter(2, finished)
                .setParameter(3, now)
                .setParameter(4, matchId)
                .setParameter(5, expectedVersion)
                .executeUpdate();
        if (moved != 1) throw new VersionConflictException("the match is no longer at version " + expectedVersion);
        for (StoredEvent event : events) em.persist(toRecord(matchId, event));
        if (snapshotState != null) em.persist(snapshot(matchId, newVersion, snapshotState));
        if (completion != null) em.merge(completion);
        em.flush();
    }

    /** Stores a snapshot unless one exists: replicas rebuilding the same match at once may race. */
    @Transactional
    public void storeSnapshot(UUID matchId, long version, String state) {
        em.createNativeQuery(
                        "insert into match_snapshot (match_id, version, state, created_at) values (?1, ?2, cast(?3 as jsonb), ?4) on conflict do nothing")
                .setParameter(1, matchId)
                .setParameter(2, version)
                .setParameter(3, state)
                .setParameter(4, Instant.now())
                .executeUpdate();
    }

    /**
     * Claims an Idempotency-Key before the command runs. A claim older than {@code inFlightTimeout}
     * that never completed belongs to a request that died; it is taken over.
     */
    @Transactional
    public Claim claim(UUID matchId, int seat, String key, String requestHash, Duration inFlightTimeout) {
        Instant now = Instant.now();
        int inserted = em.createNativeQuery(
                        "insert into idempotency_record (match_id, seat, idem_key, request_hash, created_at) values (?1, ?2, ?3, ?4, ?5) on conflict do nothing")
                .setParameter(1, matchId)
                .setParameter(2, seat)
                .setParameter(3, key)
                .setParameter(4, requestHash)
                .setParameter(5, now)
                .executeUpdate();
        if (inserted == 1) return new Claim.Claimed();
        IdempotencyRecord existing = em.find(IdempotencyRecord.class, new IdempotencyRecord.Key(matchId, seat, key));
        if (existing == null) return claim(matchId, seat, key, requestHash, inFlightTimeout);
        if (existing.inFlight()
                && existing.createdAt.isBefore(now.minus(inFlightTimeout))
                && existing.requestHash.equals(requestHash)) {
            int taken = em.createQuery(
                            "update IdempotencyRecord set createdAt = ?1 where matchId = ?2 and seat = ?3 and idemKey = ?4 and status is null and createdAt = ?5")
                    .setParameter(1, now)
                    .setParameter(2, matchId)
                    .setParameter(3, seat)
                    .setParameter(4, key)
                    .setParameter(5, existing.createdAt)
                    .executeUpdate();
            if (taken == 1) return new Claim.Claimed();
        }
        em.detach(existing);
        return new Claim.Existing(existing);
    }

    /** Stores the answer of a command that appended nothing (a rejection). */
    @Transactional
    public void complete(IdempotencyRecord completion) {
        em.merge(completion);
    }

    /** Forgets a claim whose request failed before it had an answer worth replaying. */
    @Transactional
    public void release(UUID matchId, int seat, String key) {
        em.createQuery(
                        "delete from IdempotencyRecord where matchId = ?1 and seat = ?2 and idemKey = ?3 and status is null")
                .setParameter(1, matchId)
                .setParameter(2, seat)
                .setParameter(3, key)
                .executeUpdate();
    }

    private static EventRecord toRecord(UUID matchId, StoredEvent event) {
        EventRecord record = new EventRecord();
        record.matchId = matchId;
        record.version = event.version();
        record.type = event.type();
        record.payload = event.payload();
        record.seat = event.seat();
        record.createdAt = event.createdAt();
        return record;
    }

    private static SnapshotRecord snapshot(UUID matchId, long version, String state) {
        SnapshotRecord snapshot = new SnapshotRecord();
        snapshot.matchId = matchId;
        snapshot.version = version;
        snapshot.state = state;
        snapshot.createdAt = Instant.now();
        return snapshot;
    }

    static boolean isUniqueViolation(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) return true;
            if (t instanceof org.hibernate.exception.ConstraintViolationException cv
                    && UNIQUE_VIOLATION.equals(cv.getSQLState())) return true;
        }
        return false;
    }
}
