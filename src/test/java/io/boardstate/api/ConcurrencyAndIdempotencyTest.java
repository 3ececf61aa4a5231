package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ConcurrencyAndIdempotencyTest {
    @Test
    void thirtyTwoConcurrentSubmitsWithOneIfMatchGiveOneSuccess() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 11L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        int writers = 32;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        Map<Integer, Integer> statuses = new ConcurrentHashMap<>();
        List<Future<Integer>> results = new ArrayList<>();
        for (int i = 0; i < writers; i++) {
            int cell = i % 9;
            results.add(pool.submit(() -> {
                start.await();
                Response r = as(token)
                        .contentType("application/json")
                        .header("If-Match", "\"1\"")
                        .body("{\"type\":\"place\",\"cell\":" + cell + "}")
                        .post("/v1/matches/" + m.id() + "/commands");
                statuses.merge(r.statusCode(), 1, Integer::sum);
                return r.statusCode();
            }));
        }
        start.countDown();
        for (Future<Integer> f : results) f.get();
        pool.shutdown();
        assertEquals(1, statuses.getOrDefault(200, 0), "exactly one writer wins: " + statuses);
        assertEquals(
                writers - 1, statuses.getOrDefault(412, 0), "every other writer gets VERSION_CONFLICT: " + statuses);
        // One setup event and one placed mark: nothing duplicated, versions dense.
        given().get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(200)
                .body("items.size()", equalTo(2))
                .body("items.version", equalTo(List.of(1, 2)))
                .body("version", equalTo(2));
    }

    @Test
    void idempotencyKeyReplaysTheStoredAnswer() {
        Created m = create("tictactoe", 2, Map.of(), 12L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        String body = "{\"type\":\"place\",\"cell\":4}";
        Response original = as(token)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Idempotency-Key", "move-1")
                .body(body)
                .post("/v1/matches/" + m.id() + "/commands");
        original.then().statusCode(200).header("ETag", "\"2\"");
        Response replay = as(token)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Idempotency-Key", "move-1")
                .body(body)
                .post("/v1/matches/" + m.id() + "/commands");
        replay.then().statusCode(200).header("Idempotent-Replayed", "true").header("ETag", "\"2\"");
        assertEquals(original.jsonPath().getMap("$"), replay.jsonPath().getMap("$"));
        // Same key, other body: refused; nothing stored twice.
        as(token)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Idempotency-Key", "move-1")
                .body("{\"type\":\"place\",\"cell\":5}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo(2));
        // A rejection is stored and replayed too.
        String other = m.tokens().get(1 - first);
        as(other)
                .contentType("application/json")
                .header("If-Match", "\"2\"")
                .header("Idempotency-Key", "k2")
                .body(body)
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .body("code", equalTo("ILLEGAL_MOVE/CELL_TAKEN"));
        as(other)
                .contentType("application/json")
                .header("If-Match", "\"2\"")
                .header("Idempotency-Key", "k2")
                .body(body)
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .header("Idempotent-Replayed", "true")
                .body("code", equalTo("ILLEGAL_MOVE/CELL_TAKEN"));
        // Keys are per seat: the other seat may use "move-1" for its own command.
        as(other)
                .contentType("application/json")
                .header("If-Match", "\"2\"")
                .header("Idempotency-Key", "move-1")
                .body("{\"type\":\"place\",\"cell\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200);
    }

    @Test
    void concurrentRequestsWithOneKeyStoreOneCommandAndAllGetItsAnswer() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 13L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        int retries = 16;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(retries);
        List<Future<Response>> results = new ArrayList<>();
        for (int i = 0; i < retries; i++) {
            results.add(pool.submit(() -> {
                start.await();
                return as(token)
                        .contentType("application/json")
                        .header("If-Match", "\"1\"")
                        .header("Idempotency-Key", "same")
                        .body("{\"type\":\"place\",\"cell\":4}")
                        .post("/v1/matches/" + m.id() + "/commands");
            }));
        }
        start.countDown();
        int fresh = 0;
        String answer = null;
        for (Future<Response> f : results) {
            Response r = f.get();
            assertEquals(200, r.statusCode(), r.asString());
            assertEquals("\"2\"", r.header("ETag"));
            if (r.header("Idempotent-Replayed") == null) fresh++;
            if (answer == null) answer = r.asString();
            assertEquals(answer, r.asString(), "every request gets the one stored answer");
        }
        pool.shutdown();
        assertEquals(1, fresh, "one request stored the command, the others got its answer");
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo(2));
    }
}
