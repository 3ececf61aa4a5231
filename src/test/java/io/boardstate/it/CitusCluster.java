package io.boardstate.it;

import java.io.File;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A throwaway Citus cluster for the Citus ITs: a coordinator and workers on 127.0.0.1, started with
 * the vendored {@code cluster.sh} (../shared/vendor/citus, see its README) under target/citus. Runs
 * only where Citus is installed (.ci/run builds it once) and the tests run as root (the instances run
 * as the postgres user); elsewhere {@link #unavailable} says why, for the tests' assumption.
 */
final class CitusCluster {
    static final String SCRIPT = System.getProperty("boardstate.it.citus-script", "../shared/vendor/citus/cluster.sh");
    static final int PORT = Integer.getInteger("boardstate.it.citus-port", 9710);
    static final String LIBRARY = "/usr/lib/postgresql/15/lib/citus.so";
    private static final String BIN = "/usr/lib/postgresql/15/bin";
    private final File dir = new File("target/citus").getAbsoluteFile();

    /** Why no cluster can run here, or empty. */
    static Optional<String> unavailable() {
        if (!new File(LIBRARY).exists())
            return Optional.of("Citus is not installed (" + LIBRARY + "); .ci/run builds it with "
                    + SCRIPT.replace("cluster.sh", "build.sh"));
        if (!new File(SCRIPT).canExecute()) return Optional.of("no Citus cluster script at " + SCRIPT);
        if (!"root".equals(System.getProperty("user.name")))
            return Optional.of("the Citus cluster script must run as root");
        return Optional.empty();
    }

    String url() {
        return "jdbc:postgresql://127.0.0.1:" + PORT + "/postgres";
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url(), "postgres", "");
    }

    /** A coordinator on {@link #PORT} and {@code workers} workers after it, started (kept data is reused). */
    CitusCluster start(int workers) throws IOException, InterruptedException {
        run(List.of(SCRIPT, "start", dir.getPath(), String.valueOf(PORT), String.valueOf(workers)));
        return this;
    }

    void stop() throws IOException, InterruptedException {
        run(List.of(SCRIPT, "stop", dir.getPath()));
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
