package io.boardstate.bench;

import io.boardstate.it.CitusCluster;
import io.boardstate.it.ServiceProcess;
import io.boardstate.support.RedisTestResource;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command path on Citus against plain Postgres, in one run (not a test): the packaged service
 * (one replica each) on a 1+2 Citus cluster of its own (target/citus-bench, started with the vendored
 * cluster.sh, deleted after) and on the plain Postgres at {@code db}. For each client count, plain
 * then Citus: commands flat out (GET legal-commands, POST one with If-Match), then paced at half the
 * rate reached. Prints commands/s, submit p50/p99, the ratio citus/plain and submit p99 at half
 * load. Needs Citus installed and root (see CitusCluster), a running Postgres and redis-server.
 *
 * <p>Run (see docs/benchmarks/README.md): {@code ./mvnw -q package -DskipTests exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=io.boardstate.bench.CitusBenchmark
 * -Dexec.args="clients=2,8 seconds=15"}. Arguments (name=value, all optional): clients, seconds,
 * warmup (seconds of commands before the first figure of each service), port (the cluster's
 * coordinator; workers on the next two), ruleset, players, db, user, jvm.
 */
public final class CitusBenchmark {
    public static void main(String[] args) throws Exception {
        Map<String, String> a = new LinkedHashMap<>(Map.of(
                "clients", "2,8",
                "seconds", "15",
                "warmup", "60",
                "port", "9730",
                "ruleset", "smallworld",
                "players", "3",
                "db", "jdbc:postgresql://127.0.0.1:5432/postgres",
                "user", "postgres",
                "jvm", "-Xmx128m -XX:+UseSerialGC -XX:MaxMetaspaceSize=128m -XX:ReservedCodeCacheSize=64m"));
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq < 0 || !a.containsKey(arg.substring(0, eq)))
                throw new IllegalArgumentException("unknown argument " + arg);
            a.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        CitusCluster.unavailable().ifPresent(why -> {
            throw new IllegalStateException(why);
        });
        Duration measure = Duration.ofSeconds(Integer.parseInt(a.get("seconds")));
        Duration warmUp = Duration.ofSeconds(Integer.parseInt(a.get("warmup")));
        int players = Integer.parseInt(a.get("players"));
        List<String> jvm = List.of(a.get("jvm").trim().split("\\s+"));
        String schema = "boardstate_bench_citus";
        System.out.printf(
                "citus benchmark %s; %d cores; Java %s; %s, %d players; %d s per figure%n%n",
                LocalDate.now(),
                Runtime.getRuntime().availableProcessors(),
                Runtime.version(),
                a.get("ruleset"),
                players,
                measure.toSeconds());

        CitusCluster cluster = new CitusCluster("citus-bench", Integer.parseInt(a.get("port")));
        cluster.destroy();
        cluster.start(2);
        RedisTestResource redis = new RedisTestResource();
        String redisHosts = redis.start().get("quarkus.redis.hosts");
        dropSchema(a.get("db"), a.get("user"), schema);
        ServiceProcess plain = new ServiceProcess("bench-plain", jvm, settings(schema, a.get("db"), redisHosts));
        ServiceProcess citus = new ServiceProcess("bench-citus", jvm, settings(schema, cluster.url(), redisHosts));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopQuietly(plain);
            stopQuietly(citus);
            redis.stop();
        }));
        List<String> rows = new ArrayList<>();
        try (ServiceProcess p = plain.start();
                ServiceProcess c = citus.start()) {
            for (ServiceProcess s : List.of(plain, citus))
                new CommandLoad(List.of(s.baseUri()), a.get("ruleset"), players, 4, false, false).warm(warmUp);
            for (String n : a.get("clients").split(",")) {
                int clients = Integer.parseInt(n.trim());
                double[] base = measure("plain", plain, a.get("ruleset"), players, clients, measure);
                double[] dist = measure("citus", citus, a.get("ruleset"), players, clients, measure);
                rows.add(String.format(
                        "| %d | %,.0f | %,.0f | %.2f | %.1f / %.1f | %.1f / %.1f | %.1f | %.1f |",
                        clients,
                        base[0],
                        dist[0],
                        dist[0] / base[0],
                        base[1],
                        base[2],
                        dist[1],
                        dist[2],
                        base[3],
                        dist[3]));
            }
        } finally {
            redis.stop();
            dropSchema(a.get("db"), a.get("user"), schema);
            cluster.destroy();
        }
        System.out.println(
                "| clients | plain commands/s | citus commands/s | citus/plain | plain submit p50 / p99 ms"
                        + " | citus submit p50 / p99 ms | plain submit p99 at half load ms | citus submit p99 at half load ms |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    /** {commands/s, submit p50, submit p99, submit p99 at half that rate}. */
    private static double[] measure(
            String name, ServiceProcess service, String ruleset, int players, int clients, Duration measure)
            throws Exception {
        CommandLoad load = new CommandLoad(List.of(service.baseUri()), ruleset, players, clients, false, false);
        load.warm(Duration.ofSeconds(5)); // the clients' own matches and connections
        CommandLoad.Result full = load.commands(measure, 0);
        CommandLoad.Result half = load.commands(measure, full.commandsPerSecond() / 2);
        double[] submit = full.latencies().get("submit");
        double[] halfSubmit = half.latencies().get("submit");
        System.out.printf(
                "%s, %d clients: %,.0f commands/s (errors %d), submit %s; at half: %,.0f/s (errors %d), submit %s%n",
                name,
                clients,
                full.commandsPerSecond(),
                full.errors(),
                full.latency("submit"),
                half.commandsPerSecond(),
                half.errors(),
                half.latency("submit"));
        if (full.errors() + half.errors() > 0) throw new IllegalStateException(name + ": commands failed");
        return new double[] {full.commandsPerSecond(), submit[0], submit[1], halfSubmit[1]};
    }

    private static List<String> settings(String schema, String url, String redisHosts) {
        return List.of(
                "-Dboardstate.db.schema=" + schema,
                "-Dquarkus.datasource.jdbc.url=" + url,
                "-Dquarkus.datasource.username=postgres",
                "-Dquarkus.redis.hosts=" + redisHosts,
                "-Dboardstate.api.creates-per-second=100000"); // every client comes from one address
    }

    private static void stopQuietly(ServiceProcess service) {
        try {
            service.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void dropSchema(String url, String user, String schema) throws Exception {
        try (Connection c = Pgbench.connect(url, user, System.getenv().getOrDefault("PGPASSWORD", ""));
                Statement s = c.createStatement()) {
            s.execute("drop schema if exists " + schema + " cascade");
        }
    }
}
