package io.boardstate.api.match;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.boardstate.support.Management.management;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.boardstate.support.RedisTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The live stream: the events themselves, one message per version, resumable with no gap and no
 * duplicate; streams dropped in bulk leave the replica healthy; streams opened before a Redis
 * outage are pushed to again once Redis is back.
 */
@QuarkusTest
class MatchStreamTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TestHTTPResource("/")
    URL base;

    @AfterEach
    void redisBack() {
        RedisTestResource.startRedis();
    }

    /** One SSE message as received. */
    record Message(long id, String event, String data) {}

    /** A stream read in the background until it ends or is closed. */
    final class Reader implements AutoCloseable {
        final List<Message> messages = new ArrayList<>();
        final List<String> comments = new ArrayList<>();
        /** Every field name a frame carried (id, data, event...), to catch a stray header line. */
        final java.util.Set<String> fields = new java.util.TreeSet<>();

        final CompletableFuture<Void> ended;
        private final InputStream body;

        Reader(String matchId, String lastEventId, String query) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(
                            URI.create(base + "v1/matches/" + matchId + "/stream" + (query == null ? "" : query)))
                    .header("Accept", "text/event-stream");
            if (lastEventId != null) request.header("Last-Event-ID", lastEventId);
            HttpResponse<InputStream> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, response.statusCode());
            body = response.body();
            ended = CompletableFuture.runAsync(() -> {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                    String id = null, event = null;
                    StringBuilder data = null;
                    for (String line; (line = lines.readLine()) != null; ) {
                        if (line.startsWith(":"))
                            synchronized (this) {
                                comments.add(line);
                            }
                        else if (!line.isEmpty())
                            synchronized (this) {
                                fields.add(line.substring(0, Math.max(0, line.indexOf(':'))));
                            }
                        if (line.startsWith(":")) {
                            // a comment, recorded above
                        } else if (line.startsWith("id:"))
                            id = line.substring(3).trim();
                        else if (line.startsWith("event:"))
                            event = line.substring(6).trim();
                        else if (line.startsWith("data:")) {
                            if (data == null) data = new StringBuilder();
                            data.append(line.substring(5).trim());
                        } else if (line.isEmpty() && data != null) {
                            synchronized (this) {
                                messages.add(new Message(id == null ? -1 : Long.parseLong(id), event, data.toString()));
                            }
                            id = null;
                            event = null;
                            data = null;
                        }
                    }
                } catch (Exception closed) {
                    // the test closed the connection
                }
            });
        }

        /** The versions' messages, without the end message. */
        synchronized List<Message> messages() {
            return messages.stream().filter(m -> !"end".equals(m.event())).toList();
        }

        /** The end message, if it came. */
        synchronized java.util.Optional<Message> end() {
            return messages.stream().filter(m -> "end".equals(m.event())).findFirst();
        }

        synchronized java.util.Set<String> fields() {
            return java.util.Set.copyOf(fields);
        }

        long last() {
            List<Message> m = messages();
            return m.isEmpty() ? 0 : m.getLast().id();
        }

        void awaitVersion(long version, Duration within) throws InterruptedException {
            long deadline = System.nanoTime() + within.toNanos();
            while (System.nanoTime() < deadline) {
                if (last() >= version) return;
                Thread.sleep(10);
            }
            throw new AssertionError("no message of version " + version + " within " + within + ": " + messages());
        }

        @Override
        public void close() throws Exception {
            body.close();
        }
    }

    @Test
    void eachVersionIsOneUnnamedMessageWithItsEventAndTheStreamEndsWithTheMatch() throws Exception {
        eachVersionIsOneMessage(null);
    }

    @Test
    void namedEventsAreAnOption() throws Exception {
        eachVersionIsOneMessage("?events=named");
    }

    private void eachVersionIsOneMessage(String query) throws Exception {
        boolean named = query != null;
        Created m = create("tictactoe", 2, Map.of(), named ? 46L : 41L);
        int first = match(m.id(), null).getInt("toAct[0]");
        try (Reader stream = new Reader(m.id(), null, query)) {
            stream.awaitVersion(1, Duration.ofSeconds(10));
            // first wins with 0, 1, 2 while second plays 3, 4
            int[][] moves = {{first, 0}, {1 - first, 3}, {first, 1}, {1 - first, 4}, {first, 2}};
            long version = 1;
            for (int[] move : moves) {
                version = submit(
                                m.id(),
                                m.tokens().get(move[0]),
                                version,
                                "{\"type\":\"place\",\"cell\":" + move[1] + "}")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getLong("version");
                // Pushed by the Redis hint, well before the 10 s poll.
                stream.awaitVersion(version, Duration.ofSeconds(3));
            }
            stream.ended.get(20, TimeUnit.SECONDS); // the stream ends after the finishing event
            List<Message> messages = stream.messages();
            List<Object> types = JsonPath.from(io.restassured.RestAssured.get("/v1/matches/" + m.id() + "/events")
                            .asString())
                    .getList("items.type");
            assertEquals(types.size(), messages.size(), "one message per version: " + messages);
            for (int i = 0; i < messages.size(); i++) {
                Message message = messages.get(i);
                assertEquals(i + 1, message.id(), "versions in order, none missing or repeated");
                // unnamed by default, so EventSource.onmessage receives it; named on request
                assertEquals(named ? types.get(i) : null, message.event());
                assertEquals(message.id(), JsonPath.from(message.data()).getLong("version"));
                assertEquals(types.get(i), JsonPath.from(message.data()).getString("type"));
            }
            Message end = stream.end().orElseThrow(() -> new AssertionError("no end message"));
            assertEquals(-1, end.id(), "the end message has no id: the last event id stays the last version's");
            long last = messages.getLast().id();
            assertEquals(last, JsonPath.from(end.data()).getLong("version"));
            assertTrue(JsonPath.from(end.data()).getBoolean("finished"));
            // only SSE fields: no stray content-type line inside a frame
            assertEquals(java.util.Set.of("id", "data", "event"), stream.fields(), "fields of " + stream.fields());
            // A reconnect after the end (as EventSource does, with the last id) is 204: a standard client stops.
            for (String type : List.of("text/event-stream", MatchStreamResource.NDJSON)) {
                HttpResponse<String> again = HTTP.send(
                        HttpRequest.newBuilder(URI.create(base + "v1/matches/" + m.id() + "/stream"))
                                .header("Accept", type)
                                .header("Last-Event-ID", Long.toString(last))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(204, again.statusCode(), type);
                assertEquals("", again.body());
            }
            // Behind the end, a reconnect gets what it lacks, then the end again.
            try (Reader late = new Reader(m.id(), Long.toString(last - 2), null)) {
                late.ended.get(20, TimeUnit.SECONDS);
                assertEquals(
                        List.of(last - 1, last),
                        late.messages().stream().map(Message::id).toList());
                assertTrue(late.end().isPresent());
            }
        }
    }

    @Test
    void aDroppedConnectionResumesAfterLastEventIdWithNoGapAndNoDuplicate() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 42L);
        int first = match(m.id(), null).getInt("toAct[0]");
        long version = submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
        long seen;
        try (Reader stream = new Reader(m.id(), null, null)) {
            stream.awaitVersion(version, Duration.ofSeconds(10));
            seen = stream.last();
        } // the connection drops mid-match
        version = submit(m.id(), m.tokens().get(1 - first), version, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
        version = submit(m.id(), m.tokens().get(first), version, "{\"type\":\"place\",\"cell\":8}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
        try (Reader resumed = new Reader(m.id(), Long.toString(seen), null);
                Reader fromQuery = new Reader(m.id(), null, "?after=" + seen)) {
            resumed.awaitVersion(version, Duration.ofSeconds(5));
            fromQuery.awaitVersion(version, Duration.ofSeconds(5));
            for (Reader r : List.of(resumed, fromQuery)) {
                List<Long> ids = r.messages().stream().map(Message::id).toList();
                List<Long> expected = new ArrayList<>();
                for (long v = seen + 1; v <= version; v++) expected.add(v);
                assertEquals(expected, ids);
            }
        }
    }

    @Test
    void streamsDroppedInBulkLeaveTheReplicaPushingToEveryStream() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 43L);
        int first = match(m.id(), null).getInt("toAct[0]");
        // Open and drop many streams at once: before the fix each held a Redis connection and the
        // pool ran dry for good.
        List<Reader> dropped = new ArrayList<>();
        for (int i = 0; i < 80; i++) dropped.add(new Reader(m.id(), null, null));
        for (Reader r : dropped) r.close();
        awaitFeed("up");
        try (Reader stream = new Reader(m.id(), "1", null)) {
            long version = submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
            stream.awaitVersion(version, Duration.ofSeconds(1));
        }
        management().get("/q/health/ready").then().statusCode(200);
    }

    @Test
    void aStreamOpenedBeforeARedisOutageIsPushedToOnceRedisIsBack() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 44L);
        int first = match(m.id(), null).getInt("toAct[0]");
        try (Reader stream = new Reader(m.id(), null, null)) {
            stream.awaitVersion(1, Duration.ofSeconds(10));
            RedisTestResource.stopRedis();
            awaitFeed("degraded");
            // While Redis is down the stream still gets every version, from the log.
            long version = submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
            stream.awaitVersion(version, Duration.ofSeconds(3));
            RedisTestResource.startRedis();
            awaitFeed("up");
            // Pushed again: well before the next 10 s poll of the log.
            version = submit(m.id(), m.tokens().get(1 - first), version, "{\"type\":\"place\",\"cell\":4}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
            stream.awaitVersion(version, Duration.ofSeconds(3));
        }
    }

    @Test
    void aVersionThatIsNotOneIsRefused() {
        Created m = create("tictactoe", 2, Map.of(), 45L);
        io.restassured.RestAssured.given()
                .header("Last-Event-ID", "abc")
                .get("/v1/matches/" + m.id() + "/stream")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", org.hamcrest.Matchers.equalTo("INVALID_PARAMETER"));
    }

    /** Readiness says how this replica's Redis subscription is, and never fails for it. */
    private static void awaitFeed(String state) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        String seen = null;
        while (System.nanoTime() < deadline) {
            JsonPath ready =
                    management().get("/q/health/ready").then().extract().jsonPath();
            seen = ready.getString("checks.find { it.name == 'redis-cache' }.data.feed");
            if (state.equals(seen)) {
                assertTrue(ready.getString("status").equals("UP"), "readiness stays UP without Redis");
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("feed never reported " + state + " (last: " + seen + ")");
    }
}
