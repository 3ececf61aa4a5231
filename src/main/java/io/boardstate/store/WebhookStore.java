package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Organizers' webhook subscriptions (table webhook_subscription); a deleted one is kept, marked. */
@ApplicationScoped
public class WebhookStore {
    /**
     * One subscription as stored; {@code previousSecret} signs too until {@code previousUntil};
     * {@code deadlineWarnings}: its lead times in seconds (null: the default).
     */
    public record Subscription(
            UUID id,
            String organizer,
            String url,
            String description,
            List<String> kinds,
            String tournament,
            String secret,
            String previousSecret,
            Instant previousUntil,
            boolean active,
            Instant createdAt,
            List<Integer> deadlineWarnings) {}

    /** A live, active subscription that wants deadline warnings: whose matches, and its lead times. */
    public record Warned(UUID id, String organizer, String tournament, List<Integer> leadSeconds) {}

    private static final String COLUMNS = "id, organizer, url, description, kinds, tournament, secret,"
            + " previous_secret, previous_until, active, created_at, deadline_warnings";

    @Inject
    AgroalDataSource dataSource;

    public void insert(Subscription s) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("INSERT INTO webhook_subscription (" + COLUMNS
                        + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            q.setObject(1, s.id());
            q.setString(2, s.organizer());
            fill(c, q, 3, s);
            q.setString(7, s.secret());
            q.setString(8, s.previousSecret());
            q.setTimestamp(9, time(s.previousUntil()));
            q.setBoolean(10, s.active());
            q.setTimestamp(11, time(s.createdAt()));
            q.setArray(12, leads(c, s.deadlineWarnings()));
            q.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** The organizer's live subscriptions, oldest first. */
    public List<Subscription> list(String organizer) {
        return query(
                "SELECT " + COLUMNS + " FROM webhook_subscription WHERE organizer = ? AND deleted_at IS NULL"
                        + " ORDER BY created_at, id",
                organizer,
                null);
    }

    /** The organizer's live subscription with this id. */
    public Optional<Subscription> find(String organizer, UUID id) {
        return query(
                        "SELECT " + COLUMNS + " FROM webhook_subscription WHERE organizer = ? AND id = ?"
                                + " AND deleted_at IS NULL",
                        organizer,
                        id)
                .stream()
                .findFirst();
    }

    /** Writes url, description, kinds, tournament, active and lead times of a live subscription. */
    public void update(Subscription s) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("UPDATE webhook_subscription SET url = ?, description = ?,"
                        + " kinds = ?, tournament = ?, active = ?, deadline_warnings = ?"
                        + " WHERE id = ? AND deleted_at IS NULL")) {
            fill(c, q, 1, s);
            q.setBoolean(5, s.active());
            q.setArray(6, leads(c, s.deadlineWarnings()));
            q.setObject(7, s.id());
            q.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** A new secret; the current one keeps signing until {@code previousUntil}. */
    public void rotate(UUID id, String secret, String previousSecret, Instant previousUntil) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("UPDATE webhook_subscription SET secret = ?,"
                        + " previous_secret = ?, previous_until = ? WHERE id = ? AND deleted_at IS NULL")) {
            q.setString(1, secret);
            q.setString(2, previousSecret);
            q.setTimestamp(3, time(previousUntil));
            q.setObject(4, id);
            q.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** Marks it deleted; its pending deliveries fail (nobody will take them). False: none such. */
    public boolean delete(String organizer, UUID id, Instant at) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("WITH gone AS (UPDATE webhook_subscription"
                        + "   SET deleted_at = ?, active = false WHERE organizer = ? AND id = ? AND deleted_at IS NULL"
                        + "   RETURNING id),"
                        + " dropped AS (UPDATE webhook_delivery d SET status = 'failed',"
                        + "   last_error = 'subscription deleted' FROM gone"
                        + "   WHERE d.subscription_id = gone.id AND d.status = 'pending' RETURNING 1)"
                        + " SELECT count(*) FROM gone")) {
            q.setTimestamp(1, time(at));
            q.setString(2, organizer);
            q.setObject(3, id);
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getLong(1) > 0;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /**
     * Every live, active subscription that wants {@code kind} (any organizer): few rows, a reference
     * table under Citus, read once per round of the warning scan.
     */
    public List<Warned> wanting(String kind) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("SELECT id, organizer, tournament, deadline_warnings"
                        + " FROM webhook_subscription WHERE active AND deleted_at IS NULL AND ? = ANY(kinds)"
                        + " ORDER BY id")) {
            q.setString(1, kind);
            return Rows.list(
                    q,
                    r -> new Warned(r.getObject(1, UUID.class), r.getString(2), r.getString(3), leads(r.getArray(4))));
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    private static java.sql.Array leads(Connection c, List<Integer> seconds) throws SQLException {
        return seconds == null ? null : c.createArrayOf("integer", seconds.toArray());
    }

    private static List<Integer> leads(java.sql.Array array) throws SQLException {
        if (array == null) return null;
        List<Integer> out = new ArrayList<>();
        for (Object o : (Object[]) array.getArray()) out.add(((Number) o).intValue());
        return List.copyOf(out);
    }

    /** url, description, kinds, tournament from {@code i}. */
    private static void fill(Connection c, PreparedStatement q, int i, Subscription s) throws SQLException {
        q.setString(i, s.url());
        q.setString(i + 1, s.description());
        q.setArray(i + 2, c.createArrayOf("text", s.kinds().toArray()));
        q.setString(i + 3, s.tournament());
    }

    private List<Subscription> query(String sql, String organizer, UUID id) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement(sql)) {
            q.setString(1, organizer);
            if (id != null) q.setObject(2, id);
            return Rows.list(q, WebhookStore::subscription);
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    private static Subscription subscription(ResultSet r) throws SQLException {
        return new Subscription(
                r.getObject(1, UUID.class),
                r.getString(2),
                r.getString(3),
                r.getString(4),
                List.of((String[]) r.getArray(5).getArray()),
                r.getString(6),
                r.getString(7),
                r.getString(8),
                instant(r.getTimestamp(9)),
                r.getBoolean(10),
                instant(r.getTimestamp(11)),
                leads(r.getArray(12)));
    }

    static Timestamp time(Instant at) {
        return at == null ? null : Timestamp.from(at);
    }

    static Instant instant(Timestamp t) {
        return t == null ? null : t.toInstant();
    }
}
