package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.RedisTestResource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A deadline that passes while Postgres is down (crashed, then started again): the scheduler's
 * scans fail meanwhile, and once Postgres is back the timeout is stored exactly once.
 */
class PostgresDownClockIT {
    private static PostgresNode postgres;
    private static RedisTestResource redis;

    @BeforeAll
    static void infrastructure() throws Exception {
        postgres = PostgresNode.primary(Path.of("target/pg-clock")).start();
        asynchronous();
        redis = new RedisTestResource();
        redis.start();
    }

    @AfterAll
    static void stopAll() {
        if (redis != null) redis.stop();
        if (postgres != null) postgres.stopQuietly();
    }

    /** The node is made for a synchronous standby; alone, its commits must not wait for one. */
    private static void asynchronous() throws Exception {
        try (var db = java.sql.DriverManager.getConnection(postgres.jdbcUrl(), "postgres", "");
                var s = db.createStatement()) {
            s.execute("alter system set synchronous_standby_names = ''");
            s.execute("select pg_reload_conf()");
        }
    }

    /** Far longer than creating a match and crashing Postgres take, even on a loaded machine. */
    private static final int SECONDS_PER_TURN = 15;

    @Test
    void aDeadlineReachedWhilePostgresIsDownFiresOnceItIsBack() throws Exception {
        List<String> settings = List.of(
                "-Dboardstate.db.schema=" + ItStore.SCHEMA,
                "-Dquarkus.datasource.jdbc.url=" + postgres.jdbcUrl() + "?connectTimeout=2&socketTimeout=10",
                "-Dquarkus.redis.hosts=redis://127.0.0.1:" + RedisTestResource.port());
        try (ServiceProcess service = new ServiceProcess("clock-pg-down", settings).start()) {
            JsonPath created = given().baseUri(service.baseUri())
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "ruleset",
                            "smallworld",
                            "players",
                            List.of(Map.of(), Map.of()),
                            "seed",
                            5,
                            "clock",
                            Map.of("type", "deadline", "secondsPerTurn", SECONDS_PER_TURN)))
                    .post("/v1/matches")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String id = created.getString("match.id");
            long version = created.getLong("match.version");
            Instant due = Instant.parse(created.getString("match.clock.deadline"));
            postgres.crash();
            assertTrue(
                    Instant.now().isBefore(due),
                    "Postgres went down before the deadline (a machine this slow needs a longer SECONDS_PER_TURN)");
            // The deadline passes with Postgres down, and the scheduler polls past it a few times.
            while (Instant.now().isBefore(due.plusSeconds(2))) Thread.sleep(250);
            Instant back = Instant.now();
            postgres.start();
            long until = System.nanoTime() + Patience.CAP.toNanos();
            JsonPath view = null;
            while (System.nanoTime() < until) {
                var response = given().baseUri(service.baseUri()).get("/v1/matches/" + id);
                if (response.statusCode() == 200) {
                    view = response.jsonPath();
                    if (view.getBoolean("finished")) break;
                } else assertEquals(503, response.statusCode(), "Postgres down is a 503, never a 500");
                Thread.sleep(250);
            }
            assertTrue(view != null && view.getBoolean("finished"), "the timeout fired after Postgres came back");
            Thread.sleep(1_500); // time for a second (wrong) timeout
            JsonPath page = given().baseUri(service.baseUri())
                    .get("/v1/matches/" + id + "/events?after=" + version)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(
                    List.of("seatTimedOut", "seatForfeited", "matchEnded"), page.getList("items.type", String.class));
            Instant stored = Instant.parse(page.getString("items[0].at"));
            Instant deadline = Instant.parse(page.getString("items[0].data.deadline"));
            assertTrue(deadline.isBefore(back), "the deadline passed while Postgres was down");
            assertTrue(!stored.isBefore(back), "stored once Postgres was back: " + stored + " vs " + back);
            assertEquals(
                    version + 3,
                    given().baseUri(service.baseUri())
                            .get("/v1/matches/" + id)
                            .jsonPath()
                            .getLong("version"));
        }
    }
}
