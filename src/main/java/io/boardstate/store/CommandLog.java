package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import io.boardstate.config.BoardstateConfig;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * The command path's writes in plain JDBC, one statement (one round trip) each: {@link #append}
 * moves the head, appends the events and stores the answer together or not at all, in a
 * transaction shared with the appends of other matches that arrived meanwhile ({@link
 * GroupCommit}); {@link #settle} checks a rejection against the head and stores its answer.
 */
@ApplicationScoped
public class CommandLog implements MatchLog {
    private static final Logger LOG = Logger.getLogger(CommandLog.class);
    private static final String UNIQUE_VIOLATION = "23505";
    // A statement Postgres rolled back whole and asks to run again: a serialization failure, or
    // the victim of a deadlock (Citus's distributed detector also picks victims among waiters).
    private static final Set<String> ROLLED_BACK = Set.of("40001", "40P01");
    private static final int TRIES = 3;

    // The statements live in src/main/resources/db/sql with their parameters named; each calls a
    // function of one match (migration V12), which Citus runs whole on the match's worker.
    private static final NamedSql APPEND = NamedSql.load("db/sql/append.sql");
    private static final NamedSql SETTLE = NamedSql.load("db/sql/settle.sql");

    private final AgroalDataSource dataSource;
    private final Distribution distribution;
    // Null: each append in its own statement (the configuration says so). Not on Citus either, where
    // a group over several workers' matches would be a distributed transaction.
    private final GroupCommit group;

    @Inject
    public CommandLog(
            AgroalDataSource dataSource, BoardstateConfig config, Distribution distribution, MeterRegistry meters) {
        this.dataSource = dataSource;
        this.distribution = distribution;
        this.group = config.store().groupCommit()
                ? new GroupCommit(
                        this,
                        dataSource,
                        DistributionSummary.builder("boardstate.append.group")
                                .description("Appends committed together in one transaction (group commit)")
                                .register(meters))
                : null;
    }

    /** The group commit, if appends are grouped (for tests of this package). */
    GroupCommit group() {
        return group;
    }

    @Override
    public Appended append(Append a) {
        if (group != null && !distribution.onCitus()) return group.append(a);
        return alone(a);
    }

    /** One append in its own autocommitted statement. */
    Appended alone(Append a) {
        try {
            return again(c -> finish(a, run(c, a), c));
        } catch (SQLException e) {
            if (!UNIQUE_VIOLATION.equals(e.getSQLState())) throw new StoreException(e);
            return raced(a);
        }
    }

    private interface Work<T> {
        T on(Connection c) throws SQLException;
    }

    /**
     * Runs {@code work} on a connection, and again (up to {@link #TRIES} times) when Postgres rolled
     * its statement back whole and asks for it again: it changed nothing, so it is the same request.
     */
    private <T> T again(Work<T> work) throws SQLException {
        for (int tried = 1; ; tried++) {
            try (Connection c = dataSource.getConnection()) {
                return work.on(c);
            } catch (SQLException e) {
                if (!ROLLED_BACK.contains(e.getSQLState()) || tried == TRIES) throw e;
                LOG.infof(
                        "statement rolled back by the database (%s), running it again: %s",
                        e.getSQLState(), e.getMessage());
            }
        }
    }

    /**
     * Runs the append statement on {@code c}: 1 stored, else 0 with the answer stored before under
     * the key, if any (the caller then reads the head, after the transaction when there is one).
     */
    static Ran run(Connection c, Append a) throws SQLException {
        List<Notification> notifications = a.notifications();
        List<StoredEvent> events = a.events();
        try (PreparedStatement s = c.prepareStatement(APPEND.sql())) {
            NamedSql.Binder b = APPEND.bind(c, s);
            prior(b, a.matchId(), a.key());
            answer(b, a.key(), a.answer(), a.head().at());
            b.bigint("newVersion", a.newVersion())
                    .bool("finished", a.head().finished())
                    .timestamp("at", a.head().at())
                    .text("newChecksum", a.head().checksum())
                    .text("control", a.head().control())
                    .bigint("expectedVersion", a.from().version())
                    .text("expectedChecksum", a.from().checksum())
                    .integer("seat", a.seat())
                    .array("eventVersions", "bigint", events, StoredEvent::version)
                    .array("eventTypes", "text", events, StoredEvent::type)
                    .array("eventPayloads", "text", events, StoredEvent::payload)
                    .array("eventCommands", "text", events, StoredEvent::command)
                    .text("snapshot", a.snapshotState())
                    .timestamp("dueAt", a.head().dueAt())
                    .array("notificationKinds", "text", notifications, Notification::kind)
                    .array("notificationData", "text", notifications, Notification::data);
            try (ResultSet r = b.done().executeQuery()) {
                r.next();
                return new Ran(r.getLong(1) == 1, prior(r, 2));
            }
        }
    }

    /** What the append statement said: stored, or not, with any answer stored before under the key. */
    record Ran(boolean stored, StoredAnswer prior) {}

    /** The outcome of a statement that ran (and, in a group, committed); {@code c} reads the head. */
    static Appended finish(Append a, Ran ran, Connection c) throws SQLException {
        if (ran.stored()) return new Appended.Stored();
        if (ran.prior() != null) return new Appended.AnsweredBefore(ran.prior());
        return new Appended.Refused(head(c, a.matchId()), false);
    }

    /** Another request stored an answer under the key (or an event at the version) meanwhile. */
    Appended raced(Append a) {
        Settled now = settle(
                a.matchId(), new Expect.Nothing(), a.key(), null, a.head().at());
        if (now.prior() != null) return new Appended.AnsweredBefore(now.prior());
        return new Appended.Refused(
                now.head(), a.key() != null && now.head().version() == a.from().version());
    }

    /**
     * Reads the head and, with a key, stores {@code answer} under it when {@code expect} holds and
     * the key has no answer yet (else returns the one it has).
     */
    @Override
    public Settled settle(UUID matchId, Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at) {
        try {
            return again(c -> settle(c, matchId, expect, key, answer, at));
        } catch (SQLException e) {
            if (UNIQUE_VIOLATION.equals(e.getSQLState())) return settle(matchId, new Expect.Nothing(), key, null, at);
            throw new StoreException(e);
        }
    }

    private static Settled settle(
            Connection c, UUID matchId, Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SETTLE.sql())) {
            NamedSql.Binder b = SETTLE.bind(c, s);
            prior(b, matchId, key);
            answer(b, key, answer, at);
            // The statement's encoding of what must hold (see settle.sql).
            switch (expect) {
                case Expect.Nothing n ->
                    b.integer("expect", -1).bigint("expectVersion", 0).text("expectChecksum", null);
                case Expect.Anything n ->
                    b.integer("expect", 0).bigint("expectVersion", 0).text("expectChecksum", null);
                case Expect.At e ->
                    b.integer("expect", 1).bigint("expectVersion", e.version()).text("expectChecksum", e.checksum());
                case Expect.NotAt e ->
                    b.integer("expect", 2).bigint("expectVersion", e.version()).text("expectChecksum", null);
            }
            try (ResultSet r = b.done().executeQuery()) {
                if (!r.next()) return new Settled(null, false, null);
                return new Settled(head(r, 1), r.getLong(5) == 1, prior(r, 6));
            }
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

    /** The key whose stored answer the statement looks up (none: a seat no key has). */
    private static void prior(NamedSql.Binder b, UUID matchId, IdempotencyKey key) throws SQLException {
        b.uuid("matchId", matchId)
                .integer("keySeat", key == null ? -1 : key.seat())
                .text("key", key == null ? null : key.key());
    }

    private static StoredAnswer prior(ResultSet r, int from) throws SQLException {
        String hash = r.getString(from);
        if (hash == null) return null;
        String etag = r.getString(from + 2);
        return new StoredAnswer(
                hash, r.getInt(from + 1), etag == null ? null : Long.valueOf(etag), r.getString(from + 3));
    }

    /** The answer to store under the key, if there are both. */
    private static void answer(NamedSql.Binder b, IdempotencyKey key, StoredAnswer answer, Instant at)
            throws SQLException {
        boolean stored = key != null && answer != null;
        b.integer("answerSeat", stored ? key.seat() : 0)
                .text("answerKey", stored ? key.key() : null)
                .text("requestHash", stored ? answer.requestHash() : null)
                .integer("status", stored ? answer.status() : null)
                .text(
                        "etag",
                        stored && answer.version() != null ? answer.version().toString() : null)
                .text("response", stored ? answer.body() : null)
                .timestamp("at", at);
    }
}
