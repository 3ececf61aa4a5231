package io.boardstate.store;

import io.boardstate.store.MatchStore.LoadedMatch;
import io.boardstate.store.MatchStore.NewRows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * An organizer's bulk creations: stored all or none, claimed under an Idempotency-Key per organizer
 * (table organizer_batch) and per API key (match_batch, which replicas of the previous release
 * read), optionally one match per (tournament, round, table), and read back in one query each. Every
 * statement is keyed by organizer, API key or match ids.
 */
@ApplicationScoped
public class BatchStore {
    @Inject
    EntityManager em;

    @Inject
    MatchStore matches;

    /** A stored bulk creation: which API key made it, its request's fingerprint, salt and matches. */
    public record BatchRow(UUID keyId, String requestHash, String salt, List<UUID> matchIds, Instant createdAt) {}

    /** A match of the organizer already holds these tags (uniqueness of tables was asked for). */
    public static final class TableTaken extends RuntimeException {
        private final UUID existing;
        private final String tournament;
        private final String round;
        private final String table;

        TableTaken(UUID existing, String tournament, String round, String table) {
            super("table " + tournament + "/" + round + "/" + table + " is taken by match " + existing);
            this.existing = existing;
            this.tournament = tournament;
            this.round = round;
            this.table = table;
        }

        public UUID existing() {
            return existing;
        }

        public String tournament() {
            return tournament;
        }

        public String round() {
            return round;
        }

        public String table() {
            return table;
        }
    }

    /** The organizer's batch under this Idempotency-Key; else one its API key made before organizer-wide keys. */
    @Transactional
    public Optional<BatchRow> find(String organizer, UUID keyId, String idemKey) {
        List<?> rows = em.createNativeQuery(
                        "SELECT key_id, request_hash, salt, match_ids, created_at FROM organizer_batch"
                                + " WHERE organizer = ?1 AND idem_key = ?2")
                .setParameter(1, organizer)
                .setParameter(2, idemKey)
                .getResultList();
        if (!rows.isEmpty()) {
            Object[] c = (Object[]) rows.getFirst();
            return Optional.of(new BatchRow(
                    (UUID) c[0],
                    (String) c[1],
                    (String) c[2],
                    List.of((UUID[]) c[3]),
                    OrganizerKeyStore.instant(c[4])));
        }
        return perKey(keyId, idemKey);
    }

    private Optional<BatchRow> perKey(UUID keyId, String idemKey) {
        List<?> rows = em.createNativeQuery(
                        "SELECT request_hash, salt, match_ids, created_at FROM match_batch WHERE key_id = ?1 AND idem_key = ?2")
                .setParameter(1, keyId)
                .setParameter(2, idemKey)
                .getResultList();
        if (rows.isEmpty()) return Optional.empty();
        Object[] c = (Object[]) rows.getFirst();
        return Optional.of(new BatchRow(
                keyId, (String) c[0], (String) c[1], List.of((UUID[]) c[2]), OrganizerKeyStore.instant(c[3])));
    }

    /**
     * Stores every match of a bulk creation in one transaction: all or none. With an idempotency
     * key, first claims it for the API key and the organizer; when a batch holds it already (perhaps
     * one committing right now: the claim waits for it), nothing is stored and that batch is
     * returned. With {@code uniqueTables}, throws {@link TableTaken} (storing nothing) when a match
     * of the organizer already has a (tournament, round, table) of the batch.
     */
    @Transactional
    public Optional<BatchRow> create(
            String organizer, String idemKey, BatchRow batch, List<NewRows> rows, boolean uniqueTables) {
        if (idemKey != null) {
            int perKey = em.createNativeQuery(
                            "INSERT INTO match_batch (key_id, idem_key, request_hash, salt, match_ids, created_at)"
                                    + " VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING")
                    .setParameter(1, batch.keyId())
                    .setParameter(2, idemKey)
                    .setParameter(3, batch.requestHash())
                    .setParameter(4, batch.salt())
                    .setParameter(5, batch.matchIds().toArray(UUID[]::new))
                    .setParameter(6, batch.createdAt())
                    .executeUpdate();
            if (perKey == 0) return find(organizer, batch.keyId(), idemKey);
            int claimed = em.createNativeQuery("INSERT INTO organizer_batch"
                            + " (organizer, idem_key, key_id, request_hash, salt, match_ids, created_at)"
                            + " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING")
                    .setParameter(1, organizer)
                    .setParameter(2, idemKey)
                    .setParameter(3, batch.keyId())
                    .setParameter(4, batch.requestHash())
                    .setParameter(5, batch.salt())
                    .setParameter(6, batch.matchIds().toArray(UUID[]::new))
                    .setParameter(7, batch.createdAt())
                    .executeUpdate();
            if (claimed == 0) {
                // Another key of the organizer made it: this key's claim goes again.
                em.createNativeQuery("DELETE FROM match_batch WHERE key_id = ?1 AND idem_key = ?2")
                        .setParameter(1, batch.keyId())
                        .setParameter(2, idemKey)
                        .executeUpdate();
                return find(organizer, batch.keyId(), idemKey);
            }
        }
        if (uniqueTables) requireFreeTables(organizer, rows);
        // Table by table, so that the inserts go out in JDBC batches (statement-batch-size).
        for (NewRows m : rows) em.persist(m.match());
        for (NewRows m : rows) m.seats().forEach(em::persist);
        for (NewRows m : rows)
            for (StoredEvent event : m.events()) em.persist(MatchStore.toRecord(m.match().id, event));
        for (NewRows m : rows)
            if (m.snapshotState() != null)
                em.persist(MatchStore.snapshot(m.match().id, m.match().version, m.snapshotState()));
        em.flush();
        timers(rows);
        if (!rows.isEmpty()) matches.notify(organizer, rows);
        return Optional.empty();
    }

    /** The timer rows of the matches that keep one, in one statement (one per match would flush the session each time). */
    private void timers(List<NewRows> rows) {
        List<UUID> ids = new ArrayList<>();
        List<Long> versions = new ArrayList<>();
        List<Instant> due = new ArrayList<>();
        for (NewRows m : rows)
            if (m.timer()) {
                ids.add(m.match().id);
                versions.add(m.match().version);
                due.add(m.dueAt());
            }
        if (ids.isEmpty()) return;
        em.createNativeQuery("INSERT INTO match_timer (match_id, version, due_at)"
                        + " SELECT * FROM unnest(CAST(?1 AS uuid[]), CAST(?2 AS bigint[]), CAST(?3 AS timestamptz[]))")
                .setParameter(1, ids.toArray(UUID[]::new))
                .setParameter(2, versions.toArray(Long[]::new))
                .setParameter(
                        3,
                        due.stream()
                                .map(t -> t == null ? null : java.sql.Timestamp.from(t))
                                .toArray(java.sql.Timestamp[]::new))
                .executeUpdate();
    }

    /** Serialises uniqueness-checking batches of one organizer, then looks for a match at any of their tables. */
    private void requireFreeTables(String organizer, List<NewRows> rows) {
        List<String> tournaments = new ArrayList<>();
        List<String> rounds = new ArrayList<>();
        List<String> tables = new ArrayList<>();
        for (NewRows m : rows) {
            MatchRecord r = m.match();
            if (r.tagTournament == null || r.tagRound == null || r.tagTable == null) continue;
            tournaments.add(r.tagTournament);
            rounds.add(r.tagRound);
            tables.add(r.tagTable);
        }
        if (tables.isEmpty()) return;
        em.createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended('organizer-tables:' || ?1, 0))")
                .setParameter(1, organizer)
                .getSingleResult();
        List<?> taken = em.createNativeQuery("SELECT m.id, m.tag_tournament, m.tag_round, m.tag_table FROM match m"
                        + " JOIN unnest(CAST(?2 AS text[]), CAST(?3 AS text[]), CAST(?4 AS text[]))"
                        + "   AS t(tournament, round, table_tag)"
                        + "   ON m.tag_tournament = t.tournament AND m.tag_round = t.round AND m.tag_table = t.table_tag"
                        + " WHERE m.organizer = ?1 ORDER BY m.created_at, m.id LIMIT 1")
                .setParameter(1, organizer)
                .setParameter(2, tournaments.toArray(String[]::new))
                .setParameter(3, rounds.toArray(String[]::new))
                .setParameter(4, tables.toArray(String[]::new))
                .getResultList();
        if (taken.isEmpty()) return;
        Object[] c = (Object[]) taken.getFirst();
        throw new TableTaken((UUID) c[0], (String) c[1], (String) c[2], (String) c[3]);
    }

    /** These matches with their seats, in the order asked for, in two queries; a missing match is left out. */
    @Transactional
    public List<LoadedMatch> load(List<UUID> ids) {
        UUID[] array = ids.toArray(UUID[]::new);
        Map<UUID, MatchRecord> found = new HashMap<>();
        for (MatchRecord m : em.createQuery("from MatchRecord where id in ?1", MatchRecord.class)
                .setParameter(1, ids)
                .getResultList()) found.put(m.id, m);
        Map<UUID, List<SeatRecord>> seats = new HashMap<>();
        for (SeatRecord s : em.createQuery(
                        "from SeatRecord where matchId in ?1 order by matchId, seat", SeatRecord.class)
                .setParameter(1, ids)
                .getResultList())
            seats.computeIfAbsent(s.matchId, k -> new ArrayList<>()).add(s);
        List<LoadedMatch> out = new ArrayList<>(array.length);
        for (UUID id : array) {
            MatchRecord m = found.get(id);
            if (m != null) out.add(new LoadedMatch(m, seats.getOrDefault(id, List.of())));
        }
        return out;
    }
}
