package io.boardstate.api;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue #27: a batch's Idempotency-Key holds for the whole organizer, tables may be unique, the answer says who acts. */
@QuarkusTest
class OrganizerBatchesTest {
    private static int count(String organizerTournament) {
        return io.restassured.RestAssured.given()
                .get("/v1/matches?tournament=" + organizerTournament + "&limit=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items")
                .size();
    }

    private static Map<String, Object> match(String tournament, int table) {
        Map<String, Object> m = new HashMap<>(MatchBatchTest.match("tictactoe", table, "x" + table, "o" + table));
        m.put("tags", Map.of("tournament", tournament, "round", "1", "table", String.valueOf(table)));
        return m;
    }

    @Test
    void anotherKeyOfTheOrganizerReplaysTheBatchInsteadOfMakingASecondRound() {
        Key first = Organizers.issue("org-wide-idem", List.of("matches:create"));
        Key second = Organizers.issue("org-wide-idem", List.of("matches:create"));
        Key stranger = Organizers.issue("org-wide-other", List.of("matches:create"));
        Map<String, Object> body = Map.of("matches", List.of(match("owi", 1), match("owi", 2)));
        JsonPath created = MatchBatchTest.post(first, body, "round-1")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        JsonPath again = MatchBatchTest.post(second, body, "round-1")
                .then()
                .statusCode(200)
                .header("Idempotent-Replayed", "true")
                .body("matches", hasSize(2))
                .extract()
                .jsonPath();
        assertEquals(created.getList("matches.id"), again.getList("matches.id"), "the same matches");
        assertEquals(created.getString("createdAt"), again.getString("createdAt"));
        assertNull(again.get("matches[0].seats[0].token"), "another key cannot derive the tokens");
        assertEquals(
                created.getList("matches[1].seats.externalPlayerId"),
                again.getList("matches[1].seats.externalPlayerId"));
        JsonPath same = MatchBatchTest.post(first, body, "round-1")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(created.getList("matches.seats.token"), same.getList("matches.seats.token"));
        MatchBatchTest.post(second, Map.of("matches", List.of(match("owi", 3))), "round-1")
                .then()
                .statusCode(422)
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        // Another organizer's key space is its own.
        MatchBatchTest.post(stranger, body, "round-1").then().statusCode(201);
        assertEquals(4, count("owi"), "two matches each for two organizers, no second round");
    }

    @Test
    void uniqueTablesRefuseATableTakenAndOneTableTwice() {
        Key key = Organizers.issue("org-tables", List.of("matches:create"));
        JsonPath created = MatchBatchTest.post(key, Map.of("matches", List.of(match("utt", 1), match("utt", 2))), null)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String holder = created.getString("matches[1].id");
        MatchBatchTest.post(
                        key, Map.of("matches", List.of(match("utt", 3), match("utt", 2)), "uniqueTables", true), null)
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("TABLE_TAKEN"))
                .body("matchId", equalTo(holder))
                .body("location", equalTo("/v1/matches/" + holder))
                .body("index", equalTo(1));
        MatchBatchTest.post(
                        key, Map.of("matches", List.of(match("utt", 4), match("utt", 4)), "uniqueTables", true), null)
                .then()
                .statusCode(422)
                .body("code", equalTo("DUPLICATE_TABLE"))
                .body("index", equalTo(1))
                .body("field", equalTo("matches[1].tags"));
        assertEquals(2, count("utt"), "refused batches stored nothing");
        // Without the option, tables may repeat (as before); with it, fresh tables pass.
        MatchBatchTest.post(key, Map.of("matches", List.of(match("utt", 2))), null)
                .then()
                .statusCode(201);
        MatchBatchTest.post(key, Map.of("matches", List.of(match("utt", 5)), "uniqueTables", true), null)
                .then()
                .statusCode(201);
        MatchBatchTest.post(key, Map.of("matches", List.of(match("utt", 6)), "uniqueTables", "yes"), null)
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
    }

    @Test
    void theAnswerNamesEachMatchsCommitmentSeatsToActAndFirstDeadline() {
        Key key = Organizers.issue("org-answer", List.of("matches:create"));
        Map<String, Object> timed = match("ans", 1);
        timed.put("clock", Map.of("type", "fischer", "initialSeconds", 60, "incrementSeconds", 0));
        Instant before = Instant.now();
        JsonPath created = MatchBatchTest.post(key, Map.of("matches", List.of(timed, match("ans", 2))), "answer-1")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        for (int i = 0; i < 2; i++) {
            String id = created.getString("matches[" + i + "].id");
            JsonPath view = io.boardstate.support.Api.match(id, null);
            assertEquals(view.getString("commitment"), created.getString("matches[" + i + "].commitment"));
            assertEquals(view.getList("toAct"), created.getList("matches[" + i + "].toAct"));
            assertEquals(64, created.getString("matches[" + i + "].commitment").length());
        }
        Instant deadline = Instant.parse(created.getString("matches[0].deadline"));
        assertTrue(!deadline.isBefore(before.plusSeconds(59)), "the first seat's minute: " + deadline);
        assertNull(created.get("matches[1].deadline"), "no clock, no deadline");
        JsonPath replay = MatchBatchTest.post(key, Map.of("matches", List.of(timed, match("ans", 2))), "answer-1")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(created.getString("matches[0].deadline"), replay.getString("matches[0].deadline"));
        assertEquals(created.getList("matches.commitment"), replay.getList("matches.commitment"));
    }
}
