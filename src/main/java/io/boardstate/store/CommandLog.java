package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The command path's writes, one autocommitted statement (one round trip) each, in plain JDBC:
 * {@link #append} moves the head, appends the events and stores the answer together or not at
 * all; {@link #settle} checks a rejection against the head and stores its answer.
 */
@ApplicationScoped
public class CommandLog {
    private static final String UNIQUE_VIOLATION = "23505";

    private static final String PRIOR = "SELECT request_hash, status, etag, response FROM idempotency_record"
            + " WHERE match_id = ? AND seat = ? AND idem_key = ? AND status IS NOT NULL";

    // Data-modifying CTEs all run, each seeing the snapshot of the statement: every insert hangs on
    // the head update, which holds the row lock until commit. A concurrent writer waits, then finds
    // the version moved and changes nothing.
    private static final String APPEND = "WITH prior AS (" + PRIOR + "),"
            + " head AS (UPDATE match SET version = ?, finished = ?, updated_at = ?, state_checksum = ?,"
            + "   control = COALESCE(?::jsonb, control)"
            + "   WHERE id = ? AND version = ? AND (state_checksum = ? OR state_checksum IS NULL)"
            + "   AND NOT EXISTS (SELECT 1 FROM prior) RETURNING id),"
            + " events AS (INSERT INTO match_event (match_id, version, type, payload, seat, created_at, command)"
            + "   SELECT head.id, e.version, e.type, e.payload::jsonb, ?, ?, e.command::jsonb FROM head,"
            + "   unnest(?::bigint[], ?::text[], ?::text[], ?::text[]) AS e(version, type, payload, command)"
            + "   RETURNING 1),"
            + " snapshot AS (INSERT INTO match_snapshot (match_id, version, state, created_at)"
            + "   SELECT head.id, ?, ?::jsonb, ? FROM head WHERE ?::text IS NOT NULL RETURNING 1),"
            + " answer AS (INSERT INTO idempotency_record"
            + "   (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)"
            + "   SELECT head.id, ?, ?, ?, ?, ?, ?, ?, ? FROM head WHERE ?::text IS NOT NULL RETURNING 1),"
            + " timer AS (UPDATE match_timer t SET version = ?, due_at = ?, claimed_until = NULL"
            + "   FROM head WHERE t.match_id = head.id RETURNING 1)"
            + " SELECT (SELECT count(*) FROM head), p.request_hash, p.status, p.etag, p.response"
            + " FROM (SELECT 1) one LEFT JOIN prior p ON true";

    // The same statement when the append causes webhook notifications: one more CTE on the head puts
    // them in the outbox for each live subscription of the match's organizer that wants the kind.
    // Only used when there are some, so that the usual append costs nothing more.
    private static final String APPEND_NOTIFYING = APPEND.replace(
                    "AND NOT EXISTS (SELECT 1 FROM prior) RETURNING id)",
                    "AND NOT EXISTS (SELECT 1 FROM prior) RETURNING id, organizer, tag_tournament)")
            .replace(
                    " SELECT (SELECT count(*) FROM head),",
                    ", notify AS (INSERT INTO webhook_delivery"
                            + "   (subscription_id, match_id, match_version, kind, data, created_at, next_attempt_at)"
                            + "   SELECT s.id, head.id, ?, n.kind, n.data::jsonb, ?, ? FROM head"
                            + "   CROSS JOIN unnest(?::text[], ?::text[]) WITH ORDINALITY AS n(kind, data, ord)"
                            + "   JOIN webhook_subscription s ON s.organizer = head.organizer AND s.active"
                            + "     AND s.deleted_at IS NULL AND n.kind = ANY(s.kinds)"
                            + "     AND (s.tournament IS NULL OR s.tournament = head.tag_tournament)"
                            + "   ORDER BY n.ord, s.id RETURNING 1)"
                            + " SELECT (SELECT count(*) FROM head),");

    private static final String SETTLE = "WITH head AS (SELECT version, state_checksum, finished, updated_at"
            + "   FROM match WHERE id = ?),"
            + " prior AS (" + PRIOR + "),"
            + " answer AS (INSERT INTO idempotency_record"
            + "   (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)"
            + "   SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? FROM head"
            + "   WHERE ?::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM prior) AND CASE ?::int"
            + "     WHEN 0 THEN true"
            + "     WHEN 1 THEN head.version = ? AND (head.state_checksum = ? OR head.state_checksum IS NULL)"
            + "     WHEN 2 THEN head.version <> ? ELSE false END RETURNING 1)"
            + " SELECT h.version, h.state_checksum, h.finished, h.updated_at, (SELECT count(*) FROM answer),"
            + " p.request_hash, p.status, p.etag, p.response FROM head h LEFT JOIN prior p ON true";

    private final AgroalDataSource dataSource;

    public CommandLog(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** What {@link #append} did. */
    public sealed interface Appended {
        /** Stored: the head is at the new version. */
        record Stored() implements Appended {}

        /** An answer is already stored under this Idempotency-Key: nothing was appended. */
        record AnsweredBefore(StoredAnswer answer) implements Appended {}

        /**
         * The head was not at the expected version with the expected checksum (see {@code head}),
         * or (keyTaken) a request of an older release holds the Idempotency-Key: nothing appended.
         */
        record Refused(LogHead head, boolean keyTaken) implements Appended {}
    }

    public Appended append(Append a) {
        List<Notification> notifications = a.notifications() == null ? List.of() : a.notifications();
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(notifications.isEmpty() ? APPEND : APPEND_NOTIFYING)) {
            int i = prior(s, 1, a.matchId(), a.key());
            s.setLong(i++, a.newVersion());
            s.setBoolean(i++, a.finished());
            s.setTimestamp(i++, Timestamp.from(a.at()));
            s.setString(i++, a.newChecksum());
            s.setString(i++, a.control());
            s.setObject(i++, a.matchId());
            s.setLong(i++, a.expectedVersion());
            s.setString(i++, a.expectedChecksum());
            if (a.seat() == null) s.setNull(i++, Types.INTEGER);
            else s.setInt(i++, a.seat());
            s.setTimestamp(i++, Timestamp.from(a.at()));
            List<StoredEvent> events = a.events();
            s.setArray(
                    i++,
                    c.createArrayOf(
                            "bigint", events.stream().map(StoredEvent::version).toArray()));
            s.setArray(
                    i++,
                    c.createArrayOf(
                            "text", events.stream().map(StoredEvent::type).toArray()));
            s.setArray(
                    i++,
                    c.createArrayOf(
                            "text", events.stream().map(StoredEvent::payload).toArray()));
            s.setArray(
                    i++,
                    c.createArrayOf(
                            "text", events.stream().map(StoredEvent::command).toArray()));
            s.setLong(i++, a.newVersion());
            s.setString(i++, a.snapshotState());
            s.setTimestamp(i++, Timestamp.from(a.at()));
            s.setString(i++, a.snapshotState());
            i = answer(s, i, a.key(), a.answer(), a.at());
            s.setString(i++, a.key() == null ? null : a.key().key());
            s.setLong(i++, a.newVersion());
            s.setTimestamp(i++, a.dueAt() == null ? null : Timestamp.from(a.dueAt()));
            if (!notifications.isEmpty()) {
                s.setLong(i++, a.newVersion());
                s.setTimestamp(i++, Timestamp.from(a.at()));
                s.setTimestamp(i++, Timestamp.from(a.at()));
                s.setArray(
                        i++,
                        c.createArrayOf(
                                "text",
                                notifications.stream().map(Notification::kind).toArray()));
                s.setArray(
                        i,
                        c.createArrayOf(
                                "text",
                                notifications.stream().map(Notification::data).toArray()));
            }
            try (ResultSet r = s.executeQuery()) {
                r.next();
                if (r.getLong(1) == 1) return new Appended.Stored();
                StoredAnswer prior = prior(r, 2);
                if (prior != null) return new Appended.AnsweredBefore(prior);
            }
            return new Appended.Refused(head(c, a.matchId()), false);
        } catch (SQLException e) {
            if (!UNIQUE_VIOLATION.equals(e.getSQLState())) throw new StoreException(e);
            // Another request stored an answer under the key (or an event at the version) meanwhile.
            Settled now = settle(a.matchId(), Expect.nothing(), a.key(), null, a.at());
            if (now.prior() != null) return new Appended.AnsweredBefore(now.prior());
            return new Appended.Refused(
                    now.head(), a.key() != null && now.head().version() == a.expectedVersion());
        }
    }

    /** What must hold of the head for a rejection's answer to be stored. */
    public record Expect(int kind, long version, String checksum) {
        /** Store nothing: only read the head and any stored answer. */
        public static Expect nothing() {
            return new Expect(-1, 0, null);
        }

        /** The answer holds whatever the head is (the request itself was malformed). */
        public static Expect anything() {
            return new Expect(0, 0, null);
        }

        /** A rule rejection decided on the state with this checksum at this version. */
        public static Expect at(long version, String checksum) {
            return new Expect(1, version, checksum);
        }

        /** A version conflict: the head is not at {@code version}. */
        public static Expect notAt(long version) {
            return new Expect(2, version, null);
        }
    }

    /** The head; whether the answer was stored; an answer stored before under the key, if any. */
    public record Settled(LogHead head, boolean stored, StoredAnswer prior) {}

    /**
     * Reads the head and, with a key, stores {@code answer} under it when {@code expect} holds and
     * the key has no answer yet (else returns the one it has).
     */
    public Settled settle(UUID matchId, Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(SETTLE)) {
            s.setObject(1, matchId);
            int i = prior(s, 2, matchId, key);
            s.setObject(i++, matchId);
            i = answer(s, i, key, answer, at);
            s.setString(i++, key == null || answer == null ? null : key.key());
            s.setInt(i++, expect.kind());
            s.setLong(i++, expect.version());
            s.setString(i++, expect.checksum());
            s.setLong(i, expect.version());
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) return new Settled(null, false, null);
                return new Settled(head(r, 1), r.getLong(5) == 1, prior(r, 6));
            }
        } catch (SQLException e) {
            if (UNIQUE_VIOLATION.equals(e.getSQLState())) return settle(matchId, Expect.nothing(), key, null, at);
            throw new StoreException(e);
        }
    }

    /** The head as Postgres has it now. */
    public LogHead head(UUID matchId) {
        try (Connection c = dataSource.getConnection()) {
            return head(c, matchId);
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    private static LogHead head(Connection c, UUID matchId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT version, state_checksum, finished, updated_at, control FROM match WHERE id = ?")) {
            s.setObject(1, matchId);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) return null;
                LogHead head = head(r, 1);
                return new LogHead(head.version(), head.checksum(), head.finished(), head.updatedAt(), r.getString(5));
            }
        }
    }

    private static LogHead head(ResultSet r, int from) throws SQLException {
        return new LogHead(
                r.getLong(from),
                r.getString(from + 1),
                r.getBoolean(from + 2),
                r.getTimestamp(from + 3).toInstant());
    }

    private static int prior(PreparedStatement s, int i, UUID matchId, IdempotencyKey key) throws SQLException {
        s.setObject(i++, matchId);
        s.setInt(i++, key == null ? -1 : key.seat());
        s.setString(i++, key == null ? null : key.key());
        return i;
    }

    private static StoredAnswer prior(ResultSet r, int from) throws SQLException {
        String hash = r.getString(from);
        if (hash == null) return null;
        String etag = r.getString(from + 2);
        return new StoredAnswer(
                hash, r.getInt(from + 1), etag == null ? null : Long.valueOf(etag), r.getString(from + 3));
    }

    /** seat, idem_key, request_hash, status, etag, response, created_at, completed_at. */
    private static int answer(PreparedStatement s, int i, IdempotencyKey key, StoredAnswer answer, Instant at)
            throws SQLException {
        boolean stored = key != null && answer != null;
        s.setInt(i++, stored ? key.seat() : 0);
        s.setString(i++, stored ? key.key() : null);
        s.setString(i++, stored ? answer.requestHash() : null);
        if (stored) s.setInt(i++, answer.status());
        else s.setNull(i++, Types.INTEGER);
        s.setString(i++, stored && answer.version() != null ? answer.version().toString() : null);
        s.setString(i++, stored ? answer.body() : null);
        s.setTimestamp(i++, Timestamp.from(at));
        s.setTimestamp(i++, Timestamp.from(at));
        return i;
    }
}
