package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Time controls, timeouts that fire by themselves, the pause policy and resigning, over HTTP. */
@QuarkusTest
class ClockApiTest {

    static Created create(Map<String, Object> clock, String policy) {
        Map<String, Object> extra = new HashMap<>();
        if (clock != null) extra.put("clock", clock);
        if (policy != null) extra.put("absentPolicy", policy);
        return Api.create("tictactoe", 2, extra);
    }

    /** The seat to act first (the test game draws it). */
    static int first(JsonPath view) {
        return view.getList("toAct", Integer.class).get(0);
    }

    static List<String> eventTypes(String id) {
        return given().get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.type", String.class);
    }

    @Test
    void fischerClockChargesTheSeatToActAndAddsTheIncrement() throws Exception {
        Created m = create(Map.of("type", "fischer", "initialSeconds", 60, "incrementSeconds", 5), null);
        JsonPath before = match(m.id(), null);
        int a = first(before);
        int b = 1 - a;
        assertEquals("fischer", before.getString("clock.type"));
        assertEquals("forfeit", before.getString("clock.absentPolicy"));
        assertTrue(before.getBoolean("clock.seats[" + a + "].running"));
        assertFalse(before.getBoolean("clock.seats[" + b + "].running"));
        assertEquals(60_000L, before.getLong("clock.seats[" + b + "].remainingMs"));
        assertNotNull(before.getString("clock.deadline"));
        Thread.sleep(400);
        JsonPath after = submit(m.id(), m.tokens().get(a), m.version(), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long left = after.getLong("match.clock.seats[" + a + "].remainingMs");
        // charged at least the 400 ms it took since it was to act, then 5 s added
        assertTrue(left <= 64_600 && left > 60_000, "the seat has " + left + " ms");
        assertFalse(after.getBoolean("match.clock.seats[" + a + "].running"));
        assertTrue(after.getBoolean("match.clock.seats[" + b + "].running"));
        Thread.sleep(300);
        long other = match(m.id(), null).getLong("clock.seats[" + b + "].remainingMs");
        assertTrue(other <= 59_700 && other > 55_000, "the other seat runs: " + other);
        // the stopped clock keeps its time
        assertEquals(left, match(m.id(), null).getLong("clock.seats[" + a + "].remainingMs"));
    }

    @Test
    void aDeadlineFiresByItselfAndTheSeatForfeits() throws Exception {
        Created m = create(Map.of("type", "deadline", "secondsPerTurn", 1), null);
        int a = first(match(m.id(), null));
        Thread.sleep(2200); // no request meanwhile: the scheduler acts alone
        JsonPath view = match(m.id(), null);
        assertTrue(view.getBoolean("finished"));
        assertEquals(List.of(), view.getList("toAct"));
        assertEquals(1, view.getInt("result.find { it.seat == " + (1 - a) + " }.rank"));
        assertEquals(2, view.getInt("result.find { it.seat == " + a + " }.rank"));
        assertNotNull(view.get("seed"), "the end reveals the seed");
        List<String> types = eventTypes(m.id());
        assertEquals(
                List.of("seatTimedOut", "seatForfeited", "matchEnded"), types.subList(types.size() - 3, types.size()));
        assertEquals(m.version() + 3, view.getLong("version"));
        submit(m.id(), m.tokens().get(a), view.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("GAME_OVER"));
    }

    @Test
    void aDeadlineIsChargedFromTheMomentTheSeatWasToAct() throws Exception {
        match(create(null, null).id(), null); // warm up, so that the timing below is the clock's
        Created m = create(Map.of("type", "deadline", "secondsPerTurn", 3), null);
        long t0 = System.nanoTime();
        int a = first(match(m.id(), null));
        Thread.sleep(1800);
        submit(m.id(), m.tokens().get(a), m.version(), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        Thread.sleep(Math.max(0, 3_600 - (System.nanoTime() - t0) / 1_000_000));
        // past the first seat's deadline; the other seat's 3 s started at that command: it still runs
        JsonPath view = match(m.id(), null);
        assertFalse(view.getBoolean("finished"));
        assertTrue(view.getBoolean("clock.seats[" + (1 - a) + "].running"));
        assertTrue(view.getLong("clock.seats[" + (1 - a) + "].remainingMs") > 300);
        Thread.sleep(3000);
        JsonPath ended = match(m.id(), null);
        assertTrue(ended.getBoolean("finished"));
        assertEquals(2, ended.getInt("result.find { it.seat == " + (1 - a) + " }.rank"));
    }

    @Test
    void underThePausePolicyATimeoutPausesTheMatch() throws Exception {
        Created m = create(Map.of("type", "deadline", "secondsPerTurn", 1), "pause");
        int a = first(match(m.id(), null));
        Thread.sleep(2200);
        JsonPath view = match(m.id(), null);
        assertTrue(view.getBoolean("paused"));
        assertFalse(view.getBoolean("finished"));
        assertEquals(a, view.getInt("clock.pausedSeat"));
        assertNull(view.get("clock.deadline"));
        List<String> types = eventTypes(m.id());
        assertEquals(List.of("seatTimedOut", "matchPaused"), types.subList(types.size() - 2, types.size()));
        submit(m.id(), m.tokens().get(a), view.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("MATCH_PAUSED"));
        as(m.tokens().get(a))
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .body("commands", hasSize(0));
    }

    @Test
    void aSeatResigns() {
        Created m = create(null, null);
        JsonPath resigned = as(m.tokens().get(1))
                .post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(200)
                .header("ETag", "\"" + (m.version() + 3) + "\"")
                .extract()
                .jsonPath();
        assertTrue(resigned.getBoolean("finished"));
        assertEquals("none", resigned.getString("clock.type"));
        assertEquals(1, resigned.getInt("result.find { it.seat == 0 }.rank"));
        assertEquals(2, resigned.getInt("result.find { it.seat == 1 }.rank"));
        List<String> types = eventTypes(m.id());
        assertEquals(
                List.of("seatResigned", "seatForfeited", "matchEnded"), types.subList(types.size() - 3, types.size()));
        JsonPath page = given().get("/v1/matches/" + m.id() + "/events?after=" + m.version())
                .then()
                .extract()
                .jsonPath();
        assertEquals(1, page.getInt("items[0].seat"));
        assertEquals("resign", page.getString("items[1].data.reason"));
        as(m.tokens().get(0))
                .post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("GAME_OVER"));
        given().post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
    }

    @Test
    void badClocksAreProblems() {
        for (Object clock : List.of(
                Map.of("type", "sundial"),
                Map.of("type", "fischer"),
                Map.of("type", "fischer", "initialSeconds", 0),
                Map.of("type", "fischer", "initialSeconds", 60, "incrementSeconds", -1),
                Map.of("type", "deadline", "secondsPerTurn", 0),
                Map.of("type", "deadline", "secondsPerTurn", 99_999_999),
                Map.of("type", "deadline", "secondsPerTurn", 60, "initialSeconds", 5),
                Map.of("type", "none", "secondsPerTurn", 5),
                Map.of("initialSeconds", 5))) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()), "clock", clock))
                    .post("/v1/matches")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_CLOCK"));
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()), "absentPolicy", "nap"))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_CLOCK"))
                .body("field", equalTo("absentPolicy"));
        int status = given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()), "clock", "fast"))
                .post("/v1/matches")
                .then()
                .contentType("application/problem+json")
                .extract()
                .statusCode();
        assertEquals(400, status);
    }
}
