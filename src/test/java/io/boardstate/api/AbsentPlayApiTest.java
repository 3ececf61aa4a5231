package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The {@code auto} absent-player policy over HTTP: the game plays the absent seat's turn, and it plays on. */
@QuarkusTest
class AbsentPlayApiTest {
    @TestHTTPResource("/")
    URL base;

    @Test
    void theStreamCarriesTheTimeoutAndTheClock() throws Exception {
        Created m = ClockApiTest.create(Map.of("type", "fischer", "initialSeconds", 2, "incrementSeconds", 30), "auto");
        // The seat to act at creation, read at that version: the head may already have moved on a busy machine.
        int a = ClockApiTest.first(given().get("/v1/matches/" + m.id() + "/versions/" + m.version())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath());
        List<JsonNode> messages = new CopyOnWriteArrayList<>();
        HttpResponse<Stream<String>> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(base + "v1/matches/" + m.id() + "/stream"))
                                .header("Accept", "text/event-stream")
                                .build(),
                        HttpResponse.BodyHandlers.ofLines());
        ObjectMapper json = new ObjectMapper();
        Thread reader = Thread.ofVirtual().start(() -> response.body()
                .filter(line -> line.startsWith("data:"))
                .forEach(line -> {
                    try {
                        messages.add(json.readTree(line.substring(5).trim()));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }));
        try {
            long until = System.nanoTime() + 15_000_000_000L;
            while (messages.stream().noneMatch(n -> n.path("type").asText().equals("seatTimedOut"))
                    && System.nanoTime() < until) Thread.sleep(100);
            JsonNode timedOut = messages.stream()
                    .filter(n -> n.path("type").asText().equals("seatTimedOut"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no seatTimedOut streamed: " + messages));
            assertEquals(a, timedOut.path("data").path("seat").asInt());
            assertEquals("auto", timedOut.path("data").path("policy").asText());
            // the message of the head after a timeout carries the clock (both seats may have timed out by now)
            while (!messages.getLast().has("clock") && System.nanoTime() < until) Thread.sleep(100);
            JsonNode head = messages.getLast();
            JsonNode lastTimeout = messages.stream()
                    .filter(n -> n.path("type").asText().equals("seatTimedOut"))
                    .reduce((x, y) -> y)
                    .orElseThrow();
            assertEquals(
                    lastTimeout.path("version").asLong() + 1,
                    head.path("version").asLong(),
                    "then the default move");
            assertEquals(lastTimeout.path("seat").asInt(), head.path("seat").asInt(), "charged to the absent seat");
            JsonNode clock = head.path("clock");
            assertEquals("auto", clock.path("absentPolicy").asText(), "the head's message carries the clock: " + head);
            // the absent seat stands at zero plus the increment; the other seat's clock runs now
            int absent = lastTimeout.path("data").path("seat").asInt();
            assertEquals(
                    30_000, clock.path("seats").path(absent).path("remainingMs").asLong());
            assertFalse(clock.path("seats").path(absent).path("running").asBoolean());
            assertTrue(clock.path("seats").path(1 - absent).path("running").asBoolean());
        } finally {
            response.body().close();
            reader.interrupt();
        }
    }

    @Test
    void underTheAutoPolicyATimeoutPlaysTheDefaultForTheSeatWhichPlaysOn() throws Exception {
        match(ClockApiTest.create(null, null).id(), null); // warm up, so that the timing below is the clock's
        Created m = ClockApiTest.create(Map.of("type", "fischer", "initialSeconds", 3, "incrementSeconds", 3), "auto");
        int a = ClockApiTest.first(match(m.id(), null));
        int b = 1 - a;
        // a's 3 s run out and the scheduler plays for it (no request meanwhile); b's 3 s start then
        long until = System.nanoTime() + 10_000_000_000L;
        JsonPath view = match(m.id(), null);
        while (view.getLong("version") == m.version() && System.nanoTime() < until) {
            Thread.sleep(100);
            view = match(m.id(), null);
        }
        assertFalse(view.getBoolean("finished"));
        assertFalse(view.getBoolean("paused"));
        assertEquals("auto", view.getString("clock.absentPolicy"));
        JsonPath page = given().get("/v1/matches/" + m.id() + "/events?after=" + m.version())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("seatTimedOut", page.getString("items[0].type"), page.prettify());
        assertEquals("auto", page.getString("items[0].data.policy"));
        assertEquals(a, page.getInt("items[0].data.seat"), page.prettify());
        // the default move (TicTacToe: the lowest free cell), charged to the absent seat
        assertEquals("Placed", page.getString("items[1].type"));
        assertEquals(a, page.getInt("items[1].seat"));
        assertEquals(0, page.getInt("items[1].data.cell"));
        assertEquals(2, page.getList("items").size());
        assertEquals(m.version() + 2, view.getLong("version"));
        // a's clock stands at zero from its deadline plus the increment: never negative
        assertEquals(3_000L, view.getLong("clock.seats[" + a + "].remainingMs"));
        assertFalse(view.getBoolean("clock.seats[" + a + "].running"));
        // b was not charged for a's absence: its clock started when a's turn was played
        assertTrue(view.getBoolean("clock.seats[" + b + "].running"));
        long bLeft = view.getLong("clock.seats[" + b + "].remainingMs");
        assertTrue(bLeft > 1_000 && bLeft <= 3_000, "b has " + bLeft + " ms");
        JsonPath afterB = submit(m.id(), m.tokens().get(b), view.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        // the seat that was absent plays on in time
        submit(m.id(), m.tokens().get(a), afterB.getLong("version"), "{\"type\":\"place\",\"cell\":8}")
                .then()
                .statusCode(200);
    }
}
