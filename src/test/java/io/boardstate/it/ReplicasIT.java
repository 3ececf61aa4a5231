package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.RedisTestResource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two replicas of the packaged service on one Postgres and one Redis play the same match
 * alternately, race each other, and one of them restarts mid-match: nothing is lost or doubled.
 * Plays every ruleset the service hosts, through its legal-command lists.
 */
class ReplicasIT {
    private static final String SCHEMA = ItStore.SCHEMA;
    private static RedisTestResource redis;
    private static List<String> settings;

    @BeforeAll
    static void infrastructure() throws Exception {
        ItStore.reset();
        redis = new RedisTestResource();
        String redisHosts = redis.start().get("quarkus.redis.hosts");
        settings = ItStore.settings(redisHosts);
    }

    @AfterAll
    static void stopRedis() {
        redis.stop();
    }

    @Test
    void twoReplicasAndARestartPlayEveryRulesetConsistently() throws Exception {
        try (ServiceProcess a = new ServiceProcess("a", settings).start();
                ServiceProcess b = new ServiceProcess("b", settings).start()) {
            List<String> rulesets = given().baseUri(a.baseUri())
                    .get("/v1/rulesets")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("id", String.class);
            assertFalse(rulesets.isEmpty(), "the service hosts games");
            for (String ruleset : rulesets) {
                JsonPath info = given().baseUri(a.baseUri())
                        .get("/v1/rulesets/" + ruleset)
                        .then()
                        .extract()
                        .jsonPath();
                int players = info.getInt("minSeats");
                JsonPath created = given().baseUri(a.baseUri())
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "ruleset",
                                ruleset,
                                "players",
                                java.util.Collections.nCopies(players, Map.of()),
                                "seed",
                                99))
                        .post("/v1/matches")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath();
                String id = created.getString("match.id");
                List<String> tokens = created.getList("seats.token", String.class);
                Random random = new Random(5);
                ServiceProcess[] replicas = {a, b};
                int commands = 0;
                boolean restarted = false;
                boolean raced = false;
                while (commands < 400) {
                    ServiceProcess replica = replicas[commands % 2];
                    JsonPath match = given().baseUri(replica.baseUri())
                            .get("/v1/matches/" + id)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath();
                    if (match.getBoolean("finished")) break;
                    long version = match.getLong("version");
                    int seat = match.getList("toAct", Integer.class).get(0);
                    List<Map<String, Object>> legal = given().baseUri(replica.baseUri())
                            .header("Authorization", "Bearer " + tokens.get(seat))
                            .get("/v1/matches/" + id + "/legal-commands")
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getList("commands");
                    Map<String, Object> command = legal.get(random.nextInt(legal.size()));
                    if (!raced && commands == 3) {
                        // Both replicas get the same command at the same version at once: exactly one wins.
                        assertEquals(List.of(200, 412), race(a, b, id, tokens.get(seat), version, command));
                        raced = true;
                    } else {
                        submit(replica, id, tokens.get(seat), version, command)
                                .then()
                                .statusCode(200);
                    }
                    commands++;
                    if (!restarted && commands == 6) {
                        int exit = a.stop();
                        assertTrue(exit == 0 || exit == 143, "SIGTERM ends the service cleanly, exit " + exit);
                        a.start();
                        restarted = true;
                    }
                }
                assertTrue(restarted, ruleset + ": the match outlived a restart");
                // Both replicas tell the same story, and the log is dense: versions 1..head, no doubles.
                JsonPath fromA = given().baseUri(a.baseUri())
                        .get("/v1/matches/" + id)
                        .then()
                        .extract()
                        .jsonPath();
                JsonPath fromB = given().baseUri(b.baseUri())
                        .get("/v1/matches/" + id)
                        .then()
                        .extract()
                        .jsonPath();
                assertEquals(fromA.getLong("version"), fromB.getLong("version"));
                assertEquals(fromA.getMap("state"), fromB.getMap("state"));
                List<Integer> versions = new ArrayList<>();
                long after = 0;
                while (true) {
                    JsonPath page = given().baseUri(b.baseUri())
                            .queryParam("after", after)
                            .queryParam("limit", 500)
                            .get("/v1/matches/" + id + "/events")
                            .then()
                            .extract()
                            .jsonPath();
                    versions.addAll(page.getList("items.version", Integer.class));
                    after = page.getLong("nextAfter");
                    if (!page.getBoolean("hasMore")) break;
                }
                for (int i = 0; i < versions.size(); i++)
                    assertEquals(i + 1, versions.get(i), ruleset + ": dense event versions");
                assertEquals(fromA.getLong("version"), versions.size());
            }
        }
    }

    private static Response submit(
            ServiceProcess replica, String id, String token, long version, Map<String, Object> command) {
        return given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + version + "\"")
                .contentType(ContentType.JSON)
                .body(command)
                .post("/v1/matches/" + id + "/commands");
    }

    private static List<Integer> race(
            ServiceProcess a, ServiceProcess b, String id, String token, long version, Map<String, Object> command)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> results = new ArrayList<>();
        for (ServiceProcess replica : new ServiceProcess[] {a, b}) {
            results.add(pool.submit(() -> {
                go.await();
                return submit(replica, id, token, version, command).statusCode();
            }));
        }
        go.countDown();
        List<Integer> statuses = new ArrayList<>();
        for (Future<Integer> f : results) statuses.add(f.get());
        pool.shutdown();
        return statuses.stream().sorted().toList();
    }
}
