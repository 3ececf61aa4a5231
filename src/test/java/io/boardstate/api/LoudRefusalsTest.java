package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue #27's loud refusals: a wrong credential never makes an anonymous match, one player never
 * holds two seats, a blank name is refused, and an organizer's note is kept in its event.
 */
@QuarkusTest
class LoudRefusalsTest {
    private static final Map<String, Object> TWO_PLAYERS =
            Map.of("ruleset", "tictactoe", "players", List.of(Map.of("name", "a"), Map.of("name", "b")));

    private static RequestSpecification creating(String authorization) {
        var request = given().contentType(ContentType.JSON);
        return authorization == null ? request : request.header("Authorization", authorization);
    }

    @Test
    void aCredentialThatIsNoOrganizerKeyIsRefusedAndCreatesNothing() {
        String seatToken = given().contentType(ContentType.JSON)
                .body(TWO_PLAYERS)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("seats[0].token");
        String before = given().get("/v1/matches?limit=1").jsonPath().getString("items[0].id");
        Organizers.Key revoked = Organizers.issue("loud-revoked", List.of("matches:create"));
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .delete("/v1/admin/organizer-keys/" + revoked.id())
                .then()
                .statusCode(204);
        Map<String, String> refusals = Map.of(
                "Bearer garbage",
                "ORGANIZER_KEY_REQUIRED",
                "Bearer " + seatToken,
                "ORGANIZER_KEY_REQUIRED",
                "Bearer " + Organizers.ADMIN_KEY,
                "ORGANIZER_KEY_REQUIRED",
                "Basic dXNlcjpwYXNz",
                "ORGANIZER_KEY_REQUIRED",
                "Bearer bso_00000000000000000000000000000000_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                "UNAUTHORIZED",
                "Bearer " + revoked.key(),
                "UNAUTHORIZED");
        for (var refusal : refusals.entrySet()) {
            creating(refusal.getKey())
                    .body(TWO_PLAYERS)
                    .post("/v1/matches")
                    .then()
                    .statusCode(401)
                    .contentType("application/problem+json")
                    .body("code", equalTo(refusal.getValue()));
            creating(refusal.getKey())
                    .body(Map.of("matches", List.of(TWO_PLAYERS)))
                    .post("/v1/match-batches")
                    .then()
                    .statusCode(401)
                    .contentType("application/problem+json")
                    .body("code", equalTo(refusal.getValue()));
        }
        assertEquals(
                before,
                given().get("/v1/matches?limit=1").jsonPath().getString("items[0].id"),
                "no match was created by a refused request");
        creating(null).body(TWO_PLAYERS).post("/v1/matches").then().statusCode(201);
    }

    private static Map<String, Object> players(List<Map<String, String>> players) {
        Map<String, Object> body = new HashMap<>(TWO_PLAYERS);
        body.put("players", players);
        return body;
    }

    @Test
    void oneExternalPlayerIdOnTwoSeatsIsRefusedWithItsField() {
        Organizers.Key key = Organizers.issue("loud-dup", List.of("matches:create"));
        var twice = players(List.of(
                Map.of("name", "a", "externalPlayerId", "p-1"), Map.of("name", "b", "externalPlayerId", "p-1")));
        creating("Bearer " + key.key())
                .body(twice)
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("DUPLICATE_EXTERNAL_PLAYER_ID"))
                .body("field", equalTo("players[1].externalPlayerId"))
                .body("externalPlayerId", equalTo("p-1"));
        Map<String, Object> fine = players(List.of(
                Map.of("name", "a", "externalPlayerId", "p-1"), Map.of("name", "b", "externalPlayerId", "p-2")));
        creating("Bearer " + key.key())
                .body(Map.of("matches", List.of(fine, twice)))
                .post("/v1/match-batches")
                .then()
                .statusCode(422)
                .body("code", equalTo("DUPLICATE_EXTERNAL_PLAYER_ID"))
                .body("index", equalTo(1))
                .body("field", equalTo("players[1].externalPlayerId"));
        creating("Bearer " + key.key())
                .body(players(List.of(
                        Map.of("name", "a", "externalPlayerId", " "), Map.of("name", "b", "externalPlayerId", "p-2"))))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_EXTERNAL_PLAYER_ID"))
                .body("field", equalTo("players[0].externalPlayerId"));
    }

    @Test
    void aBlankPlayerNameIsRefusedWithItsField() {
        for (String blank : List.of("", "   ")) {
            creating(null)
                    .body(players(List.of(Map.of("name", "a"), Map.of("name", blank))))
                    .post("/v1/matches")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_PLAYER_NAME"))
                    .body("field", equalTo("players[1].name"));
        }
    }

    @Test
    void pauseResumeAndAbortKeepTheirNoteInTheEvent() {
        Organizers.Key key = Organizers.issue("loud-notes", List.of("matches:admin"));
        String id = MatchAdministrationTest.createAs(key).id();
        for (String[] act : List.of(
                new String[] {"pause", "matchPaused", "fire alarm"},
                new String[] {"resume", "matchResumed", "all clear"},
                new String[] {"abort", "matchAborted", "venue closed"})) {
            given().header("Authorization", "Bearer " + key.key())
                    .contentType(ContentType.JSON)
                    .body(Map.of("note", act[2]))
                    .post("/v1/matches/" + id + "/" + act[0])
                    .then()
                    .statusCode(200);
            JsonPath event = MatchAdministrationTest.lastEventOfType(id, act[1]);
            assertEquals(act[2], event.getString("data.note"), act[0]);
        }
        String other = MatchAdministrationTest.createAs(key).id();
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("note", "x".repeat(201)))
                .post("/v1/matches/" + other + "/pause")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_REQUEST"))
                .body("field", equalTo("note"));
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("reason", "unknown member"))
                .post("/v1/matches/" + other + "/pause")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
        assertFalse(ClockApiTest.eventTypes(other).contains("matchPaused"), "a refused pause stores nothing");
    }
}
