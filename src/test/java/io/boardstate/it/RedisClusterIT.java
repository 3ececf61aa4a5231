package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Ports;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.File;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The service on a real 3-node Redis Cluster (redis-server in cluster mode on loopback ports):
 * the cache keys' hash tags spread matches over the nodes; a node killed mid-load costs no
 * request and no acknowledged move (Postgres is the truth), and when it is back the cache heals
 * without a restart.
 */
class RedisClusterIT {
    private static final String SCHEMA = ItStore.SCHEMA;
    private static final List<Node> NODES = new ArrayList<>();

    /** One cluster node: its port and its own directory (nodes.conf survives a restart). */
    private record Node(int port, Path dir, Process[] process) {
        void start() throws IOException, InterruptedException {
            process[0] = new ProcessBuilder(
                            "redis-server",
                            "--port",
                            Integer.toString(port),
                            "--bind",
                            "127.0.0.1",
                            "--cluster-enabled",
                            "yes",
                            "--cluster-config-file",
                            "nodes.conf",
                            "--cluster-node-timeout",
                            "2000",
                            "--save",
                            "",
                            "--appendonly",
                            "no",
                            "--dir",
                            dir.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(
                            dir.resolve("redis.log").toFile()))
                    .start();
            waitForPort(port);
        }

        void kill() throws InterruptedException {
            process[0].destroyForcibly();
            process[0].waitFor();
        }
    }

    @BeforeAll
    static void cluster() throws Exception {
        ItStore.reset();
        List<String> create = new ArrayList<>(List.of("redis-cli", "--cluster", "create"));
        for (int i = 0; i < 3; i++) {
            Path dir = Files.createTempDirectory(new File("target").toPath(), "redis-cluster-");
            Node node = new Node(Ports.free(), dir, new Process[1]);
            node.start();
            NODES.add(node);
            create.add("127.0.0.1:" + node.port());
        }
        create.addAll(List.of("--cluster-replicas", "0", "--cluster-yes"));
        run(create);
        Patience.until("the cluster forms", Duration.ofMillis(200), RedisClusterIT::clusterOk);
    }

    @AfterAll
    static void stopCluster() throws InterruptedException {
        for (Node node : NODES) node.kill();
    }

    @Test
    void aNodeKilledMidLoadCostsNoRequestAndNoMove() throws Exception {
        StringBuilder hosts = new StringBuilder();
        for (Node node : NODES) hosts.append(hosts.isEmpty() ? "" : ",").append("redis://127.0.0.1:" + node.port());
        List<String> settings = ItStore.settings(
                hosts.toString(),
                "-Dquarkus.redis.client-type=cluster",
                "-Dboardstate.cache.retry-after-failure=PT0.2S");
        try (ServiceProcess service = new ServiceProcess("redis-cluster", settings).start()) {
            Map<String, Long> acknowledged = new ConcurrentHashMap<>();
            List<String> failures = new ArrayList<>();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicInteger accepted = new AtomicInteger();
            ExecutorService clients = Executors.newFixedThreadPool(6);
            List<Future<?>> running = new ArrayList<>();
            for (int c = 0; c < 6; c++) {
                int seed = c;
                running.add(clients.submit(() -> play(service, seed, stop, acknowledged, accepted, failures)));
            }
            // Every node holds some matches' entries: the hash tags spread them by match (30
            // matches more, read once so they are cached: a node without any is (2/3)^30 unlikely).
            for (int i = 0; i < 30; i++) {
                String id = given().baseUri(service.baseUri())
                        .contentType(ContentType.JSON)
                        .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", i))
                        .post("/v1/matches")
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("match.id");
                given().baseUri(service.baseUri())
                        .get("/v1/matches/" + id)
                        .then()
                        .statusCode(200);
            }
            Thread.sleep(3_000);
            int beforeKill = accepted.get();
            for (Node node : NODES)
                assertTrue(Integer.parseInt(cli(node, "dbsize").trim()) > 0, "keys on " + node);
            NODES.get(1).kill();
            // The probe runs every few seconds, the clients keep playing: wait for both, however slow the machine.
            Patience.until(
                    "boardstate_redis_degraded says so while a node is down",
                    Duration.ofMillis(200),
                    () -> gauge(service) == 1.0);
            Patience.until(
                    "moves accepted while a node is down", Duration.ofMillis(200), () -> accepted.get() > beforeKill);
            int duringOutage = accepted.get() - beforeKill;
            NODES.get(1).start();
            Patience.until("the cluster heals", Duration.ofMillis(200), RedisClusterIT::clusterOk);
            int afterHeal = accepted.get();
            Patience.until(
                    "moves accepted after the node came back",
                    Duration.ofMillis(200),
                    () -> accepted.get() > afterHeal);
            Patience.until("the cache heals without a restart", Duration.ofMillis(200), () -> gauge(service) == 0.0);
            stop.set(true);
            for (Future<?> f : running) f.get(Patience.CAP.toSeconds(), TimeUnit.SECONDS);
            clients.shutdown();

            synchronized (failures) {
                assertEquals(List.of(), failures, "no request failed");
            }
            assertTrue(duringOutage > 0, "moves were accepted while a node was down");
            // Nothing acknowledged is missing from the log.
            try (Connection db = ItStore.connect();
                    PreparedStatement head = db.prepareStatement(
                            "select max(version) from " + SCHEMA + ".match_event where match_id = ?::uuid")) {
                for (var ack : acknowledged.entrySet()) {
                    head.setString(1, ack.getKey());
                    try (ResultSet rs = head.executeQuery()) {
                        rs.next();
                        assertTrue(rs.getLong(1) >= ack.getValue(), "acknowledged version " + ack + " is stored");
                    }
                }
            }
            System.out.printf(
                    "redis cluster: %d moves accepted (%d with a node down), %d matches, 0 failed, 0 lost%n",
                    accepted.get(), duringOutage, acknowledged.size());
        }
    }

    /** One client playing random Small World matches; any non-2xx answer is a failure. */
    private static Void play(
            ServiceProcess service,
            int seed,
            AtomicBoolean stop,
            Map<String, Long> acknowledged,
            AtomicInteger accepted,
            List<String> failures) {
        Random random = new Random(seed);
        while (!stop.get()) {
            JsonPath created = given().baseUri(service.baseUri())
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", random.nextInt()))
                    .post("/v1/matches")
                    .then()
                    .extract()
                    .jsonPath();
            String id = created.getString("match.id");
            if (id == null) {
                fail(failures, "create: " + created.prettify());
                return null;
            }
            List<String> tokens = created.getList("seats.token", String.class);
            while (!stop.get()) {
                Response view = given().baseUri(service.baseUri()).get("/v1/matches/" + id);
                if (view.statusCode() != 200) fail(failures, "read " + view.statusCode() + " " + view.asString());
                if (view.statusCode() != 200 || view.jsonPath().getBoolean("finished")) break;
                String token = tokens.get(view.jsonPath().getInt("toAct[0]"));
                Response legal = given().baseUri(service.baseUri())
                        .header("Authorization", "Bearer " + token)
                        .get("/v1/matches/" + id + "/legal-commands");
                if (legal.statusCode() != 200) {
                    fail(failures, "legal " + legal.statusCode() + " " + legal.asString());
                    break;
                }
                List<Map<String, Object>> commands = legal.jsonPath().getList("commands");
                Response submit = given().baseUri(service.baseUri())
                        .header("Authorization", "Bearer " + token)
                        .header("If-Match", "\"" + view.jsonPath().getLong("version") + "\"")
                        .contentType(ContentType.JSON)
                        .body(commands.get(random.nextInt(commands.size())))
                        .post("/v1/matches/" + id + "/commands");
                if (submit.statusCode() != 200) {
                    fail(failures, "submit " + submit.statusCode() + " " + submit.asString());
                    break;
                }
                Object version = submit.jsonPath().get("version");
                if (version == null) version = submit.jsonPath().get("match.version");
                acknowledged.merge(id, ((Number) version).longValue(), Math::max);
                accepted.incrementAndGet();
            }
        }
        return null;
    }

    private static void fail(List<String> failures, String what) {
        synchronized (failures) {
            if (failures.size() < 20) failures.add(what);
        }
    }

    private static boolean clusterOk() throws IOException, InterruptedException {
        return cli(NODES.get(0), "cluster", "info").contains("cluster_state:ok");
    }

    private static double gauge(ServiceProcess service) {
        return given().baseUri(service.managementUri())
                .get("/q/metrics")
                .asString()
                .lines()
                .filter(l -> l.startsWith("boardstate_redis_degraded"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
                .findFirst()
                .orElse(-1);
    }

    private static String cli(Node node, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("redis-cli", "-p", Integer.toString(node.port())));
        command.addAll(List.of(args));
        return run(command);
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(Patience.CAP.toSeconds(), TimeUnit.SECONDS) || p.exitValue() != 0)
            throw new IllegalStateException(command + " failed: " + out);
        return out;
    }

    private static void waitForPort(int port) throws InterruptedException {
        for (long deadline = System.nanoTime() + Patience.CAP.toNanos(); ; Thread.sleep(50)) {
            try (Socket ignored = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) throw new IllegalStateException("redis-server on " + port);
            }
        }
    }
}
