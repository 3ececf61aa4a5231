package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

/**
 * The {@code zombie} absent-player policy over HTTP: a seat that resigns, or reaches its allowed
 * timeouts, leaves for good; the others play on, the service plays its turns, and it is ranked last.
 */
@QuarkusTest
class ZombiePolicyApiTest {
    /** Far above a quiet machine's time: only "never" fails. */
    private static final Duration CAP = Duration.ofMinutes(3);

    private static void until(String what, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + CAP.toNanos();
        while (!condition.call()) {
            if (System.nanoTime() > deadline) throw new AssertionError(what + ": not within " + CAP);
            Thread.sleep(50);
        }
    }

    private static JsonPath results(String id) {
        return given().get("/v1/matches/" + id + "/results")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void aSeatThatResignsLeavesTheOthersPlayOnAndItIsRankedLast() throws Exception {
        Created m = Api.create("tictactoe", 2, Map.of("absentPolicy", "zombie"));
        int leaver = ClockApiTest.first(match(m.id(), null));
        int stayer = 1 - leaver;
        JsonPath resigned = as(m.tokens().get(leaver))
                .post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertFalse(resigned.getBoolean("finished"), "the match goes on");
        Random random = new Random(7);
        until("the match played to its end", () -> {
            JsonPath view = match(m.id(), null);
            if (view.getBoolean("finished")) return true;
            if (view.getList("toAct", Integer.class).contains(stayer)) Api.playRandomLegalCommand(m, random);
            return false;
        });
        JsonPath r = results(m.id());
        assertEquals("completed", r.getString("ending"));
        String left = "standings.find { it.seat == " + leaver + " }.";
        String stayed = "standings.find { it.seat == " + stayer + " }.";
        assertEquals(2, r.getInt(left + "rank"), "the leaver is last whatever the board says");
        assertEquals(1, r.getInt(stayed + "rank"));
        assertTrue(r.getBoolean(left + "zombie"));
        assertFalse(r.getBoolean(stayed + "zombie"));
        assertTrue(r.getInt(left + "automaticMoves") >= 1, "the service played its turns");
        assertEquals(r.getInt(left + "moves"), r.getInt(left + "automaticMoves"), "it made none itself");
        assertEquals(0, r.getInt(stayed + "automaticMoves"));
        List<String> types = ClockApiTest.eventTypes(m.id());
        assertTrue(types.contains("seatZombied") && types.contains("automaticTurn"), types.toString());
        assertFalse(types.contains("seatForfeited"), types.toString());
        as(m.tokens().get(leaver))
                .post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(409);
    }

    @Test
    void inAFivePlayerGameOneLeaverDoesNotEndTheMatch() throws Exception {
        Created m = Api.create("smallworld", 5, Map.of("absentPolicy", "zombie"));
        JsonPath before = match(m.id(), null);
        int leaver = ClockApiTest.first(before);
        JsonPath resigned = as(m.tokens().get(leaver))
                .post("/v1/matches/" + m.id() + "/resign")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertFalse(resigned.getBoolean("finished"), "four players play on");
        until("the leaver's turn played by the service", () -> {
            JsonPath view = match(m.id(), null);
            return !view.getList("toAct", Integer.class).contains(leaver);
        });
        JsonPath after = match(m.id(), null);
        assertFalse(after.getBoolean("finished"));
        assertFalse(after.getList("toAct", Integer.class).isEmpty(), "another seat is to act");
        JsonPath r = results(m.id());
        assertEquals("running", r.getString("status"));
        assertTrue(r.getBoolean("standings.find { it.seat == " + leaver + " }.zombie"));
        assertTrue(r.getInt("standings.find { it.seat == " + leaver + " }.automaticMoves") >= 1);
    }

    @Test
    void seatsLeaveAtTheirNthTimeoutAndAMatchPlayedOutByTheServiceSaysSo() throws Exception {
        Created m = Api.create(
                "tictactoe",
                2,
                Map.of(
                        "clock", Map.of("type", "fischer", "initialSeconds", 1, "incrementSeconds", 0),
                        "absentPolicy", "zombie",
                        "zombie", Map.of("afterTimeouts", 2)));
        until("the match played to its end", () -> match(m.id(), null).getBoolean("finished"));
        JsonPath r = results(m.id());
        assertEquals("automatic", r.getString("ending"), "nobody present played: " + r.prettify());
        int totalMoves = 0;
        for (int seat = 0; seat < 2; seat++) {
            String s = "standings.find { it.seat == " + seat + " }.";
            assertEquals(2, r.getInt(s + "timeouts"), "timeouts stop counting when the seat leaves");
            assertTrue(r.getBoolean(s + "zombie"));
            assertEquals(r.getInt(s + "moves"), r.getInt(s + "automaticMoves"));
            totalMoves += r.getInt(s + "moves");
        }
        assertTrue(totalMoves >= 5, r.prettify());
        List<String> types = ClockApiTest.eventTypes(m.id());
        assertEquals(2, types.stream().filter("seatZombied"::equals).count(), types.toString());
    }

    @Test
    void zombieSettingsAreCheckedWithTheirFieldName() {
        Map<String, Object> players = Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()));
        given().contentType(ContentType.JSON)
                .body(with(players, Map.of("absentPolicy", "auto", "zombie", Map.of("afterTimeouts", 2))))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_CLOCK"))
                .body("field", equalTo("zombie"));
        given().contentType(ContentType.JSON)
                .body(with(players, Map.of("absentPolicy", "zombie", "zombie", Map.of("afterTimeouts", 0))))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_CLOCK"))
                .body("field", equalTo("zombie.afterTimeouts"));
        given().contentType(ContentType.JSON)
                .body(with(players, Map.of("absentPolicy", "zombie", "zombie", Map.of("afterTimeouts", "two"))))
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(with(players, Map.of("absentPolicy", "zombie", "zombie", Map.of("after", 2))))
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    private static Map<String, Object> with(Map<String, Object> a, Map<String, Object> b) {
        Map<String, Object> out = new java.util.HashMap<>(a);
        out.putAll(b);
        return out;
    }
}
