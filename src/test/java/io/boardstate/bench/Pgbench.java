package io.boardstate.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The baseline: pgbench on the same Postgres, same machine, same number of clients, each
 * transaction one autocommitted single-row insert into a table shaped like the event log (in a
 * schema of its own, dropped afterwards).
 */
final class Pgbench implements AutoCloseable {
    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+) \\(without initial connection time\\)");

    private final String jdbcUrl;
    private final String host;
    private final int port;
    private final String database;
    private final String user;
    private final String schema;
    private final Path script;

    Pgbench(String jdbcUrl, String user, String schema) throws SQLException, IOException {
        this.jdbcUrl = jdbcUrl;
        this.user = user;
        this.schema = schema;
        Matcher m = Pattern.compile("jdbc:postgresql://([^:/]+)(?::(\\d+))?/([^?]+)")
                .matcher(jdbcUrl);
        if (!m.lookingAt()) throw new IllegalArgumentException("cannot read host and database from " + jdbcUrl);
        host = m.group(1);
        port = m.group(2) == null ? 5432 : Integer.parseInt(m.group(2));
        database = m.group(3);
        sql(
                "drop schema if exists " + schema + " cascade",
                "create schema " + schema,
                "create table " + schema + ".event (match_id uuid not null, version bigint not null,"
                        + " type text not null, payload jsonb not null, seat int, created_at timestamptz not null,"
                        + " primary key (match_id, version))");
        script = Files.createTempFile("pgbench-event-insert", ".sql");
        Files.writeString(
                script,
                "insert into " + schema + ".event values (gen_random_uuid(), 1, 'Conquered',"
                        + " '{\"region\":13,\"race\":\"Ratmen\",\"tokens\":3,\"defenders\":1,\"die\":null}',"
                        + " :client_id % 3, now());\n",
                StandardCharsets.UTF_8);
    }

    /** Single-row inserts per second with {@code clients} connections for {@code seconds}. */
    double insertsPerSecond(int clients, int seconds) throws IOException, InterruptedException, SQLException {
        sql("truncate " + schema + ".event");
        List<String> command = new ArrayList<>(List.of(
                executable(),
                "-n",
                "-h",
                host,
                "-p",
                Integer.toString(port),
                "-U",
                user,
                "-c",
                Integer.toString(clients),
                "-j",
                Integer.toString(Math.min(clients, 2)),
                "-T",
                Integer.toString(seconds),
                "-f",
                script.toString(),
                database));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) throw new IllegalStateException("pgbench failed:\n" + output);
        Matcher m = TPS.matcher(output);
        if (!m.find()) throw new IllegalStateException("no tps in pgbench output:\n" + output);
        return Double.parseDouble(m.group(1));
    }

    @Override
    public void close() throws SQLException, IOException {
        sql("drop schema if exists " + schema + " cascade");
        Files.deleteIfExists(script);
    }

    /**
     * A connection through the driver itself: under {@code exec:java} the driver is loaded by a
     * class loader DriverManager does not trust for the caller, which then finds "no suitable driver".
     */
    /** The database's committed and rolled back transactions and rows written, so far (pg_stat_database). */
    long[] databaseActivity() throws SQLException {
        try (Connection c = connect(jdbcUrl, user, System.getenv().getOrDefault("PGPASSWORD", ""));
                var s = c.createStatement();
                var r = s.executeQuery("SELECT xact_commit + xact_rollback, tup_inserted + tup_updated + tup_deleted"
                        + " FROM pg_stat_database WHERE datname = current_database()")) {
            r.next();
            return new long[] {r.getLong(1), r.getLong(2)};
        }
    }

    static Connection connect(String url, String user, String password) throws SQLException {
        java.util.Properties props = new java.util.Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        return new org.postgresql.Driver().connect(url, props);
    }

    private void sql(String... statements) throws SQLException {
        try (Connection c = Pgbench.connect(jdbcUrl, user, System.getenv().getOrDefault("PGPASSWORD", ""));
                Statement s = c.createStatement()) {
            for (String statement : statements) s.execute(statement);
        }
    }

    /** pgbench from PATH, or from a Debian/Ubuntu PostgreSQL install. */
    private static String executable() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, "pgbench")))
                return Path.of(dir, "pgbench").toString();
        }
        try (var versions = Files.list(Path.of("/usr/lib/postgresql"))) {
            return versions.map(v -> v.resolve("bin/pgbench"))
                    .filter(Files::isExecutable)
                    .map(Path::toString)
                    .max(String::compareTo)
                    .orElseThrow(
                            () -> new IllegalStateException("pgbench not found: install the PostgreSQL client tools"));
        } catch (IOException e) {
            throw new IllegalStateException("pgbench not found: install the PostgreSQL client tools", e);
        }
    }
}
