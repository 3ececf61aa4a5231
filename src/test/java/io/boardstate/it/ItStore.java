package io.boardstate.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The Postgres schema the ITs' service processes share, and the settings that point a process at
 * it and at a Redis. BOARDSTATE_IT_SCHEMA lets several checkouts run their ITs on one Postgres.
 */
final class ItStore {
    static final String SCHEMA = System.getenv().getOrDefault("BOARDSTATE_IT_SCHEMA", "boardstate_it");
    static final String DB_URL =
            System.getProperty("boardstate.it.db-url", "jdbc:postgresql://127.0.0.1:5432/postgres");

    private ItStore() {}

    static Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "postgres", "");
    }

    /** An empty schema: the first service process migrates it. */
    static void reset() throws SQLException {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("drop schema if exists " + SCHEMA + " cascade");
        }
    }

    /** System properties for a service process on the IT schema and the given Redis hosts. */
    static List<String> settings(String redisHosts, String... more) {
        List<String> settings = new java.util.ArrayList<>(List.of(
                "-Dboardstate.db.schema=" + SCHEMA,
                "-Dquarkus.datasource.jdbc.url=" + DB_URL,
                "-Dquarkus.redis.hosts=" + redisHosts));
        settings.addAll(List.of(more));
        return List.copyOf(settings);
    }
}
