package io.boardstate.it;

import java.io.File;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;

/**
 * A throwaway Citus cluster for the Citus ITs: a coordinator and workers on 127.0.0.1, started with
 * the vendored {@code cluster.sh} (../shared/vendor/citus, see its README) under target/citus. Runs
 * only where Citus is installed (.ci/run builds it once) and the tests run as root (the instances run
 * as the postgres user); elsewhere {@link #unavailable} says why, for the tests' assumption.
 */
public final class CitusCluster {
    static final String SCRIPT = System.getProperty("boardstate.it.citus-script", "../shared/vendor/citus/cluster.sh");
    public static final int PORT = Integer.getInteger("boardstate.it.citus-port", 9710);
    static final String LIBRARY = "/usr/lib/postgresql/15/lib/citus.so";
    private static final String BIN = "/usr/lib/postgresql/15/bin";
    private final File dir;
    private final int port;

    /** The shared cluster of the Citus ITs: target/citus, coordinator on {@link #PORT}. */
    CitusCluster() {
        this("citus", PORT);
    }

    /** A cluster of its own under target/{@code name}, coordinator on {@code port}. */
    public CitusCluster(String name, int port) {
        this.dir = new File("target/" + name).getAbsoluteFile();
        this.port = port;
    }

    /** Why no cluster can run here, or empty. */
    public static Optional<String> unavailable() {
        if (!new File(LIBRARY).exists())
            return Optional.of("Citus is not installed (" + LIBRARY + "); .ci/run builds it with "
                    + SCRIPT.replace("cluster.sh", "build.sh"));
        if (!new File(SCRIPT).canExecute()) return Optional.of("no Citus cluster script at " + SCRIPT);
        if (!"root".equals(System.getProperty("user.name")))
            return Optional.of("the Citus cluster script must run as root");
        return Optional.empty();
    }

    public String url() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url(), "postgres", "");
    }

    /** A coordinator and {@code workers} workers on the ports after it, started (kept data is reused). */
    public CitusCluster start(int workers) throws IOException, InterruptedException {
        run(List.of(SCRIPT, "start", dir.getPath(), String.valueOf(port), String.valueOf(workers)));
        return this;
    }

    void stop() throws IOException, InterruptedException {
        run(List.of(SCRIPT, "stop", dir.getPath()));
    }

    /**
     * A new worker on {@code workerPort}, started and added to the running cluster: initdb and the
     * settings cluster.sh gives every instance, CREATE EXTENSION citus, citus_add_node on the
     * coordinator (which copies the metadata and the distributed objects to it). It holds no shard
     * until a rebalance moves some there.
     */
    void addWorker(int workerPort) throws IOException, InterruptedException, SQLException {
        File d = new File(dir, String.valueOf(workerPort));
        run(List.of("mkdir", "-p", d.getPath()));
        run(List.of("chown", "postgres", d.getPath()));
        run(List.of("su", "postgres", "-c", BIN + "/initdb -D '" + d + "' -A trust -U postgres"));
        String settings = "shared_preload_libraries = 'citus'\nport = " + workerPort
                + "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '" + dir
                + "'\nmax_connections = 300\nfsync = on\n";
        java.nio.file.Files.writeString(
                new File(d, "postgresql.conf").toPath(), settings, java.nio.file.StandardOpenOption.APPEND);
        restart(workerPort);
        try (Connection w = DriverManager.getConnection(
                        "jdbc:postgresql://127.0.0.1:" + workerPort + "/postgres", "postgres", "");
                Statement s = w.createStatement()) {
            s.execute("CREATE EXTENSION IF NOT EXISTS citus");
        }
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("SELECT citus_add_node('127.0.0.1', " + workerPort + ")");
        }
    }

    /** Stops every node and deletes the data: for a cluster a test changed (a node added). */
    public void destroy() throws IOException, InterruptedException {
        stop();
        run(List.of("rm", "-rf", dir.getPath()));
    }

    /** Stops one node at once (as if its machine died): no shutdown checkpoint, connections cut. */
    void kill(int port) throws IOException, InterruptedException {
        run(List.of("su", "postgres", "-c", BIN + "/pg_ctl -D '" + dir + "/" + port + "' -m immediate -w stop"));
    }

    void restart(int port) throws IOException, InterruptedException {
        run(List.of(
                "su",
                "postgres",
                "-c",
                BIN + "/pg_ctl -D '" + dir + "/" + port + "' -l '" + dir + "/" + port + "/log' -w start"));
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) throw new IllegalStateException(String.join(" ", command) + " failed:\n" + out);
    }
}
