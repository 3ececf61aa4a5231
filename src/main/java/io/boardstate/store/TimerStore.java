package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * The deadlines of matches with a clock ({@code match_timer}), for the timeout scheduler. Any
 * replica claims due rows in two steps that work alike on one Postgres and on Citus (where {@code
 * FOR UPDATE SKIP LOCKED} across shards does not exist): a plain read of due, unleased rows (over
 * every shard), then one conditional update per row that leases it only if it is still due,
 * unleased and at the version read (one shard each). Two replicas may read the same row; the row
 * lock makes the second update find the lease and skip it, so a row has one holder at a time. A
 * replica that dies mid-way only delays the timeout to the lease's end, and the timeout itself is
 * appended against the version read, so it is stored once. A command that moves the match resets
 * its row (new version, new deadline, no lease) in its own statement ({@link CommandLog}).
 */
@ApplicationScoped
public class TimerStore {
    // More candidates than asked for, taken in random order, so that replicas polling together
    // mostly lease different rows instead of all racing for the first few.
    private static final int CANDIDATES_PER_CLAIM = 4;
    private static final String DUE = "SELECT match_id, version FROM match_timer WHERE due_at <= ?"
            + " AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY due_at LIMIT ?";
    private static final String LEASE = "UPDATE match_timer SET claimed_until = ?"
            + " WHERE match_id = ? AND version = ? AND due_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)"
            + " RETURNING match_id, version, due_at";

    @Inject
    AgroalDataSource dataSource;

    /** A claimed deadline: the match, the head version it was set at, when it is due. */
    public record Due(UUID matchId, long version, Instant dueAt) {}

    /** A timer row that looked due, to be leased if still so. */
    private record Candidate(UUID matchId, long version) {}

    /** Claims up to {@code limit} rows due at {@code now}, leased for {@code lease}. */
    public List<Due> claim(Instant now, Duration lease, int limit) {
        try (Connection c = dataSource.getConnection()) {
            List<Candidate> candidates;
            try (PreparedStatement s = c.prepareStatement(DUE)) {
                s.setTimestamp(1, Timestamp.from(now));
                s.setTimestamp(2, Timestamp.from(now));
                s.setInt(3, limit * CANDIDATES_PER_CLAIM);
                candidates = Rows.list(s, r -> new Candidate(r.getObject(1, UUID.class), r.getLong(2)));
            }
            Collections.shuffle(candidates);
            List<Due> due = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(LEASE)) {
                for (Candidate candidate : candidates) {
                    if (due.size() == limit) break;
                    s.setTimestamp(1, Timestamp.from(now.plus(lease)));
                    s.setObject(2, candidate.matchId());
                    s.setLong(3, candidate.version());
                    s.setTimestamp(4, Timestamp.from(now));
                    s.setTimestamp(5, Timestamp.from(now));
                    try (ResultSet r = s.executeQuery()) {
                        if (r.next())
                            due.add(new Due(
                                    r.getObject(1, UUID.class),
                                    r.getLong(2),
                                    r.getTimestamp(3).toInstant()));
                    }
                }
            }
            due.sort(Comparator.comparing(Due::dueAt));
            return due;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /**
     * Sets the deadline of a match whose head is still at {@code version} (null: none) and drops the
     * lease: for a claimed row the scheduler found nothing to do about.
     */
    public void reschedule(UUID matchId, long version, Instant dueAt) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("UPDATE match_timer SET due_at = ?, claimed_until = NULL"
                        + " WHERE match_id = ? AND version = ?")) {
            s.setTimestamp(1, dueAt == null ? null : Timestamp.from(dueAt));
            s.setObject(2, matchId);
            s.setLong(3, version);
            s.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** A match whose deadlines may have warnings due: its timer's version, organizer and tournament tag. */
    public record WarnCandidate(UUID matchId, long version, String organizer, String tournament) {}

    /**
     * Matches of these organizers whose earliest deadline is at most {@code horizon} (the largest lead
     * time asked for) and which the warning scan has not looked at since their last move, or whose
     * next warning (or an expired lease) is due at {@code now}. Under Citus it runs on every shard
     * (the timer and its match are co-located); the due_at index keeps it to that window.
     */
    public List<WarnCandidate> warnCandidates(Instant now, Instant horizon, List<String> organizers, int limit) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT t.match_id, t.version, m.organizer, m.tag_tournament"
                        + " FROM match_timer t JOIN match m ON m.id = t.match_id"
                        + " WHERE t.due_at <= ? AND m.organizer = ANY(?)"
                        + " AND (t.warn_version IS DISTINCT FROM t.version OR t.warn_next_at <= ?)"
                        + " ORDER BY t.due_at LIMIT ?")) {
            s.setTimestamp(1, Timestamp.from(horizon));
            s.setArray(2, c.createArrayOf("text", organizers.toArray()));
            s.setTimestamp(3, Timestamp.from(now));
            s.setInt(4, limit);
            List<WarnCandidate> out = Rows.list(
                    s,
                    r -> new WarnCandidate(r.getObject(1, UUID.class), r.getLong(2), r.getString(3), r.getString(4)));
            Collections.shuffle(out); // replicas scanning together mostly take different rows
            return out;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /**
     * Takes the warning scan of the match at {@code version} until {@code until} (microseconds), if
     * nobody holds it and it is still due: one conditional update on the match's shard.
     */
    public boolean leaseWarnings(UUID matchId, long version, Instant now, Instant until) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("UPDATE match_timer SET warn_version = version,"
                        + " warn_next_at = ? WHERE match_id = ? AND version = ?"
                        + " AND (warn_version IS DISTINCT FROM version OR warn_next_at <= ?)")) {
            s.setTimestamp(1, Timestamp.from(until));
            s.setObject(2, matchId);
            s.setLong(3, version);
            s.setTimestamp(4, Timestamp.from(now));
            return s.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** One warning to put in the outbox; {@code id} is derived from what makes it unique. */
    public record Warning(UUID id, UUID subscriptionId, String kind, String data) {}

    /**
     * In one transaction on the match's shard: moves the scan to {@code nextAt} (null: nothing left at
     * this version), only while the lease {@code lease} still holds and the match is still at
     * {@code version} (the row lock makes a command that moves the match wait until the warnings are
     * stored, so none is decided on a deadline that has gone), and puts the warnings in the outbox;
     * one already there under its id is left alone. False: the lease or the version was lost.
     */
    public boolean recordWarnings(
            UUID matchId, long version, Instant lease, Instant nextAt, List<Warning> warnings, Instant at) {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                try (PreparedStatement s = c.prepareStatement("UPDATE match_timer SET warn_next_at = ?"
                        + " WHERE match_id = ? AND version = ? AND warn_version = ? AND warn_next_at = ?")) {
                    s.setTimestamp(1, nextAt == null ? null : Timestamp.from(nextAt));
                    s.setObject(2, matchId);
                    s.setLong(3, version);
                    s.setLong(4, version);
                    s.setTimestamp(5, Timestamp.from(lease));
                    if (s.executeUpdate() != 1) {
                        c.rollback();
                        return false;
                    }
                }
                if (!warnings.isEmpty())
                    try (PreparedStatement s = c.prepareStatement(
                            "INSERT INTO webhook_delivery"
                                    + " (match_id, id, subscription_id, match_version, kind, data, created_at, next_attempt_at)"
                                    + " VALUES (?, ?, ?, ?, ?, CAST(? AS jsonb), ?, ?) ON CONFLICT (match_id, id) DO NOTHING")) {
                        for (Warning w : warnings) {
                            s.setObject(1, matchId);
                            s.setObject(2, w.id());
                            s.setObject(3, w.subscriptionId());
                            s.setLong(4, version);
                            s.setString(5, w.kind());
                            s.setString(6, w.data());
                            s.setTimestamp(7, Timestamp.from(at));
                            s.setTimestamp(8, Timestamp.from(at));
                            s.addBatch();
                        }
                        s.executeBatch();
                    }
                c.commit();
                return true;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** The organizer's player id of each seat of the match that has one. */
    public java.util.Map<Integer, String> externalIds(UUID matchId) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "SELECT seat, external_id FROM match_seat WHERE match_id = ? AND external_id IS NOT NULL")) {
            s.setObject(1, matchId);
            java.util.Map<Integer, String> out = new java.util.HashMap<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.put(r.getInt(1), r.getString(2));
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }
}
