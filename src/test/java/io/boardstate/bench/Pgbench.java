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
 * The baselines: pgbench on the same Postgres, same machine, same number of clients, in a schema
 * of its own (dropped afterwards). Two scripts: one autocommitted single-row insert into a table
 * shaped like the event log; and the minimal event-sourced append, one statement that moves a
 * match's head ({@code UPDATE ... RETURNING}) and inserts its event row with a jsonb payload and
 * command, each client on its own match (the floor a conditional append cannot go below).
 */
final class Pgbench implements AutoCloseable {
    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+) \\(without initial connection time\\)");

    private final String jdbcUrl;
    private final String host;
    private final int port;
    private final String database;
    private final String user;
    private final String schema;
    private final Path insertScript;
    private final Path appendScript;

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
                        + " primary key (match_id, version))",
                "create table " + schema + ".head (id int primary key, version bigint not null,"
                        + " updated_at timestamptz not null)",
                "create table " + schema + ".head_event (match_id int not null, version bigint not null,"
                        + " type text not null, payload jsonb not null, seat int, created_at timestamptz not null,"
                        + " command jsonb, primary key (match_id, version))");
        insertScript = script(
                "pgbench-event-insert",
                "insert into " + schema + ".event values (gen_random_uuid(), 1, 'Conquered', " + PAYLOAD
                        + ", :client_id % 3, now());\n");
        appendScript = script(
                "pgbench-minimal-append",
                "with h as (update " + schema + ".head set version = version + 1, updated_at = now()"
                        + " where id = :client_id returning id, version)"
                        + " insert into " + schema + ".head_event select id, version, 'Conquered', " + PAYLOAD
                        + ", :client_id % 3, now(), '{\"type\":\"conquer\",\"region\":13}' from h;\n");
    }

    private static final String PAYLOAD =
            "'{\"region\":13,\"race\":\"Ratmen\",\"tokens\":3,\"defenders\":1,\"die\":null}'";

    private static Path script(String name, String text) throws IOException {
        Path file = Files.createTempFile(name, ".sql");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /** Single-row inserts per second with {@code clients} connections for {@code seconds}. */
    double insertsPerSecond(int clients, int seconds) throws IOException, InterruptedException, SQLException {
        sql("truncate " + schema + ".event");
        return run(insertScript, clients, seconds);
    }

    /** Minimal appends (head moved and event inserted, one statement) per second, a match per client. */
    double appendsPerSecond(int clients, int seconds) throws IOException, InterruptedException, SQLException {
        sql(
                "truncate " + schema + ".head, " + schema + ".head_event",
                "insert into " + schema + ".head select g, 0, now() from generate_series(0, " + (clients - 1) + ") g");
        return run(appendScript, clients, seconds);
    }

    private double run(Path script, int clients, int seconds) throws IOException, InterruptedException {
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
        Files.deleteIfExists(insertScript);
        Files.deleteIfExists(appendScript);
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
