package io.boardstate.it;

import io.boardstate.support.Ports;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of its own under target/, from the Debian PostgreSQL binaries, on a free
 * loopback port with trust authentication: a primary, or a streaming standby of one. Postgres
 * refuses to run as root, so as root the binaries run as the postgres user.
 */
final class PostgresNode {
    static final Path BIN = Path.of(System.getProperty("boardstate.it.pg-bin", "/usr/lib/postgresql/15/bin"));

    private final String name;
    private final Path dir;
    private final int port = Ports.free();

    private PostgresNode(String name, Path dir) {
        this.name = name;
        this.dir = dir;
    }

    int port() {
        return port;
    }

    String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    /** A new primary whose commits wait until a synchronous standby has flushed them. */
    static PostgresNode primary(Path root) throws IOException, InterruptedException {
        PostgresNode node = new PostgresNode("primary", prepare(root.resolve("primary")));
        node.run(BIN.resolve("initdb").toString(), "-D", node.data(), "-U", "postgres", "--auth=trust", "-E", "UTF8");
        node.appendConfig(
                "wal_level = replica",
                "max_wal_senders = 4",
                "synchronous_commit = on",
                "synchronous_standby_names = '*'",
                "wal_keep_size = '64MB'");
        Files.writeString(
                node.dir.resolve("data/pg_hba.conf"),
                "local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n",
                StandardOpenOption.APPEND);
        return node;
    }

    /** A streaming standby cloned from a running primary (pg_basebackup -R writes standby.signal). */
    static PostgresNode standbyOf(PostgresNode primary, Path root) throws IOException, InterruptedException {
        PostgresNode node = new PostgresNode("standby", prepare(root.resolve("standby")));
        node.run(
                BIN.resolve("pg_basebackup").toString(),
                "-h",
                "127.0.0.1",
                "-p",
                Integer.toString(primary.port),
                "-U",
                "postgres",
                "-D",
                node.data(),
                "-R",
                "-X",
                "stream",
                "-c",
                "fast");
        return node;
    }

    PostgresNode start() throws IOException, InterruptedException {
        run(
                BIN.resolve("pg_ctl").toString(),
                "-D",
                data(),
                "-l",
                dir.resolve(name + ".log").toString(),
                "-w",
                "-t",
                "60",
                "-o",
                "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + dir,
                "start");
        return this;
    }

    /** Stops at once, as a crash would: no shutdown checkpoint, clients cut off. */
    void crash() throws IOException, InterruptedException {
        run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-m", "immediate", "stop");
    }

    void stopQuietly() {
        try {
            if (Files.exists(dir.resolve("data/postmaster.pid")))
                run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-m", "fast", "stop");
        } catch (IOException | InterruptedException | IllegalStateException ignored) {
            // already stopped
        }
    }

    /**
     * Promotes a standby to primary. It inherited synchronous_standby_names from the primary it was
     * cloned from and has no standby of its own, so commits would wait for ever: a failover manager
     * (Patroni, pg_auto_failover) drops to asynchronous commits here, and so does this.
     */
    void promote() throws IOException, InterruptedException, java.sql.SQLException {
        run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-w", "promote");
        try (var db = java.sql.DriverManager.getConnection(jdbcUrl(), "postgres", "");
                var s = db.createStatement()) {
            s.execute("alter system set synchronous_standby_names = ''");
            s.execute("select pg_reload_conf()");
        }
    }

    private String data() {
        return dir.resolve("data").toString();
    }

    private void appendConfig(String... lines) throws IOException {
        Files.writeString(
                dir.resolve("data/postgresql.conf"), "\n" + String.join("\n", lines) + "\n", StandardOpenOption.APPEND);
    }

    private static Path prepare(Path dir) throws IOException, InterruptedException {
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
        Files.createDirectories(dir);
        if (asRoot())
            new ProcessBuilder("chown", "-R", "postgres:postgres", dir.toString())
                    .start()
                    .waitFor();
        return dir.toAbsolutePath();
    }

    private static boolean asRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private void run(String... command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asRoot()) full.addAll(List.of("runuser", "-u", "postgres", "--"));
        full.addAll(List.of(command));
        Process process = new ProcessBuilder(full)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(name + ": " + String.join(" ", command) + " failed:\n" + output);
        }
    }
}
