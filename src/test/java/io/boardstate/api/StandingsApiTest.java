package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Standings across a tournament's rounds: points per rank, tie-breaks, shared places, JSON and CSV. */
@QuarkusTest
class StandingsApiTest {
    private static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    private static String match(Key key, String tournament, String round, String a, String b) {
        return as(key).contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "tictactoe",
                        "players",
                        List.of(
                                Map.of("name", a.toUpperCase(), "externalPlayerId", a),
                                Map.of("name", b.toUpperCase(), "externalPlayerId", b)),
                        "tags",
                        Map.of("tournament", tournament, "round", round)))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
    }

    private static void adjudicate(Key key, String id, int rank0, int score0, int rank1, int score1) {
        as(key).contentType(ContentType.JSON)
                .body(Map.of(
                        "result",
                        List.of(
                                Map.of("seat", 0, "rank", rank0, "score", score0),
                                Map.of("seat", 1, "rank", rank1, "score", score1))))
                .post("/v1/matches/" + id + "/adjudicate")
                .then()
                .statusCode(200);
    }

    @Test
    void playersAreSummedOverRoundsAndOrderedByPointsWinsAndScore() {
        Key key = Organizers.issue("club-standings", List.of("matches:create", "matches:read", "matches:admin"));
        String t = "open-" + UUID.randomUUID();
        adjudicate(key, match(key, t, "1", "p1", "p2"), 1, 5, 2, 1);
        adjudicate(key, match(key, t, "2", "p2", "p3"), 1, 2, 2, 0);
        adjudicate(key, match(key, t, "3", "p3", "p1"), 1, 3, 1, 3);
        String aborted = match(key, t, "3", "p1", "p3");
        as(key).post("/v1/matches/" + aborted + "/abort").then().statusCode(200);
        match(key, t, "4", "p1", "p2"); // running: not counted
        match(key, "other-" + t, "1", "p9", "p1"); // another tournament
        JsonPath json = as(key).get("/v1/standings?tournament=" + t)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .extract()
                .jsonPath();
        assertEquals(List.of(3, 2, 1, 0), json.getList("points", Integer.class), "the documented default");
        assertEquals(3, json.getInt("matches"));
        assertEquals(List.of("p1", "p2", "p3"), json.getList("players.externalPlayerId", String.class));
        assertEquals(List.of(1, 2, 2), json.getList("players.place", Integer.class), "p2 and p3 equal on all");
        assertEquals(List.of(6, 5, 5), json.getList("players.points", Integer.class));
        assertEquals(List.of(2, 1, 1), json.getList("players.wins", Integer.class));
        assertEquals(List.of(8, 3, 3), json.getList("players.score", Integer.class));
        assertEquals(List.of(2, 2, 2), json.getList("players.matches", Integer.class));
        assertEquals("P1", json.getString("players[0].name"));

        // Wins decide between equal points: with 1 point for a win only, p1 2, then p2 and p3 1 each;
        // with 0 for a win and 1 for second, p2 (a win) beats p3 (a win) on score 3 = 3: shared again.
        JsonPath winsOnly = as(key).get("/v1/standings?tournament=" + t + "&points=1")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(List.of(2, 1, 1), winsOnly.getList("players.points", Integer.class));
        JsonPath secondOnly = as(key).get("/v1/standings?tournament=" + t + "&points=0,1")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        // p1 never second (0); p2 and p3 second once each (1), equal on wins and score too
        assertEquals(List.of(1, 1, 0), secondOnly.getList("players.points", Integer.class));
        assertEquals(List.of("p2", "p3", "p1"), secondOnly.getList("players.externalPlayerId", String.class));
        assertEquals(List.of(1, 1, 3), secondOnly.getList("players.place", Integer.class));

        String csv = as(key).accept("text/csv")
                .get("/v1/standings?tournament=" + t)
                .then()
                .statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/csv"))
                .extract()
                .asString();
        assertEquals(
                "place,external_player_id,name,matches,wins,points,score,automatic_moves,zombie_matches,bot_matches,"
                        + "bot_level\r\n"
                        + "1,p1,P1,2,2,6,8,0,0,0,\r\n"
                        + "2,p2,P2,2,1,5,3,0,0,0,\r\n"
                        + "2,p3,P3,2,1,5,3,0,0,0,\r\n",
                csv);

        Key other = Organizers.issue("club-standings-other", List.of("matches:read"));
        as(other).get("/v1/standings?tournament=" + t).then().statusCode(200).body("matches", equalTo(0));
    }

    @Test
    void badParametersAreRefusedWithTheirName() {
        Key key = Organizers.issue("club-standings-bad", List.of("matches:read"));
        for (String points : List.of("3,,1", "-1", "a", "3.5", "10001", "1,".repeat(20) + "1"))
            as(key).queryParam("tournament", "x")
                    .queryParam("points", points)
                    .get("/v1/standings")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_PARAMETER"))
                    .body("parameter", equalTo("points"));
        as(key).get("/v1/standings")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"))
                .body("parameter", equalTo("tournament"));
        as(key).get("/v1/standings?tournament=x&sort=name")
                .then()
                .statusCode(400)
                .body("parameter", equalTo("sort"));
        given().get("/v1/standings?tournament=x").then().statusCode(401);
        Key writer = Organizers.issue("club-standings-writer", List.of("matches:create"));
        as(writer).get("/v1/standings?tournament=x").then().statusCode(403);
    }
}
