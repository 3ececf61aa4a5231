package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
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
import org.junit.jupiter.api.Test;

/**
 * The live stream as NDJSON ({@code Accept: application/x-ndjson}): one line per version with
 * what the SSE message's data holds, an empty line as the keep-alive, resumable with ?after= with
 * no gap and no duplicate; without that Accept the stream stays Server-Sent Events.
 */
@QuarkusTest
class NdjsonStreamTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    /** An NDJSON stream read in the background: its lines, the empty ones kept as "". */
    final class Lines implements AutoCloseable {
        final List<String> lines = new ArrayList<>();
        final CompletableFuture<Void> ended;
        final HttpResponse<InputStream> response;

        Lines(String matchId, String query) throws Exception {
            response = HTTP.send(
                    HttpRequest.newBuilder(URI.create(base + "v1/matches/" + matchId + "/stream" + query))
                            .header("Accept", "application/x-ndjson")
                            .build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, response.statusCode());
            ended = CompletableFuture.runAsync(() -> {
                try (BufferedReader in =
                        new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; )
                        synchronized (this) {
                            lines.add(line);
                        }
                } catch (Exception closed) {
                    // the test closed the connection
                }
            });
        }

        synchronized List<String> lines() {
            return List.copyOf(lines);
        }

        List<JsonNode> events() throws Exception {
            List<JsonNode> events = new ArrayList<>();
            for (String line : lines()) if (!line.isEmpty()) events.add(JSON.readTree(line));
            return events;
        }

        long last() throws Exception {
            List<JsonNode> events = events();
            return events.isEmpty() ? 0 : events.getLast().get("version").asLong();
        }

        void await(long version, Duration within) throws Exception {
            long deadline = System.nanoTime() + within.toNanos();
            while (System.nanoTime() < deadline) {
                if (last() >= version) return;
                Thread.sleep(10);
            }
            throw new AssertionError("no line of version " + version + " within " + within + ": " + lines());
        }

        @Override
        public void close() throws Exception {
            response.body().close();
        }
    }

    private static long play(Created m, int seat, int cell, long version) {
        return submit(m.id(), m.tokens().get(seat), version, "{\"type\":\"place\",\"cell\":" + cell + "}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
    }

    @Test
    void aDroppedNdjsonStreamResumesWithNoGapAndNoDuplicateAndSaysWhatSseSays() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 51L);
        int first = match(m.id(), null).getInt("toAct[0]");
        long version = play(m, first, 0, 1);
        version = play(m, 1 - first, 3, version);
        long seen;
        try (Lines stream = new Lines(m.id(), "")) {
            assertTrue(stream.response
                    .headers()
                    .firstValue("Content-Type")
                    .orElse("")
                    .startsWith("application/x-ndjson"));
            stream.await(version, Duration.ofSeconds(10));
            version = play(m, first, 1, version);
            stream.await(version, Duration.ofSeconds(3)); // pushed live, not only replayed
            seen = stream.last();
        } // the connection drops mid-match
        version = play(m, 1 - first, 4, version);
        version = play(m, first, 2, version); // first wins: the match ends
        List<JsonNode> all = new ArrayList<>();
        try (Lines whole = new Lines(m.id(), "?after=0")) {
            whole.ended.get(20, TimeUnit.SECONDS);
            all.addAll(whole.events());
        }
        try (Lines resumed = new Lines(m.id(), "?after=" + seen)) {
            resumed.ended.get(20, TimeUnit.SECONDS); // it ends after the finishing event
            List<Long> versions = resumed.events().stream()
                    .map(e -> e.get("version").asLong())
                    .toList();
            List<Long> expected = new ArrayList<>();
            for (long v = seen + 1; v <= version; v++) expected.add(v);
            assertEquals(expected, versions, "no gap, no duplicate after the drop");
        }
        // each line is the SSE message's data of that version
        HttpResponse<String> sse = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "v1/matches/" + m.id() + "/stream"))
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        List<JsonNode> data = new ArrayList<>();
        for (String line : sse.body().split("\n"))
            if (line.startsWith("data:")) {
                JsonNode message = JSON.readTree(line.substring(5).trim());
                if (message.has("type")) data.add(message); // not the SSE end message, which NDJSON omits
            }
        assertEquals(version, all.size());
        for (List<JsonNode> events : List.of(data, all)) // the head's clock is as of sending: its `at` differs
        ((com.fasterxml.jackson.databind.node.ObjectNode) events.getLast().get("clock")).remove("at");
        assertEquals(data, all);
    }

    @Test
    void anIdleNdjsonStreamSendsEmptyLinesAndTheDefaultStaysSse() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 52L);
        try (Lines stream = new Lines(m.id(), "")) {
            stream.await(1, Duration.ofSeconds(10));
            long deadline = System.nanoTime() + Duration.ofSeconds(25).toNanos();
            while (System.nanoTime() < deadline && !stream.lines().contains("")) Thread.sleep(100);
            assertTrue(stream.lines().contains(""), "an empty line keeps an idle stream open: " + stream.lines());
            assertEquals(1, stream.events().size(), "keep-alives are no events");
        }
        io.restassured.RestAssured.given()
                .accept("application/x-ndjson")
                .get("/v1/matches/" + java.util.UUID.randomUUID() + "/stream")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", org.hamcrest.Matchers.equalTo("UNKNOWN_MATCH"));
        io.restassured.RestAssured.given()
                .accept("application/x-ndjson")
                .get("/v1/matches/" + m.id() + "/stream?after=-1")
                .then()
                .statusCode(400)
                .body("code", org.hamcrest.Matchers.equalTo("INVALID_PARAMETER"));
        for (String accept : List.of("*/*", "text/event-stream")) {
            HttpResponse<InputStream> response = HTTP.send(
                    HttpRequest.newBuilder(URI.create(base + "v1/matches/" + m.id() + "/stream"))
                            .header("Accept", accept)
                            .build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                assertEquals(200, response.statusCode());
                assertTrue(
                        response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"),
                        accept + " gets Server-Sent Events");
            }
        }
    }
}
