package io.boardstate.bench;

import io.boardstate.it.ServiceProcess;
import io.boardstate.support.RedisTestResource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command path against raw Postgres (not a test). Starts only what it owns: a redis-server on
 * a free port, the packaged service (one replica, then two) in schema {@code boardstate_bench},
 * and pgbench runs on a table of its own schema; Postgres itself must be running. For each client
 * count: pgbench single-row inserts and minimal appends, then the service (warm-up, then commands flat out, reads,
 * and commands paced at half the rate reached), then pgbench again. The "full" loop is GET
 * legal-commands then POST one listed command with If-Match; the "lean" loop posts with
 * {@code Prefer: return=minimal} and {@code ?include=legal}, and lists legal commands only when
 * another seat is to act. Prints accepted commands/s,
 * the ratio to pgbench, latencies per kind of request, where the CPU went, and the service's RSS.
 *
 * <p>Run (see docs/benchmarks/README.md): {@code ./mvnw -q package -DskipTests exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=io.boardstate.bench.CommandPathBenchmark
 * -Dexec.args="clients=1,8,64 seconds=15"}. Arguments (all optional, name=value): clients,
 * seconds, warmup (the least warm-up; it goes on until the JIT settles), warmupMax, ruleset, players,
 * loops (full,lean), replicaClients (clients of the two-replica
 * run, full loop; 0 to skip), client (socket: one lean keep-alive connection per client and
 * replica, the default; jdk: the JDK's HttpClient, which took a fifth of the machine),
 * db, user, jvm (the service's JVM options, space-separated; {@code image}, the default, stands
 * for the options the image ships in a container of the Deployment's memory limit, {@link ImageJvm},
 * and may be followed by more, e.g. {@code jvm="image -Dboardstate.store.group-commit=false"}).
 */
public final class CommandPathBenchmark {
    public static void main(String[] args) throws Exception {
        Map<String, String> a = new LinkedHashMap<>(Map.of(
                "clients", "1,8,64",
                "seconds", "15",
                "warmup", "30",
                "ruleset", "smallworld",
                "players", "3",
                "replicaClients", "8",
                "loops", "full,lean",
                "db", "jdbc:postgresql://127.0.0.1:5432/postgres",
                "user", "postgres",
                "jvm", "image"));
        a.put("warmupMax", "300");
        a.put("client", "socket");
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq < 0 || !a.containsKey(arg.substring(0, eq)))
                throw new IllegalArgumentException("unknown argument " + arg);
            a.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        int seconds = Integer.parseInt(a.get("seconds"));
        Duration measure = Duration.ofSeconds(seconds);
        Duration warmUp = Duration.ofSeconds(Integer.parseInt(a.get("warmup")));
        Duration warmUpMax = Duration.ofSeconds(Integer.parseInt(a.get("warmupMax")));
        String ruleset = a.get("ruleset");
        int players = Integer.parseInt(a.get("players"));
        List<String> jvm = new ArrayList<>(List.of(a.get("jvm").trim().split("\\s+")));
        if (jvm.getFirst().equals("image")) {
            jvm.removeFirst();
            jvm.addAll(0, ImageJvm.options());
        }
        String schema = "boardstate_bench";

        System.out.printf(
                "command path benchmark %s; %s; %d cores; Java %s; service JVM %s%n",
                LocalDate.now(), cpuModel(), Runtime.getRuntime().availableProcessors(), Runtime.version(), jvm);
        System.out.printf(
                "%s, %d players; each command = GET legal-commands + POST it with If-Match; %d s per figure;"
                        + " load generator's HTTP client: %s%n%n",
                ruleset, players, seconds, a.get("client"));
        boolean jdkClient =
                switch (a.get("client")) {
                    case "socket" -> false;
                    case "jdk" -> true;
                    default -> throw new IllegalArgumentException("client is socket or jdk, not " + a.get("client"));
                };
        dropSchema(a.get("db"), a.get("user"), schema);
        RedisTestResource redis = new RedisTestResource();
        String redisHosts = redis.start().get("quarkus.redis.hosts");
        Runtime.getRuntime().addShutdownHook(new Thread(redis::stop)); // also when interrupted
        List<String> settings = List.of(
                "-Dboardstate.db.schema=" + schema,
                "-Dquarkus.datasource.jdbc.url=" + a.get("db"),
                "-Dquarkus.datasource.username=" + a.get("user"),
                "-Dquarkus.redis.hosts=" + redisHosts,
                // Every client comes from one address: the per-address creation limit would make
                // 64 clients wait about 13 s for their first matches.
                "-Dboardstate.api.creates-per-second=100000");
        List<String> rows = new ArrayList<>();
        ServiceProcess first = new ServiceProcess("bench-a", jvm, settings);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stopQuietly(first)));
        try (Pgbench pgbench = new Pgbench(a.get("db"), a.get("user"), schema + "_pgbench");
                ServiceProcess started = first.start()) {
            for (String loop : a.get("loops").split(",")) {
                for (String n : a.get("clients").split(",")) {
                    int clients = Integer.parseInt(n.trim());
                    boolean lean = loop.trim().equals("lean");
                    rows.add(measure(
                            pgbench,
                            List.of(first),
                            ruleset,
                            players,
                            clients,
                            lean,
                            jdkClient,
                            warmUp,
                            warmUpMax,
                            measure));
                }
            }
            int replicaClients = Integer.parseInt(a.get("replicaClients"));
            if (replicaClients > 0) {
                ServiceProcess second = new ServiceProcess("bench-b", jvm, settings);
                Runtime.getRuntime().addShutdownHook(new Thread(() -> stopQuietly(second)));
                try (ServiceProcess started2 = second.start()) {
                    rows.add(measure(
                            pgbench,
                            List.of(first, second),
                            ruleset,
                            players,
                            replicaClients,
                            false,
                            jdkClient,
                            warmUp,
                            warmUpMax,
                            measure));
                }
            }
        } finally {
            redis.stop();
            dropSchema(a.get("db"), a.get("user"), schema);
        }
        System.out.println(
                "| loop | replicas | clients | pgbench inserts/s | pgbench appends/s | commands/s | ratio to inserts | ratio to appends | submit p50 / p99 | submit p99 at half load | reads/s | reads / commands | RSS MiB |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    private static String measure(
            Pgbench pgbench,
            List<ServiceProcess> replicas,
            String ruleset,
            int players,
            int clients,
            boolean lean,
            boolean jdkClient,
            Duration warmUp,
            Duration warmUpMax,
            Duration measure)
            throws Exception {
        int seconds = (int) measure.toSeconds();
        String loop = lean ? "lean" : "full";
        System.out.printf("-- %d replica(s), %d client(s), %s loop%n", replicas.size(), clients, loop);
        double before = pgbench.insertsPerSecond(clients, seconds);
        double appendsBefore = pgbench.appendsPerSecond(clients, seconds);
        System.out.printf(
                "pgbench before: %,.0f single-row inserts/s, %,.0f minimal appends/s%n", before, appendsBefore);
        List<Long> pids = replicas.stream().map(ServiceProcess::pid).toList();
        CommandLoad load = new CommandLoad(
                replicas.stream().map(ServiceProcess::baseUri).toList(), ruleset, players, clients, lean, jdkClient);
        MachineCpu cpu = MachineCpu.start(pids);
        warmUp(load, pids, warmUp, warmUpMax);
        long[] dbBefore = pgbench.databaseActivity();
        CommandLoad.Result commands = load.commands(measure, 0);
        String shares = cpu.shares();
        System.out.printf(
                "commands: %,.0f accepted/s (errors %d); legal list %s; submit %s%n  CPU: %s%n",
                commands.commandsPerSecond(),
                commands.errors(),
                commands.latency("legal list"),
                commands.latency("submit"),
                shares);
        // The same stack serving cached reads: what one request costs the service without a command in it.
        MachineCpu readsCpu = MachineCpu.start(pids);
        CommandLoad.Result reads = load.reads(measure);
        System.out.printf(
                "reads: %,.0f/s (errors %d); read match %s; legal list %s%n  CPU: %s%n",
                reads.readsPerSecond(),
                reads.errors(),
                reads.latency("read match"),
                reads.latency("legal list"),
                readsCpu.shares());
        // Postgres flushes its counters within seconds of a backend going idle: the reads phase is that wait.
        long[] dbAfter = pgbench.databaseActivity();
        double accepted = commands.commandsPerSecond() * seconds;
        System.out.printf(
                "postgres during commands and reads: %.2f transactions and %.1f rows written per accepted command%n",
                (dbAfter[0] - dbBefore[0] - 2) / accepted, (dbAfter[1] - dbBefore[1]) / accepted);
        CommandLoad.Result half = load.commands(measure, commands.commandsPerSecond() / 2);
        System.out.printf(
                "commands paced at half: %,.0f accepted/s; submit %s%n",
                half.commandsPerSecond(), half.latency("submit"));
        long[] rss = new long[2];
        for (long pid : pids) {
            long[] r = MachineCpu.residentMiB(pid);
            rss[0] = Math.max(rss[0], r[0]);
            rss[1] = Math.max(rss[1], r[1]);
        }
        double after = pgbench.insertsPerSecond(clients, seconds);
        double appendsAfter = pgbench.appendsPerSecond(clients, seconds);
        double baseline = (before + after) / 2;
        double appends = (appendsBefore + appendsAfter) / 2;
        System.out.printf(
                "pgbench after: %,.0f inserts/s, %,.0f appends/s; ratio commands/inserts %.3f, commands/appends %.3f;"
                        + " service RSS %d MiB (peak %d)%n%n",
                after,
                appendsAfter,
                commands.commandsPerSecond() / baseline,
                commands.commandsPerSecond() / appends,
                rss[0],
                rss[1]);
        return String.format(
                "| %s | %d | %d | %,.0f | %,.0f | %,.0f | %.2f | %.2f | %s | %s | %,.0f | %.1f | %d |",
                loop,
                replicas.size(),
                clients,
                baseline,
                appends,
                commands.commandsPerSecond(),
                commands.commandsPerSecond() / baseline,
                commands.commandsPerSecond() / appends,
                commands.latency("submit")
                        .replace("p50 ", "")
                        .replace("p99 ", "")
                        .replace(" ms /", " /"),
                half.latency("submit").replaceAll(".*p99 ", ""),
                reads.readsPerSecond(),
                reads.readsPerSecond() / commands.commandsPerSecond(),
                rss[1]);
    }

    /**
     * Commands until the service's JIT has settled: at least {@code min}, then 10 s steps until its
     * compiler threads used less than {@value #JIT_SETTLED} of a core in a step, or {@code max}. On
     * two busy cores C2 was still compiling at 15 % of a core 95 s in, and a 30 s warm-up measured
     * the compiler more than the service (127 commands/s where a settled service did 334).
     */
    private static void warmUp(CommandLoad load, List<Long> pids, Duration min, Duration max) throws Exception {
        long start = System.nanoTime();
        load.warm(min);
        Duration step = Duration.ofSeconds(10);
        double share;
        do {
            long before = compilerTicks(pids);
            load.warm(step);
            share = MachineCpu.seconds(compilerTicks(pids) - before) / step.toSeconds() / pids.size();
        } while (share >= JIT_SETTLED && System.nanoTime() - start < max.toNanos());
        System.out.printf(
                "warm-up: %d s; JIT compiler threads at %.0f%% of a core in the last 10 s%n",
                Duration.ofNanos(System.nanoTime() - start).toSeconds(), 100 * share);
    }

    private static final double JIT_SETTLED = 0.05;

    private static long compilerTicks(List<Long> pids) {
        return pids.stream().mapToLong(MachineCpu::compilerTicks).sum();
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

    private static String cpuModel() {
        try {
            return Arrays.stream(Files.readString(Path.of("/proc/cpuinfo")).split("\n"))
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst()
                    .orElse("unknown CPU");
        } catch (Exception e) {
            return "unknown CPU";
        }
    }
}
