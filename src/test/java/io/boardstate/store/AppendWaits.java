package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** What the store's tests wait for while another session holds a lock an append needs. */
final class AppendWaits {
    private AppendWaits() {}

    /** Whether a session runs an append that waits for a lock. */
    static boolean anAppendWaits(AgroalDataSource db) throws SQLException {
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT count(*) FROM pg_stat_activity"
                        + " WHERE wait_event_type = 'Lock' AND query LIKE '%command_append%'");
                ResultSet r = s.executeQuery()) {
            r.next();
            return r.getInt(1) > 0;
        }
    }

    /** Polls until {@code check} holds; the bound only stops a broken test from hanging the build. */
    static void until(Callable<Boolean> check) throws Exception {
        long bound = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!check.call()) {
            if (System.nanoTime() > bound) throw new AssertionError("never came to pass");
            Thread.sleep(20);
        }
    }
}
