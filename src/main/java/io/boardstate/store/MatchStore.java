package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Postgres, the source of truth, through Hibernate: creating matches, reading seats, events and
 * snapshots. The command path's writes are {@link CommandLog}'s (one statement each).
 */
@ApplicationScoped
public class MatchStore {
    private final EntityManager em;

    public MatchStore(EntityManager em) {
        this.em = em;
    }

    @Transactional
    public void create(
            MatchRecord match, List<SeatRecord> seats, List<StoredEvent> events, String snapshotState, Instant dueAt) {
        em.persist(match);
        seats.forEach(em::persist);
        for (StoredEvent event : events) em.persist(toRecord(match.id, event));
        if (snapshotState != null) em.persist(snapshot(match.id, match.version, snapshotState));
        if (dueAt != null) {
            em.flush();
            em.createNativeQuery("INSERT INTO match_timer (match_id, version, due_at) VALUES (?1, ?2, ?3)")
                    .setParameter(1, match.id)
                    .setParameter(2, match.version)
                    .setParameter(3, dueAt)
                    .executeUpdate();
        }
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
                .map(r -> new StoredEvent(r.version, r.type, r.payload, r.seat, r.createdAt, r.command))
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

    /** The key that seals cache entries (see the V2 migration). */
    @Transactional
    public String cacheKey() {
        return (String) em.createNativeQuery("select secret from cache_key where id = 1")
                .getSingleResult();
    }

    private static EventRecord toRecord(UUID matchId, StoredEvent event) {
        EventRecord record = new EventRecord();
        record.matchId = matchId;
        record.version = event.version();
        record.type = event.type();
        record.payload = event.payload();
        record.seat = event.seat();
        record.createdAt = event.createdAt();
        record.command = event.command();
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
}
