package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
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

    private final AgroalDataSource dataSource;

    public TimerStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A claimed deadline: the match, the head version it was set at, when it is due. */
    public record Due(UUID matchId, long version, Instant dueAt) {}

    /** Claims up to {@code limit} rows due at {@code now}, leased for {@code lease}. */
    public List<Due> claim(Instant now, Duration lease, int limit) {
        try (Connection c = dataSource.getConnection()) {
            List<Object[]> candidates = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(DUE)) {
                s.setTimestamp(1, Timestamp.from(now));
                s.setTimestamp(2, Timestamp.from(now));
                s.setInt(3, limit * CANDIDATES_PER_CLAIM);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) candidates.add(new Object[] {r.getObject(1, UUID.class), r.getLong(2)});
                }
            }
            Collections.shuffle(candidates);
            List<Due> due = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(LEASE)) {
                for (Object[] candidate : candidates) {
                    if (due.size() == limit) break;
                    s.setTimestamp(1, Timestamp.from(now.plus(lease)));
                    s.setObject(2, candidate[0]);
                    s.setLong(3, (Long) candidate[1]);
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
}
