package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A scheduled start ({@code startClocksAt}): until then no clock runs and commands get 409
 * NOT_STARTED; from then the seats' time counts as if the match had been created at that moment.
 */
@QuarkusTest
class ScheduledStartTest {
    static Map<String, Object> body(Map<String, Object> clock, String startClocksAt) {
        Map<String, Object> body = new HashMap<>();
        body.put("ruleset", "tictactoe");
        body.put("players", List.of(Map.of("name", "a"), Map.of("name", "b")));
        body.put("clock", clock);
        if (startClocksAt != null) body.put("startClocksAt", startClocksAt);
        return body;
    }

    static JsonPath create(Map<String, Object> body, int status) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    @Test
    void beforeTheStartNothingRunsAndCommandsWait() {
        Instant start = Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        JsonPath created = create(body(Map.of("type", "deadline", "secondsPerTurn", 600), start.toString()), 201);
        String id = created.getString("match.id");
        JsonPath view = match(id, null);
        assertEquals(start, Instant.parse(view.getString("clock.startsAt")));
        int seat = ClockApiTest.first(view);
        assertFalse(view.getBoolean("clock.seats[" + seat + "].running"), "its clock starts later");
        assertEquals(600_000L, view.getLong("clock.seats[" + seat + "].remainingMs"), "its whole turn lies ahead");
        assertEquals(start.plusSeconds(600), Instant.parse(view.getString("clock.deadline")));
        String token = created.getList("seats.token", String.class).get(seat);
        JsonPath refused = submit(id, token, view.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .extract()
                .jsonPath();
        assertEquals("NOT_STARTED", refused.getString("code"));
        assertEquals(start, Instant.parse(refused.getString("details.startsAt")));
        assertFalse(
                given().header("Authorization", "Bearer " + token)
                        .get("/v1/matches/" + id + "/legal-commands")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("commands")
                        .isEmpty(),
                "the legal list shows the first moves ahead of the start");
        assertEquals(view.getLong("version"), match(id, null).getLong("version"), "a refusal stores nothing");
    }

    @Test
    void theClockCountsFromTheStartNotFromTheCreation() throws Exception {
        Instant start = Instant.now().plus(2, ChronoUnit.SECONDS).truncatedTo(ChronoUnit.MILLIS);
        JsonPath created = create(body(Map.of("type", "deadline", "secondsPerTurn", 1), start.toString()), 201);
        String id = created.getString("match.id");
        // Under forfeit the first seat times out one second after the start, never before it.
        List<String> types = List.of();
        for (long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
                !types.contains("seatTimedOut") && System.nanoTime() < until; ) {
            Thread.sleep(200);
            types = ClockApiTest.eventTypes(id);
        }
        assertTrue(types.contains("seatTimedOut"), String.valueOf(types));
        JsonPath timedOut = MatchAdministrationTest.lastEventOfType(id, "seatTimedOut");
        assertEquals(start.plusSeconds(1), Instant.parse(timedOut.getString("data.deadline")));
    }

    @Test
    void aFischerSeatIsChargedOnlyFromTheStart() throws Exception {
        Instant start = Instant.now().plus(1500, ChronoUnit.MILLIS).truncatedTo(ChronoUnit.MILLIS);
        JsonPath created = create(
                body(Map.of("type", "fischer", "initialSeconds", 60, "incrementSeconds", 0), start.toString()), 201);
        String id = created.getString("match.id");
        JsonPath view = match(id, null);
        int seat = ClockApiTest.first(view);
        String token = created.getList("seats.token", String.class).get(seat);
        int status = 409;
        JsonPath answer = null;
        while (status == 409) { // NOT_STARTED until the start; the test's clock and the service's are one
            Thread.sleep(100);
            var response = submit(id, token, view.getLong("version"), "{\"type\":\"place\",\"cell\":4}");
            status = response.statusCode();
            answer = response.jsonPath();
            if (status == 409) assertEquals("NOT_STARTED", answer.getString("code"));
        }
        Instant answered = Instant.now();
        assertEquals(200, status, answer.prettify());
        long left = answer.getLong("match.clock.seats[" + seat + "].remainingMs");
        long used = Duration.between(start, answered).toMillis();
        assertTrue(left <= 60_000 && left >= 60_000 - used - 1, "charged from the start only: " + left);
    }

    @Test
    void aBatchStartsTogetherAndNothingIsPausedOrExtendedBeforeTheStart() {
        Organizers.Key key = Organizers.issue("scheduling-org", List.of("matches:create", "matches:admin"));
        Instant start = Instant.now().plus(2, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        Map<String, Object> m = body(Map.of("type", "deadline", "secondsPerTurn", 600), null);
        JsonPath batch = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("matches", List.of(m, m), "startClocksAt", start.toString()))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertEquals(start.plusSeconds(600), Instant.parse(batch.getString("matches[0].deadline")));
        for (String id : batch.getList("matches.id", String.class))
            assertEquals(start, Instant.parse(match(id, null).getString("clock.startsAt")));
        String id = batch.getString("matches[1].id");
        assertEquals(
                "NOT_STARTED",
                MatchAdministrationTest.post("Bearer " + key.key(), id, "pause", 409)
                        .getString("code"));
    }

    @Test
    void aStartInThePastOrNotATimeIsRefused() {
        Map<String, Object> clock = Map.of("type", "deadline", "secondsPerTurn", 600);
        JsonPath past = create(body(clock, "2020-01-01T00:00:00Z"), 422);
        assertEquals("INVALID_CLOCK", past.getString("code"));
        assertEquals("startClocksAt", past.getString("field"));
        JsonPath farAhead =
                create(body(clock, Instant.now().plus(400, ChronoUnit.DAYS).toString()), 422);
        assertEquals("startClocksAt", farAhead.getString("field"));
        JsonPath notATime = create(body(clock, "tomorrow"), 400);
        assertEquals("startClocksAt", notATime.getString("field"));
        JsonPath number = given().contentType(ContentType.JSON)
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{},{}],\"startClocksAt\":1767225600}")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .extract()
                .jsonPath();
        assertNull(number.get("match"));
    }
}
