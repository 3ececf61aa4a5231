package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.support.RedisTestResource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
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
 * Postgres failover under load: a primary with a synchronous streaming standby, the packaged service
 * on a multi-host JDBC URL (targetServerType=primary). Mid-load the primary crashes and the standby
 * is promoted; the service finds the new primary without a restart, and every move it acknowledged
 * (2xx) is in the promoted database.
 *
 * <p>"Acknowledged" is guaranteed by synchronous replication: with synchronous_commit=on and the
 * standby in synchronous_standby_names, the primary reports a commit only after the standby has
 * flushed its WAL, and the service answers 2xx only after the commit; the promoted standby replays
 * all the WAL it flushed.
 */
class PostgresFailoverIT {
    private static final String SCHEMA = System.getenv().getOrDefault("BOARDSTATE_IT_SCHEMA", "boardstate_it");
    private static final int CLIENTS = 3;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static PostgresNode primary;
    private static PostgresNode standby;
    private static RedisTestResource redis;

    /** Every acknowledged event: match id to the versions a 2xx answer reported. */
    private final Map<UUID, Set<Long>> acknowledged = new ConcurrentHashMap<>();

    private final Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<String> unexpected = new ConcurrentLinkedQueue<>();

    @BeforeAll
    static void cluster() throws Exception {
        Path root = Path.of("target/pg-failover");
        primary = PostgresNode.primary(root).start();
        standby = PostgresNode.standbyOf(primary, root).start();
        awaitSynchronousStandby();
        redis = new RedisTestResource();
        redis.start();
    }

    @AfterAll
    static void stopAll() {
        if (redis != null) redis.stop();
        if (standby != null) standby.stopQuietly();
        if (primary != null) primary.stopQuietly();
    }

    @Test
    void theServiceFollowsThePromotedStandbyAndLosesNoAcknowledgedMove() throws Exception {
        Files.deleteIfExists(Path.of("target/it-failover.log"));
        String url = "jdbc:postgresql://127.0.0.1:" + primary.port() + ",127.0.0.1:" + standby.port()
                + "/postgres?targetServerType=primary&connectTimeout=2&socketTimeout=10";
        List<String> settings = List.of(
                "-Dboardstate.db.schema=" + SCHEMA,
                "-Dquarkus.datasource.jdbc.url=" + url,
                "-Dquarkus.redis.hosts=redis://127.0.0.1:" + RedisTestResource.port());
        try (ServiceProcess service = new ServiceProcess("failover", settings).start()) {
            AtomicBoolean stop = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<?>> clients = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                int client = i;
                clients.add(pool.submit(() -> play(service, client, stop)));
            }
            awaitAcknowledged(10);
            int before = acknowledgedCount();

            primary.crash();
            long crashedAt = System.nanoTime();
            standby.promote();
            // Without a restart the service writes again, on the new primary.
            awaitAcknowledged(before + 1);
            double recovery = (System.nanoTime() - crashedAt) / 1e9;
            awaitAcknowledged(before + 10);

            stop.set(true);
            for (Future<?> client : clients) client.get(Patience.CAP.toSeconds(), TimeUnit.SECONDS);
            pool.shutdown();
            assertTrue(unexpected.isEmpty(), "unexpected answers: " + unexpected);

            int lost = 0;
            int checked = 0;
            try (Connection db = DriverManager.getConnection(standby.jdbcUrl(), "postgres", "");
                    PreparedStatement query = db.prepareStatement(
                            "select 1 from " + SCHEMA + ".match_event where match_id = ? and version = ?")) {
                for (var match : acknowledged.entrySet()) {
                    for (long version : match.getValue()) {
                        query.setObject(1, match.getKey());
                        query.setLong(2, version);
                        try (ResultSet row = query.executeQuery()) {
                            if (!row.next()) lost++;
                        }
                        checked++;
                    }
                }
            }
            System.out.printf(
                    "failover: %d acknowledged events checked (%d before the crash), %d lost; answers %s;"
                            + " first write acknowledged %.1f s after the crash%n",
                    checked, before, lost, new TreeMap<>(statuses), recovery);
            assertEquals(0, lost, "acknowledged events missing from the promoted database");
            assertTrue(checked > before, "moves were acknowledged after the failover");
        }
        assertStructuredLogs(Path.of("target/it-failover.log"), statuses.containsKey(503));
    }

    /** One client: its own match, random legal commands, as fast as the service answers. */
    private void play(ServiceProcess service, int client, AtomicBoolean stop) {
        Random random = new Random(client);
        String matchId = null;
        List<String> tokens = null;
        while (!stop.get()) {
            try {
                if (matchId == null) {
                    Response created = given().baseUri(service.baseUri())
                            .contentType(ContentType.JSON)
                            .body(Map.of(
                                    "ruleset",
                                    "smallworld",
                                    "players",
                                    List.of(Map.of(), Map.of()),
                                    "seed",
                                    1000 + client))
                            .post("/v1/matches");
                    if (!record(created, 201)) continue;
                    JsonPath json = created.jsonPath();
                    matchId = json.getString("match.id");
                    tokens = json.getList("seats.token", String.class);
                    acknowledged.computeIfAbsent(UUID.fromString(matchId), k -> ConcurrentHashMap.newKeySet());
                    continue;
                }
                Response read = given().baseUri(service.baseUri()).get("/v1/matches/" + matchId);
                if (!record(read, 200)) continue;
                if (read.jsonPath().getBoolean("finished")) {
                    matchId = null;
                    continue;
                }
                long version = read.jsonPath().getLong("version");
                int seat = read.jsonPath().getList("toAct", Integer.class).get(0);
                Response legal = given().baseUri(service.baseUri())
                        .header("Authorization", "Bearer " + tokens.get(seat))
                        .get("/v1/matches/" + matchId + "/legal-commands");
                if (!record(legal, 200)) continue;
                List<Map<String, Object>> commands = legal.jsonPath().getList("commands");
                Response submitted = given().baseUri(service.baseUri())
                        .header("Authorization", "Bearer " + tokens.get(seat))
                        .header("If-Match", "\"" + version + "\"")
                        .contentType(ContentType.JSON)
                        .body(commands.get(random.nextInt(commands.size())))
                        .post("/v1/matches/" + matchId + "/commands");
                if (record(submitted, 200)) {
                    Set<Long> versions = acknowledged.get(UUID.fromString(matchId));
                    for (JsonNode event : JSON.readTree(submitted.asString()).path("events"))
                        versions.add(event.path("version").asLong());
                }
            } catch (Exception e) {
                // A connection refused or reset while the database fails over is a client-side retry.
                statuses.computeIfAbsent(-1, k -> new AtomicInteger()).incrementAndGet();
            }
        }
    }

    /**
     * Counts the answer; true when it is the expected success. While Postgres is away the service
     * answers 503 STORE_UNAVAILABLE (nothing changed); a submit whose commit was in doubt can meet
     * 412 on the next version. Anything else is unexpected.
     */
    private boolean record(Response response, int success) {
        int status = response.statusCode();
        statuses.computeIfAbsent(status, k -> new AtomicInteger()).incrementAndGet();
        if (status == success) return true;
        if (status != 503 && status != 412 && status != 500) unexpected.add(status + " " + response.asString());
        return false;
    }

    private int acknowledgedCount() {
        return acknowledged.values().stream().mapToInt(Set::size).sum();
    }

    /** Polls until {@code count} events are acknowledged, for as long as a loaded machine may need. */
    private void awaitAcknowledged(int count) throws InterruptedException {
        long deadline = System.nanoTime() + Patience.CAP.toNanos();
        while (acknowledgedCount() < count) {
            assertTrue(
                    System.nanoTime() < deadline,
                    "only " + acknowledgedCount() + " acknowledged events within " + Patience.CAP + "; answers "
                            + statuses);
            Thread.sleep(50);
        }
    }

    private static void awaitSynchronousStandby() throws Exception {
        long deadline = System.nanoTime() + Patience.CAP.toNanos();
        try (Connection db = DriverManager.getConnection(primary.jdbcUrl(), "postgres", "");
                Statement s = db.createStatement()) {
            while (true) {
                try (ResultSet r = s.executeQuery("select sync_state from pg_stat_replication")) {
                    if (r.next() && r.getString(1).equals("sync")) return;
                }
                assertTrue(System.nanoTime() < deadline, "the standby became a synchronous standby");
                Thread.sleep(100);
            }
        }
    }

    /**
     * The packaged service logs JSON lines (prod profile), request lines carry the trace id, and
     * with no OTLP endpoint configured nothing tries to export spans. A request logs only when it
     * met the database away (its 503 "Postgres unreachable" line); on a loaded machine the failover
     * can fall between two requests, so the trace id is required only when a 503 was answered.
     */
    private static void assertStructuredLogs(Path log, boolean requestsLogged) throws Exception {
        List<String> lines = Files.readAllLines(log);
        assertFalse(lines.isEmpty());
        boolean traced = false;
        for (String line : lines) {
            if (!line.startsWith("{")) continue;
            JsonNode entry = JSON.readTree(line);
            assertTrue(entry.has("message") && entry.has("level"), line);
            if (entry.path("mdc").path("traceId").asText().matches("[0-9a-f]{32}")) traced = true;
            assertFalse(line.contains("Failed to export"), "no span export without an endpoint: " + line);
        }
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("{")), "JSON log lines");
        if (requestsLogged) assertTrue(traced, "log lines written during a request carry its traceId");
    }
}
