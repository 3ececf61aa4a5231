package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Round operations (POST /v1/round-operations) and deadline extensions: every match of the
 * organizer's round and only those, what each single request would do, idempotent when repeated.
 */
@QuarkusTest
class RoundOperationsTest {
    /** A batch of {@code tables} correspondence matches (an hour per turn) of one round. */
    static List<String> round(Organizers.Key key, String tournament, String round, int tables) {
        List<Map<String, Object>> matches = new java.util.ArrayList<>();
        for (int t = 0; t < tables; t++)
            matches.add(Map.of(
                    "ruleset",
                    "tictactoe",
                    "players",
                    List.of(Map.of("name", "a" + t), Map.of("name", "b" + t)),
                    "clock",
                    Map.of("type", "deadline", "secondsPerTurn", 3600),
                    "tags",
                    Map.of("tournament", tournament, "round", round, "table", String.valueOf(t + 1))));
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("matches", matches))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getList("matches.id", String.class);
    }

    static JsonPath operate(Organizers.Key key, Map<String, Object> body, int status) {
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(body)
                .post("/v1/round-operations")
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    static Map<String, Object> op(String tournament, String round, String operation) {
        Map<String, Object> body = new HashMap<>();
        body.put("tournament", tournament);
        body.put("round", round);
        body.put("operation", operation);
        return body;
    }

    @Test
    void aRoundIsPausedResumedAndAbortedOnceWhateverTheRepeats() {
        Organizers.Key key = Organizers.issue("round-org", List.of("matches:create", "matches:admin"));
        List<String> ids = round(key, "open", "1", 3);
        List<String> other = round(key, "open", "2", 1);
        Map<String, Object> pause = op("open", "1", "pause");
        pause.put("note", "lunch");
        JsonPath paused = operate(key, pause, 200);
        assertEquals(3, paused.getInt("applied"));
        assertEquals(ids, paused.getList("matches.id", String.class), "the round's matches, oldest first");
        assertEquals(List.of("1", "2", "3"), paused.getList("matches.table", String.class));
        for (String id : ids) {
            assertTrue(match(id, null).getBoolean("paused"));
            JsonPath last = MatchAdministrationTest.lastEvent(id);
            assertEquals("matchPaused", last.getString("type"));
            assertEquals("lunch", last.getString("data.note"));
        }
        assertFalse(match(other.get(0), null).getBoolean("paused"), "another round is not touched");

        JsonPath again = operate(key, pause, 200);
        assertEquals(0, again.getInt("applied"));
        assertEquals(3, again.getInt("unchanged"));
        assertEquals(paused.getList("matches.version"), again.getList("matches.version"), "nothing appended");

        assertEquals(3, operate(key, op("open", "1", "resume"), 200).getInt("applied"));
        assertEquals(3, operate(key, op("open", "1", "resume"), 200).getInt("unchanged"));
        MatchAdministrationTest.post("Bearer " + key.key(), ids.get(0), "abort", 200);
        JsonPath aborted = operate(key, op("open", "1", "abort"), 200);
        assertEquals(2, aborted.getInt("applied"));
        assertEquals("unchanged", aborted.getString("matches[0].outcome"));
        assertEquals("MATCH_ABORTED", aborted.getString("matches[0].code"));
        assertEquals(3, operate(key, op("open", "1", "abort"), 200).getInt("unchanged"));
    }

    @Test
    void aRoundAdjudicatedAsItStandsEndsEveryRunningMatch() {
        Organizers.Key key = Organizers.issue("adjudicating-org", List.of("matches:create", "matches:admin"));
        List<String> ids = round(key, "cup", "final", 2);
        JsonPath done = operate(key, op("cup", "final", "adjudicate"), 200);
        assertEquals(2, done.getInt("applied"));
        for (String id : ids) {
            JsonPath view = match(id, null);
            assertTrue(view.getBoolean("finished"));
            assertEquals(
                    List.of("matchAdjudicated", "matchEnded"),
                    ClockApiTest.eventTypes(id).subList(1, 3));
        }
        JsonPath repeat = operate(key, op("cup", "final", "adjudicate"), 200);
        assertEquals(List.of("unchanged", "unchanged"), repeat.getList("matches.outcome"));
        assertEquals(List.of("GAME_OVER", "GAME_OVER"), repeat.getList("matches.code"));
    }

    @Test
    void deadlinesOfARoundMoveToTheGivenTimeOnce() {
        Organizers.Key key = Organizers.issue("extending-org", List.of("matches:create", "matches:admin"));
        List<String> ids = round(key, "slow", "1", 2);
        Instant until = Instant.now().plus(3, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        Map<String, Object> extend = op("slow", "1", "extendDeadlines");
        extend.put("until", until.toString());
        extend.put("note", "server outage");
        assertEquals(2, operate(key, extend, 200).getInt("applied"));
        for (String id : ids) {
            JsonPath view = match(id, null);
            assertEquals(until, Instant.parse(view.getString("clock.deadline")));
            JsonPath last = MatchAdministrationTest.lastEvent(id);
            assertEquals("deadlinesExtended", last.getString("type"));
            assertEquals(until, Instant.parse(last.getString("data.until")));
            assertEquals(until, Instant.parse(last.getString("data.deadlines[0].deadline")));
            assertEquals("server outage", last.getString("data.note"));
            assertEquals("extending-org", last.getString("data.by.organizer"));
        }
        JsonPath again = operate(key, extend, 200);
        assertEquals(2, again.getInt("unchanged"), "already as late: nothing more: " + again.prettify());
    }

    @Test
    void aSingleMatchsDeadlinesExtendAndAFischerSeatGainsTheDifference() {
        Organizers.Key key = Organizers.issue("fischer-extender", List.of("matches:admin"));
        io.boardstate.support.Api.Created m = MatchAdministrationTest.createAs(key);
        JsonPath before = match(m.id(), null);
        int seat = ClockApiTest.first(before);
        Instant due = Instant.parse(before.getString("clock.deadline"));
        Instant until = due.plus(90, ChronoUnit.SECONDS);
        JsonPath after = extend(key, m.id(), until);
        assertEquals(until, Instant.parse(after.getString("clock.deadline")));
        long version = after.getLong("version");
        // Asked again: the same answer, nothing appended.
        JsonPath repeat = extend(key, m.id(), until);
        assertEquals(version, repeat.getLong("version"));
        // The seat plays: it is charged from when it came to act, and keeps the 90 s it was given.
        JsonPath played = submit(m.id(), m.tokens().get(seat), version, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long left = played.getLong("match.clock.seats[" + seat + "].remainingMs");
        assertTrue(left > 30_000, "30 s less what it used, plus 90 s: " + left);
    }

    static JsonPath extend(Organizers.Key key, String id, Instant until) {
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("until", until.toString()))
                .post("/v1/matches/" + id + "/extend-deadlines")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void badRequestsAreRefusedWithTheirField() {
        Organizers.Key key = Organizers.issue("careless-org", List.of("matches:admin"));
        Map<String, Object> noOp = op("t", "r", "explode");
        assertEquals("operation", operate(key, noOp, 400).getString("field"));
        Map<String, Object> untilWithoutExtend = op("t", "r", "pause");
        untilWithoutExtend.put("until", "2030-01-01T00:00:00Z");
        assertEquals("until", operate(key, untilWithoutExtend, 400).getString("field"));
        Map<String, Object> past = op("t", "r", "extendDeadlines");
        past.put("until", "2020-01-01T00:00:00Z");
        assertEquals("until", operate(key, past, 400).getString("field"));
        Map<String, Object> noRound = op("t", null, "pause");
        assertEquals("round", operate(key, noRound, 400).getString("field"));
        Map<String, Object> unknownMember = op("t", "r", "pause");
        unknownMember.put("tables", List.of("1"));
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(unknownMember)
                .post("/v1/round-operations")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        Organizers.Key reader = Organizers.issue("careless-org", List.of("matches:read"));
        assertEquals(
                "MISSING_SCOPE", operate(reader, op("t", "r", "pause"), 403).getString("code"));
        assertEquals(
                0,
                operate(key, op("t", "no such round", "pause"), 200)
                        .getList("matches")
                        .size());
    }
}
