package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Postgres, the source of truth, through Hibernate: creating matches, reading seats, events and
 * snapshots. The command path's writes are {@link CommandLog}'s (one statement each).
 */
@ApplicationScoped
public class MatchStore {
    @Inject
    EntityManager em;

    /** Stores a new match: its rows, its timer row if it keeps one, its webhook notifications. */
    @Transactional
    public void create(NewRows rows) {
        MatchRecord match = rows.match();
        em.persist(match);
        rows.seats().forEach(em::persist);
        for (StoredEvent event : rows.events()) em.persist(toRecord(match.id, event));
        if (rows.snapshotState() != null) em.persist(snapshot(match.id, match.version, rows.snapshotState()));
        if (rows.timer()) {
            em.flush();
            em.createNativeQuery("INSERT INTO match_timer (match_id, version, due_at) VALUES (?1, ?2, ?3)")
                    .setParameter(1, match.id)
                    .setParameter(2, match.version)
                    .setParameter(3, rows.dueAt())
                    .executeUpdate();
        }
        notify(match.organizer, List.of(rows));
    }

    /**
     * Puts new matches' notifications in the webhook outbox (one statement for all), once for each
     * live subscription of their organizer that wants the kind and the match's tournament.
     */
    void notify(String organizer, List<NewRows> matches) {
        if (organizer == null) return;
        List<String> ids = new java.util.ArrayList<>();
        List<String> versions = new java.util.ArrayList<>();
        List<String> tournaments = new java.util.ArrayList<>();
        List<String> kinds = new java.util.ArrayList<>();
        List<String> data = new java.util.ArrayList<>();
        for (NewRows m : matches)
            for (Notification n : m.notifications()) {
                ids.add(m.match().id.toString());
                versions.add(String.valueOf(m.match().version));
                tournaments.add(m.match().tagTournament);
                kinds.add(n.kind());
                data.add(n.data());
            }
        if (kinds.isEmpty()) return;
        Instant now = matches.getFirst().match().createdAt;
        em.createNativeQuery("INSERT INTO webhook_delivery"
                        + " (subscription_id, match_id, match_version, kind, data, created_at, next_attempt_at)"
                        + " SELECT s.id, CAST(n.match_id AS uuid), CAST(n.version AS bigint), n.kind,"
                        + "   CAST(n.data AS jsonb), ?6, ?6"
                        + " FROM unnest(CAST(?1 AS text[]), CAST(?2 AS text[]), CAST(?3 AS text[]), CAST(?4 AS text[]),"
                        + "   CAST(?5 AS text[])) WITH ORDINALITY AS n(match_id, version, tournament, kind, data, ord)"
                        + " JOIN webhook_subscription s ON s.organizer = ?7 AND s.active AND s.deleted_at IS NULL"
                        + "   AND n.kind = ANY(s.kinds) AND (s.tournament IS NULL OR s.tournament = n.tournament)"
                        + " ORDER BY n.ord, s.id")
                .setParameter(1, ids.toArray(String[]::new))
                .setParameter(2, versions.toArray(String[]::new))
                .setParameter(3, tournaments.toArray(String[]::new))
                .setParameter(4, kinds.toArray(String[]::new))
                .setParameter(5, data.toArray(String[]::new))
                .setParameter(6, now)
                .setParameter(7, organizer)
                .executeUpdate();
    }

    /**
     * The rows of one new match (see {@link #create}); {@code timer}: it keeps a timer row, which
     * each write moves to its next deadline (a clock runs, or the service plays the turns of seats
     * that left), first due at {@code dueAt} (null: none yet).
     */
    public record NewRows(
            MatchRecord match,
            List<SeatRecord> seats,
            List<StoredEvent> events,
            String snapshotState,
            boolean timer,
            Instant dueAt,
            List<Notification> notifications) {}

    /** Commands stored per seat up to {@code upTo} (the first event of each command carries it). */
    @Transactional
    public Map<Integer, Long> commandsBySeat(UUID matchId, long upTo) {
        Map<Integer, Long> out = new java.util.HashMap<>();
        for (Object row : em.createNativeQuery("SELECT seat, count(*) FROM match_event WHERE match_id = ?1"
                        + " AND version <= ?2 AND command IS NOT NULL AND seat IS NOT NULL GROUP BY seat")
                .setParameter(1, matchId)
                .setParameter(2, upTo)
                .getResultList()) {
            Object[] c = (Object[]) row;
            out.put(((Number) c[0]).intValue(), ((Number) c[1]).longValue());
        }
        return out;
    }

    /** The distinct types among this match's events of the given types. */
    @Transactional
    public java.util.Set<String> eventTypesAmong(UUID matchId, java.util.Collection<String> types) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Object type : em.createNativeQuery(
                        "SELECT DISTINCT type FROM match_event WHERE match_id = ?1 AND type = ANY(?2)")
                .setParameter(1, matchId)
                .setParameter(2, types.toArray(String[]::new))
                .getResultList()) out.add((String) type);
        return out;
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

    /**
     * The newest version at or below {@code cap} stored at or before {@code cutoff}, or stored at or
     * before {@code setupAt} (the match's setup, which creation shows to anyone), with when it was
     * stored; null when the match has no events.
     */
    @Transactional
    public Released released(UUID matchId, long cap, Instant cutoff, Instant setupAt) {
        List<Object[]> rows = em.createQuery(
                        "select version, createdAt from EventRecord where matchId = ?1 and ((version <= ?2 and"
                                + " createdAt <= ?3) or createdAt <= ?4) order by version desc",
                        Object[].class)
                .setParameter(1, matchId)
                .setParameter(2, cap)
                .setParameter(3, cutoff)
                .setParameter(4, setupAt)
                .setMaxResults(1)
                .getResultList();
        if (rows.isEmpty()) return null;
        return new Released(((Number) rows.getFirst()[0]).longValue(), (Instant) rows.getFirst()[1]);
    }

    /** A released version and when it was stored. */
    public record Released(long version, Instant storedAt) {}

    /** When the first event with {@code after < version <= upTo} was stored, or null when there is none. */
    @Transactional
    public Instant firstStoredAfter(UUID matchId, long after, long upTo) {
        return em.createQuery(
                        "select min(createdAt) from EventRecord where matchId = ?1 and version > ?2 and version <= ?3",
                        Instant.class)
                .setParameter(1, matchId)
                .setParameter(2, after)
                .setParameter(3, upTo)
                .getSingleResult();
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

    static EventRecord toRecord(UUID matchId, StoredEvent event) {
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

    static SnapshotRecord snapshot(UUID matchId, long version, String state) {
        SnapshotRecord snapshot = new SnapshotRecord();
        snapshot.matchId = matchId;
        snapshot.version = version;
        snapshot.state = state;
        snapshot.createdAt = Instant.now();
        return snapshot;
    }
}
