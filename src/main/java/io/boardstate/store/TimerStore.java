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
import java.util.List;
import java.util.UUID;

/**
 * The deadlines of matches with a clock ({@code match_timer}), for the timeout scheduler. Any
 * replica claims due rows: one statement locks them with {@code FOR UPDATE SKIP LOCKED} (so two
 * replicas never take the same row) and leases them for a while, so a replica that dies mid-way
 * only delays the timeout to the lease's end. A command that moves the match resets its row
 * (new version, new deadline, no lease) in its own statement ({@link CommandLog}).
 */
@ApplicationScoped
public class TimerStore {
    private static final String CLAIM = "UPDATE match_timer t SET claimed_until = ?"
            + " FROM (SELECT match_id FROM match_timer WHERE due_at <= ?"
            + "   AND (claimed_until IS NULL OR claimed_until <= ?)"
            + "   ORDER BY due_at LIMIT ? FOR UPDATE SKIP LOCKED) due"
            + " WHERE t.match_id = due.match_id RETURNING t.match_id, t.version, t.due_at";

    private final AgroalDataSource dataSource;

    public TimerStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A claimed deadline: the match, the head version it was set at, when it is due. */
    public record Due(UUID matchId, long version, Instant dueAt) {}

    /** Claims up to {@code limit} rows due at {@code now}, leased for {@code lease}. */
    public List<Due> claim(Instant now, Duration lease, int limit) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(CLAIM)) {
            s.setTimestamp(1, Timestamp.from(now.plus(lease)));
            s.setTimestamp(2, Timestamp.from(now));
            s.setTimestamp(3, Timestamp.from(now));
            s.setInt(4, limit);
            List<Due> due = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next())
                    due.add(new Due(
                            r.getObject(1, UUID.class),
                            r.getLong(2),
                            r.getTimestamp(3).toInstant()));
            }
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
