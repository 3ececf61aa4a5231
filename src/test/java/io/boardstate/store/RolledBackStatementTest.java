package io.boardstate.store;

import static io.boardstate.support.Api.create;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.agroal.api.AgroalDataSource;
import io.boardstate.store.MatchLog.Appended;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * An append Postgres rolls back whole as a deadlock's victim (40P01; Citus's distributed detector
 * picks victims the same way) runs again and is stored, instead of failing the request: the
 * statement changed nothing, so running it again is the same request. The deadlock is a real one,
 * made on the real Postgres by another session.
 */
@QuarkusTest
class RolledBackStatementTest {
    @Inject
    CommandLog log;

    @Inject
    AgroalDataSource db;

    @Test
    void anAppendChosenAsADeadlocksVictimRunsAgainAndIsStored() throws Exception {
        UUID match = UUID.fromString(create("tictactoe", 2, Map.of()).id());
        LogHead head = log.head(match);
        Instant at = Instant.now();
        Append append = new Append(
                new Append.From(match, head.version(), head.checksum()),
                List.of(new StoredEvent(head.version() + 1, "again", "{}", 0, at, null)),
                new Append.NewHead("after", false, at, null, null),
                null,
                null,
                List.of());
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (Connection other = db.getConnection()) {
            other.setAutoCommit(false);
            try (Statement s = other.createStatement()) {
                // This session checks for deadlocks long after the append's does: the append is the victim.
                s.execute("SET LOCAL deadlock_timeout = '60s'");
            }
            // The event's key, taken and not committed: the append moves the head, then waits here.
            update(
                    other,
                    "INSERT INTO match_event (match_id, version, type, payload, created_at) VALUES (?, "
                            + (head.version() + 1) + ", 'other', '{}', now())",
                    match);
            Future<Appended> appended = pool.submit(() -> log.alone(append));
            AppendWaits.until(() -> AppendWaits.anAppendWaits(db));
            // The other session now waits for the head the append holds: a deadlock, which the
            // append's session finds first and is rolled back for; only then does this update return.
            update(other, "UPDATE match SET updated_at = updated_at WHERE id = ?", match);
            other.rollback();
            assertInstanceOf(Appended.Stored.class, appended.get());
        } finally {
            pool.shutdownNow();
        }
        assertEquals(head.version() + 1, log.head(match).version());
    }

    private static void update(Connection c, String sql, UUID match) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, match);
            s.executeUpdate();
        }
    }
}
