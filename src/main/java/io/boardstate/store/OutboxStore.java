package io.boardstate.store;

import static io.boardstate.store.WebhookStore.instant;
import static io.boardstate.store.WebhookStore.time;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The webhook outbox (table webhook_delivery). Rows are put there by the writes that cause them
 * ({@link CommandLog}, {@link MatchStore}); any replica claims due ones with a conditional lease (no
 * cross-shard row locks, so it works on Citus), in order per match and subscription, and records each
 * attempt's outcome.
 */
@ApplicationScoped
public class OutboxStore {
    // A row is due when pending, its time has come, nobody holds a live lease on it and no earlier
    // row of its match for its subscription is still pending (that keeps a match's deliveries in order).
    // Claimed in two steps that work alike on one Postgres and on Citus (no FOR UPDATE SKIP LOCKED
    // across shards there): a plain read of due rows over every shard, then per row one conditional
    // update on its match's shard that leases it only if it is still due. The row lock makes a second
    // replica's update see the lease and skip the row, so a row has one holder at a time.
    private static final String DUE = "SELECT w.match_id, w.id, w.seq, w.subscription_id, s.url, s.secret,"
            + "   s.previous_secret, s.previous_until, m.ruleset, m.tag_tournament, m.tag_round, m.tag_table,"
            + "   s.organizer"
            + " FROM webhook_delivery w JOIN webhook_subscription s ON s.id = w.subscription_id"
            + "   AND s.active AND s.deleted_at IS NULL"
            + " JOIN match m ON m.id = w.match_id"
            + " WHERE w.status = 'pending' AND w.next_attempt_at <= ?"
            + " AND (w.claimed_until IS NULL OR w.claimed_until <= ?)"
            + " AND NOT EXISTS (SELECT 1 FROM webhook_delivery e WHERE e.status = 'pending'"
            + "   AND e.subscription_id = w.subscription_id AND e.match_id = w.match_id AND e.seq < w.seq)"
            + " ORDER BY w.next_attempt_at, w.seq LIMIT ?";
    private static final String LEASE = "UPDATE webhook_delivery d SET claimed_until = ?, attempts = d.attempts + 1,"
            + "   last_attempt_at = ?"
            + " WHERE d.match_id = ? AND d.id = ? AND d.status = 'pending' AND d.next_attempt_at <= ?"
            + " AND (d.claimed_until IS NULL OR d.claimed_until <= ?)"
            + " AND NOT EXISTS (SELECT 1 FROM webhook_delivery e WHERE e.match_id = d.match_id"
            + "   AND e.subscription_id = d.subscription_id AND e.status = 'pending' AND e.seq < d.seq)"
            + " RETURNING d.id, d.kind, d.data, d.created_at, d.match_version, d.attempts";
    // More candidates than asked for, taken in random order, so that replicas polling together
    // mostly lease different rows instead of all racing for the first few.
    private static final int CANDIDATES_PER_CLAIM = 4;

    private static final String LISTED = "id, kind, match_id, match_version, status, attempts, created_at,"
            + " next_attempt_at, last_attempt_at, last_status, last_error, delivered_at, seq";

    @Inject
    AgroalDataSource dataSource;

    /** A claimed delivery with what sending it takes; {@code lease} identifies this claim. */
    public record Claimed(
            UUID id,
            String kind,
            String data,
            Instant createdAt,
            UUID matchId,
            long matchVersion,
            int attempt,
            Destination to,
            Instant lease) {}

    /** Where a delivery goes and what its payload names: the subscription, its secrets, the match's ruleset and tags. */
    public record Destination(
            UUID subscriptionId,
            String url,
            String secret,
            String previousSecret,
            Instant previousUntil,
            String ruleset,
            String tournament,
            String round,
            String table) {}

    /** A delivery as an organizer sees it; {@code seq} orders them (newest first in listings). */
    public record Delivery(
            UUID id,
            String kind,
            UUID matchId,
            long matchVersion,
            String status,
            int attempts,
            Instant createdAt,
            Instant nextAttemptAt,
            Instant lastAttemptAt,
            Integer lastStatus,
            String lastError,
            Instant deliveredAt,
            long seq) {}

    /** Claims up to {@code limit} due deliveries at {@code now}, leased until {@code lease}. */
    public List<Claimed> claim(Instant now, Instant lease, int limit) {
        return claimDue(now, lease, limit, limit * CANDIDATES_PER_CLAIM, organizer -> true, organizer -> {}).stream()
                .map(OrganizerClaim::claimed)
                .toList();
    }

    /**
     * Reads up to {@code candidates} due rows over every shard, then leases them one by one (on each
     * row's own shard) in random order while {@code admits} lets their organizer have one more.
     */
    private List<OrganizerClaim> claimDue(
            Instant now, Instant lease, int limit, int candidates, Predicate<String> admits, Consumer<String> leased) {
        try (Connection c = dataSource.getConnection()) {
            List<Candidate> due;
            try (PreparedStatement q = c.prepareStatement(DUE)) {
                q.setTimestamp(1, time(now));
                q.setTimestamp(2, time(now));
                q.setInt(3, candidates);
                due = Rows.list(
                        q,
                        r -> new Candidate(
                                r.getObject(1, UUID.class),
                                r.getObject(2, UUID.class),
                                new Destination(
                                        r.getObject(4, UUID.class),
                                        r.getString(5),
                                        r.getString(6),
                                        r.getString(7),
                                        instant(r.getTimestamp(8)),
                                        r.getString(9),
                                        r.getString(10),
                                        r.getString(11),
                                        r.getString(12)),
                                r.getString(13)));
            }
            Collections.shuffle(due);
            List<OrganizerClaim> out = new ArrayList<>();
            try (PreparedStatement q = c.prepareStatement(LEASE)) {
                for (Candidate d : due) {
                    if (out.size() == limit) break;
                    if (!admits.test(d.organizer())) continue;
                    q.setTimestamp(1, time(lease));
                    q.setTimestamp(2, time(now));
                    q.setObject(3, d.matchId());
                    q.setObject(4, d.id());
                    q.setTimestamp(5, time(now));
                    q.setTimestamp(6, time(now));
                    try (ResultSet r = q.executeQuery()) {
                        if (!r.next()) continue;
                        leased.accept(d.organizer());
                        out.add(new OrganizerClaim(
                                d.organizer(),
                                new Claimed(
                                        r.getObject(1, UUID.class),
                                        r.getString(2),
                                        r.getString(3),
                                        instant(r.getTimestamp(4)),
                                        d.matchId(),
                                        r.getLong(5),
                                        r.getInt(6),
                                        d.to(),
                                        lease)));
                    }
                }
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** A due row as the read found it, with what sending it takes. */
    private record Candidate(UUID matchId, UUID id, Destination to, String organizer) {}

    /** A claimed delivery and the organizer whose subscription it goes to. */
    public record OrganizerClaim(String organizer, Claimed claimed) {}

    /**
     * Claims up to {@code limit} due deliveries like {@link #claim}, fairly: none for the {@code
     * saturated} organizers, at most {@code slots[i]} for {@code organizers[i]} and at most {@code
     * perOrganizer} for any other (so one organizer's backlog never takes every sender).
     */
    public List<OrganizerClaim> claimFairly(
            Instant now,
            Instant lease,
            int limit,
            int perOrganizer,
            List<String> saturated,
            List<String> organizers,
            List<Integer> slots) {
        Map<String, Integer> free = new HashMap<>();
        for (int i = 0; i < organizers.size(); i++) free.put(organizers.get(i), slots.get(i));
        for (String full : saturated) free.put(full, 0);
        // Candidates of each organizer beyond its free slots are passed over before any lease is tried.
        Map<String, Integer> taken = new HashMap<>();
        return claimDue(
                now,
                lease,
                limit,
                Math.max(limit * CANDIDATES_PER_CLAIM, 64),
                organizer -> taken.getOrDefault(organizer, 0) < free.getOrDefault(organizer, perOrganizer),
                organizer -> taken.merge(organizer, 1, Integer::sum));
    }

    /**
     * Records an attempt's outcome, only while this claim still holds the row: {@code status}
     * 'delivered', 'pending' (again at {@code nextAttemptAt}) or 'failed'. False: the lease was lost.
     */
    public boolean finish(
            Claimed claimed, String status, Integer httpStatus, String error, Instant nextAttemptAt, Instant at) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("UPDATE webhook_delivery SET status = ?, last_status = ?,"
                        + " last_error = ?, next_attempt_at = coalesce(?, next_attempt_at), claimed_until = NULL,"
                        + " delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END"
                        + " WHERE match_id = ? AND id = ? AND claimed_until = ? AND status = 'pending'")) {
            q.setString(1, status);
            if (httpStatus == null) q.setNull(2, Types.INTEGER);
            else q.setInt(2, httpStatus);
            q.setString(3, error);
            q.setTimestamp(4, time(nextAttemptAt));
            q.setString(5, status);
            q.setTimestamp(6, time(at));
            q.setObject(7, claimed.matchId());
            q.setObject(8, claimed.id());
            q.setTimestamp(9, time(claimed.lease()));
            return q.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** A subscription's deliveries, newest first, those before {@code beforeSeq} (null: from the newest). */
    public List<Delivery> list(UUID subscriptionId, String status, Long beforeSeq, int limit) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("SELECT " + LISTED + " FROM webhook_delivery"
                        + " WHERE subscription_id = ? AND (?::text IS NULL OR status = ?)"
                        + " AND (?::bigint IS NULL OR seq < ?) ORDER BY seq DESC LIMIT ?")) {
            q.setObject(1, subscriptionId);
            q.setString(2, status);
            q.setString(3, status);
            q.setObject(4, beforeSeq, Types.BIGINT);
            q.setObject(5, beforeSeq, Types.BIGINT);
            q.setInt(6, limit);
            return deliveries(q);
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** Makes a delivery of the subscription due again now with fresh retries; empty: no such delivery. */
    public Optional<Delivery> redeliver(UUID subscriptionId, UUID deliveryId, Instant now) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("UPDATE webhook_delivery SET status = 'pending',"
                        + " attempts = 0, next_attempt_at = ?, claimed_until = NULL"
                        + " WHERE subscription_id = ? AND id = ? RETURNING " + LISTED)) {
            q.setTimestamp(1, time(now));
            q.setObject(2, subscriptionId);
            q.setObject(3, deliveryId);
            return deliveries(q).stream().findFirst();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** Seconds the oldest due pending delivery has waited (0: none waits). */
    public double lagSeconds(Instant now) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q =
                        c.prepareStatement("SELECT extract(epoch FROM ?::timestamptz - min(next_attempt_at))"
                                + " FROM webhook_delivery WHERE status = 'pending' AND next_attempt_at <= ?")) {
            q.setTimestamp(1, time(now));
            q.setTimestamp(2, time(now));
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return Math.max(0, r.getDouble(1));
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    private static List<Delivery> deliveries(PreparedStatement q) throws SQLException {
        return Rows.list(q, OutboxStore::delivery);
    }

    private static Delivery delivery(ResultSet r) throws SQLException {
        return new Delivery(
                r.getObject(1, UUID.class),
                r.getString(2),
                r.getObject(3, UUID.class),
                r.getLong(4),
                r.getString(5),
                r.getInt(6),
                instant(r.getTimestamp(7)),
                instant(r.getTimestamp(8)),
                instant(r.getTimestamp(9)),
                (Integer) r.getObject(10),
                r.getString(11),
                instant(r.getTimestamp(12)),
                r.getLong(13));
    }
}
