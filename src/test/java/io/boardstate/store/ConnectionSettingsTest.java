package io.boardstate.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The service's Postgres connections use generic plans: keyed statements on the hash-partitioned
 * tables are planned once per connection and pruned at run time, not planned on every execution.
 */
@QuarkusTest
class ConnectionSettingsTest {
    @Inject
    AgroalDataSource db;

    @Test
    void everyPooledConnectionUsesGenericPlans() throws SQLException {
        List<Connection> held = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) { // held at once, so at least some are new connections
                Connection c = db.getConnection();
                held.add(c);
                try (Statement s = c.createStatement();
                        ResultSet r = s.executeQuery("SELECT current_setting('plan_cache_mode')")) {
                    r.next();
                    assertEquals("force_generic_plan", r.getString(1), "connection " + i);
                }
            }
        } finally {
            for (Connection c : held) c.close();
        }
    }
}
