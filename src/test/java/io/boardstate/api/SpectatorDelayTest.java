package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The spectator delay: a spectator gets no version inside the window by any endpoint (view,
 * versions, events, SSE, NDJSON, listing, results), a seat sees the head, the streams deliver the
 * delayed versions in order without gaps (a seconds-delay by itself, with no further commit), and
 * once the match has ended everything is visible.
 */
@QuarkusTest
class SpectatorDelayTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TestHTTPResource("/")
    URL base;

    /** A live stream (SSE or NDJSON) read in the background: the versions it delivered, in order. */
    final class Stream implements AutoCloseable {
        private final List<Long> versions = new ArrayList<>();
        private final HttpResponse<InputStream> response;
        final CompletableFuture<Void> ended;

        Stream(String matchId, boolean ndjson) throws Exception {
            response = HTTP.send(
                    HttpRequest.newBuilder(URI.create(base + "v1/matches/" + matchId + "/stream"))
                            .header("Accept", ndjson ? "application/x-ndjson" : "text/event-stream")
                            .build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, response.statusCode());
            ended = CompletableFuture.runAsync(() -> {
                try (BufferedReader in =
                        new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        Long version = null;
                        if (ndjson && line.startsWith("{")) version = new JsonPath(line).getLong("version");
                        else if (!ndjson && line.startsWith("id:"))
                            version = Long.parseLong(line.substring(3).trim());
                        if (version != null)
                            synchronized (this) {
                                versions.add(version);
                            }
                    }
                } catch (Exception closed) {
                    // the test closed the connection
                }
            });
        }

        synchronized List<Long> versions() {
            return List.copyOf(versions);
        }

        long last() {
            List<Long> v = versions();
            return v.isEmpty() ? 0 : v.getLast();
        }

        void await(long version, Duration within) throws Exception {
            long deadline = System.nanoTime() + within.toNanos();
            while (System.nanoTime() < deadline && last() < version) Thread.sleep(20);
            assertTrue(last() >= version, "no version " + version + " within " + within + ": " + versions());
        }

        /** 1..upTo, each once, in order. */
        void deliveredExactly(long upTo) {
            assertEquals(LongStream.rangeClosed(1, upTo).boxed().toList(), versions());
        }

        @Override
        public void close() throws Exception {
            response.body().close();
        }
    }

    static Created create(Map<String, Object> delay) {
        return Api.create("tictactoe", 2, Map.of("spectatorDelay", delay));
    }

    static long play(Created m, int seat, int cell, long version) {
        return submit(m.id(), m.tokens().get(seat), version, "{\"type\":\"place\",\"cell\":" + cell + "}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
    }

    /** Every spectator read shows {@code delayed} and nothing after it; the seat reads show {@code head}. */
    static void spectatorSeesOnly(Created m, long delayed, long head) {
        given().get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .header("ETag", "\"" + delayed + "\"")
                .body("version", equalTo((int) delayed))
                .body("viewer", equalTo("spectator"));
        for (long v = delayed + 1; v <= head; v++)
            given().get("/v1/matches/" + m.id() + "/versions/" + v)
                    .then()
                    .statusCode(404)
                    .contentType("application/problem+json")
                    .body("code", equalTo("UNKNOWN_VERSION"));
        given().get("/v1/matches/" + m.id() + "/versions/" + delayed).then().statusCode(200);
        JsonPath events = given().get("/v1/matches/" + m.id() + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .header("ETag", "\"" + delayed + "\"")
                .extract()
                .jsonPath();
        assertEquals(LongStream.rangeClosed(1, delayed).boxed().toList(), events.getList("items.version", Long.class));
        assertFalse(events.getBoolean("hasMore"));
        given().get("/v1/matches/" + m.id() + "/events?after=" + delayed)
                .then()
                .statusCode(200)
                .body("items.size()", equalTo(0));
        JsonPath listed = given().get("/v1/matches?ruleset=tictactoe&limit=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(delayed, listed.getLong("items.find { it.id == '" + m.id() + "' }.version"));
        given().get("/v1/matches/" + m.id() + "/results").then().statusCode(200).body("version", equalTo((int)
                delayed));
        // the seats are never delayed
        for (String token : m.tokens()) {
            assertEquals(head, match(m.id(), token).getLong("version"));
            as(token).get("/v1/matches/" + m.id() + "/versions/" + head).then().statusCode(200);
            assertEquals(
                    head,
                    as(token)
                            .get("/v1/matches/" + m.id() + "/events?after=0")
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getLong("items[-1].version"));
        }
        JsonPath mine = as(m.tokens().get(0))
                .get("/v1/matches?ruleset=tictactoe&limit=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(head, mine.getLong("items.find { it.id == '" + m.id() + "' }.version"));
    }

    @Test
    void aVersionsDelayHoldsEveryReadBackUntilTheMatchEnds() throws Exception {
        Created m = create(Map.of("versions", 2));
        int a = match(m.id(), null).getList("toAct", Integer.class).get(0);
        int b = 1 - a;
        assertEquals(2, match(m.id(), null).getInt("spectatorDelay.versions"));
        assertNull(match(m.id(), null).get("spectatorDelay.seconds"));
        try (Stream sse = new Stream(m.id(), false);
                Stream ndjson = new Stream(m.id(), true)) {
            // the setup is public from creation (it is in the creation's answer)
            spectatorSeesOnly(m, m.version(), m.version());
            long v = play(m, a, 0, m.version());
            spectatorSeesOnly(m, m.version(), v);
            v = play(m, b, 4, v);
            v = play(m, a, 8, v);
            v = play(m, b, 2, v);
            spectatorSeesOnly(m, v - 2, v);
            sse.await(v - 2, Duration.ofSeconds(10));
            ndjson.await(v - 2, Duration.ofSeconds(10));
            Thread.sleep(1500); // a hint or a poll would have shown more by now
            sse.deliveredExactly(v - 2);
            ndjson.deliveredExactly(v - 2);
            // a blocks 2-4-6, b plays 1, a completes 0-3-6
            v = play(m, a, 6, v);
            v = play(m, b, 1, v);
            spectatorSeesOnly(m, v - 2, v);
            v = play(m, a, 3, v);
            JsonPath ended = match(m.id(), null);
            assertTrue(ended.getBoolean("finished"));
            assertEquals(v, ended.getLong("version"), "an ended match is not delayed");
            spectatorSeesOnly(m, v, v);
            sse.await(v, Duration.ofSeconds(10));
            ndjson.await(v, Duration.ofSeconds(10));
            sse.ended.get(10, java.util.concurrent.TimeUnit.SECONDS);
            ndjson.ended.get(10, java.util.concurrent.TimeUnit.SECONDS);
            sse.deliveredExactly(v);
            ndjson.deliveredExactly(v);
        }
    }

    @Test
    void aSecondsDelayReleasesEachVersionByItselfWhenItsTimeComes() throws Exception {
        Created m = create(Map.of("seconds", 3));
        int a = match(m.id(), null).getList("toAct", Integer.class).get(0);
        try (Stream sse = new Stream(m.id(), false);
                Stream ndjson = new Stream(m.id(), true)) {
            sse.await(m.version(), Duration.ofSeconds(10));
            long committed = System.nanoTime();
            long v = play(m, a, 4, m.version());
            spectatorSeesOnly(m, m.version(), v);
            // no further commit: the streams wake when the version leaves the window (they poll Postgres only every 10
            // s)
            sse.await(v, Duration.ofSeconds(6));
            ndjson.await(v, Duration.ofSeconds(6));
            long waitedMs = (System.nanoTime() - committed) / 1_000_000;
            assertTrue(waitedMs >= 3000, "released after " + waitedMs + " ms");
            System.out.println(
                    "SpectatorDelayTest: a 3 s delay released the version to the streams after " + waitedMs + " ms");
            sse.deliveredExactly(v);
            ndjson.deliveredExactly(v);
            spectatorSeesOnly(m, v, v);
            // resigning ends the match: nothing is delayed any more
            long last = as(m.tokens().get(1 - a))
                    .post("/v1/matches/" + m.id() + "/resign")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
            assertTrue(match(m.id(), null).getBoolean("finished"));
            spectatorSeesOnly(m, last, last);
            sse.await(last, Duration.ofSeconds(10));
            sse.deliveredExactly(last);
        }
    }

    @Test
    void eachMatchOfABatchTakesItsOwnDelay() throws Exception {
        io.boardstate.support.Organizers.Key key =
                io.boardstate.support.Organizers.issue("club-delay", List.of("matches:create"));
        Map<String, Object> delayed = Map.of(
                "ruleset",
                "tictactoe",
                "players",
                List.of(Map.of("name", "a"), Map.of("name", "b")),
                "spectatorDelay",
                Map.of("versions", 1));
        Map<String, Object> plain =
                Map.of("ruleset", "tictactoe", "players", List.of(Map.of("name", "a"), Map.of("name", "b")));
        JsonPath batch = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("matches", List.of(plain, delayed)))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Created m = new Created(
                batch.getString("matches[1].id"),
                batch.getList("matches[1].seats.token", String.class),
                match(batch.getString("matches[1].id"), null).getLong("version"));
        assertNull(match(batch.getString("matches[0].id"), null).get("spectatorDelay"));
        assertEquals(1, match(m.id(), null).getInt("spectatorDelay.versions"));
        int a = match(m.id(), null).getList("toAct", Integer.class).get(0);
        long v = play(m, a, 4, m.version());
        v = play(m, 1 - a, 0, v);
        spectatorSeesOnly(m, v - 1, v);
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "matches",
                        List.of(
                                plain,
                                Map.of(
                                        "ruleset", "tictactoe",
                                        "players", List.of(Map.of("name", "a"), Map.of("name", "b")),
                                        "spectatorDelay", Map.of("seconds", -1)))))
                .post("/v1/match-batches")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_REQUEST"))
                .body("index", equalTo(1));
    }

    @Test
    void aDelayOutOfRangeIsRefused() {
        for (Map<String, Object> delay : List.of(
                Map.<String, Object>of("versions", -1),
                Map.<String, Object>of("seconds", -5),
                Map.<String, Object>of("versions", 10_001),
                Map.<String, Object>of("seconds", 86_401))) {
            given().contentType(ContentType.JSON)
                    .body(Map.of(
                            "ruleset",
                            "tictactoe",
                            "players",
                            List.of(Map.of("name", "a"), Map.of("name", "b")),
                            "spectatorDelay",
                            delay))
                    .post("/v1/matches")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_REQUEST"));
        }
        // zero delays nothing
        Created m = create(Map.of("versions", 0, "seconds", 0));
        assertNull(match(m.id(), null).get("spectatorDelay"));
    }
}
