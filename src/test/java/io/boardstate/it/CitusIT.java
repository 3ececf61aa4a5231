package io.boardstate.it;

import static io.boardstate.it.CitusPlay.assertDense;
import static io.boardstate.it.CitusPlay.create;
import static io.boardstate.it.CitusPlay.events;
import static io.boardstate.it.CitusPlay.legal;
import static io.boardstate.it.CitusPlay.submit;
import static io.boardstate.it.CitusPlay.view;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.it.CitusPlay.Match;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The packaged service on a real Citus cluster (a coordinator and two workers, docs/operations/sharding.md):
 * it distributes its schema at start-up, and the command path, concurrency, idempotency, listings,
 * the clock's claims across replicas and a lost worker behave as on one Postgres. Skipped, saying
 * why, where Citus is not installed.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CitusIT {
    private static final String SCHEMA = ItStore.SCHEMA + "_citus";
    private static final CitusCluster CLUSTER = new CitusCluster();
    private static CitusReplicas stack;
    private static ServiceProcess a;
    private static ServiceProcess b;

    @BeforeAll
    static void cluster() throws Exception {
        Assumptions.assumeTrue(
                CitusCluster.unavailable().isEmpty(),
                () -> "skipped: " + CitusCluster.unavailable().orElse(""));
        CLUSTER.start(2);
        stack = CitusReplicas.start(CLUSTER, SCHEMA, "citus", List.of());
        a = stack.a;
        b = stack.b;
    }

    @AfterAll
    static void stop() throws Exception {
        if (stack != null) stack.stop();
        if (CitusCluster.unavailable().isEmpty()) CLUSTER.stop();
    }

    @Test
    @Order(1)
    void theSchemaIsDistributedAtStartByMatch() throws Exception {
        try (Connection c = CLUSTER.connect();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT t.relname || ' ' || p.partmethod::text || ' '"
                        + " || coalesce(column_to_column_name(p.logicalrelid, p.partkey), '-')"
                        + " FROM pg_dist_partition p JOIN pg_class t ON t.oid = p.logicalrelid"
                        + " JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = '" + SCHEMA + "'")) {
            Set<String> found = new HashSet<>();
            while (r.next()) found.add(r.getString(1));
            assertEquals(
                    Set.of(
                            "match h id",
                            "match_seat h match_id",
                            "match_event h match_id",
                            "match_snapshot h match_id",
                            "idempotency_record h match_id",
                            "match_timer h match_id",
                            "webhook_delivery h match_id",
                            "match_batch h key_id",
                            "cache_key n -",
                            "organizer_key n -",
                            "webhook_subscription n -",
                            "organizer_batch n -"),
                    found,
                    "every table distributed, the per-match ones unpartitioned");
        }
        try (Connection c = CLUSTER.connect();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM pg_dist_object o JOIN pg_proc p ON p.oid = o.objid"
                        + " JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = '" + SCHEMA + "'"
                        + " AND o.distribution_argument_index = 0")) {
            r.next();
            assertEquals(2, r.getInt(1), "the command functions run on the match's worker");
        }
    }

    @Test
    @Order(2)
    void thirtyTwoRacingSubmitsStoreOneAndKeysAnswerOnce() throws Exception {
        Match m = create(a, 5);
        Map<String, Object> command = legal(a, m).get(0);
        String token = m.token(view(a, m.id()));
        ExecutorService pool = Executors.newFixedThreadPool(32);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Response>> results = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            ServiceProcess replica = i % 2 == 0 ? a : b;
            results.add(pool.submit(() -> {
                go.await();
                return submit(replica, m.id(), token, m.version(), command, null);
            }));
        }
        go.countDown();
        List<Integer> statuses = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Future<Response> f : results) {
            Response r = f.get();
            statuses.add(r.statusCode());
            if (r.statusCode() != 200 && r.statusCode() != 412) others.add(r.asString());
        }
        pool.shutdown();
        // Anything else says why, with what the replicas logged of it.
        String why = statuses + " " + others + " " + a.logged("unexpected failure") + b.logged("unexpected failure");
        assertEquals(1, statuses.stream().filter(s -> s == 200).count(), why);
        assertEquals(31, statuses.stream().filter(s -> s == 412).count(), why);
        assertDense(b, m.id());

        // The next move twice under one Idempotency-Key, on both replicas: one event, the same answer.
        long version = view(b, m.id()).getLong("version");
        Match now = new Match(m.id(), m.tokens(), version);
        Map<String, Object> next = legal(b, now).get(0);
        String nextToken = now.token(view(b, m.id()));
        Response first = submit(a, m.id(), nextToken, version, next, "citus-key-1");
        Response again = submit(b, m.id(), nextToken, version, next, "citus-key-1");
        assertEquals(200, first.statusCode(), first.asString());
        assertEquals(first.asString(), again.asString());
        assertEquals(version + 1, view(a, m.id()).getLong("version"));
        assertDense(a, m.id());
    }

    @Test
    @Order(3)
    void listingsPageAcrossShardsNewestFirstWithoutRepeatOrSkip() throws Exception {
        Set<String> created = new HashSet<>();
        for (int i = 0; i < 24; i++)
            created.add(create(i % 2 == 0 ? a : b, 100 + i).id());
        List<String> seen = new ArrayList<>();
        Instant last = Instant.MAX;
        String cursor = null;
        do {
            var request = given().baseUri(b.baseUri()).queryParam("limit", 5);
            if (cursor != null) request = request.queryParam("cursor", cursor);
            JsonPath page =
                    request.get("/v1/matches").then().statusCode(200).extract().jsonPath();
            for (Map<String, Object> item : page.<Map<String, Object>>getList("items")) {
                seen.add((String) item.get("id"));
                Instant at = Instant.parse((String) item.get("createdAt"));
                assertTrue(!at.isAfter(last), "newest first");
                last = at;
            }
            cursor = page.getString("nextCursor");
        } while (cursor != null);
        assertEquals(seen.size(), new HashSet<>(seen).size(), "no match twice");
        assertTrue(seen.containsAll(created), "no match skipped");
    }

    @Test
    @Order(4)
    void aTimeoutIsStoredOnceByTheReplicaLeftAfterAKill() throws Exception {
        JsonPath created = given().baseUri(a.baseUri())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of(), Map.of()),
                        "seed",
                        7,
                        "clock",
                        Map.of("type", "deadline", "secondsPerTurn", 3),
                        "absentPolicy",
                        "forfeit"))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("match.id");
        a.kill(); // b's scheduler is left to claim the deadline on the cluster
        Patience.until("the forfeit", Duration.ofMillis(300), () -> view(b, id).getBoolean("finished"));
        List<String> types = events(b, id);
        assertEquals(1, types.stream().filter("seatTimedOut"::equals).count(), types.toString());
        assertEquals(
                List.of("seatTimedOut", "seatForfeited", "matchEnded"), types.subList(types.size() - 3, types.size()));
        a.start();
    }

    @Test
    @Order(5)
    void aWorkerDownAnswers503AndChangesNothing() throws Exception {
        Match m = create(a, 9);
        int port;
        try (Connection c = CLUSTER.connect();
                PreparedStatement s = c.prepareStatement("SELECT n.nodeport FROM pg_dist_placement p"
                        + " JOIN pg_dist_node n ON n.groupid = p.groupid"
                        + " WHERE p.shardid = get_shard_id_for_distribution_column(?, ?::uuid)")) {
            s.setString(1, SCHEMA + ".match");
            s.setString(2, m.id());
            try (ResultSet r = s.executeQuery()) {
                r.next();
                port = r.getInt(1);
            }
        }
        Map<String, Object> command = legal(a, m).get(0);
        String token = m.token(view(a, m.id()));
        CLUSTER.kill(port);
        try {
            Response down = submit(a, m.id(), token, m.version(), command, null);
            assertEquals(503, down.statusCode(), down.asString());
            assertEquals("STORE_UNAVAILABLE", down.jsonPath().getString("code"));
        } finally {
            CLUSTER.restart(port);
        }
        Patience.until(
                "the worker back",
                Duration.ofMillis(300),
                () -> given().baseUri(a.baseUri()).get("/v1/matches/" + m.id()).statusCode() == 200);
        assertEquals(m.version(), view(a, m.id()).getLong("version"), "nothing changed");
        assertEquals(200, submit(b, m, m.version(), command, null).statusCode());
        assertDense(a, m.id());
    }
}
