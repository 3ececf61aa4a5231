package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A whole Small World match through the HTTP API, every seat with its own token. */
@QuarkusTest
class SmallWorldApiTest {

    @Test
    void playsASmallWorldMatchToTheEndAndReadsTheStandings() {
        Created m = create("smallworld", 3, Map.of(), 2026L);
        Random random = new Random(3);
        int commands = 0;
        for (int seat; (seat = Api.playRandomLegalCommand(m, random)) >= 0; ) {
            if (commands == 20) coinsAreSecretDuringPlay(m, seat);
            assertTrue(++commands < 3000, "the match ends");
        }
        JsonPath end = Api.match(m.id(), null);
        List<Map<String, Object>> result = end.getList("result");
        assertEquals(3, result.size());
        assertTrue(result.stream().anyMatch(r -> ((Integer) r.get("rank")) == 1));
        // At the end every coin total is public.
        for (int seat = 0; seat < 3; seat++) assertNotNull(end.get("state.players[" + seat + "].coins"));
        submitAny(m, 0, end.getLong("version")).statusCode(409).body("code", equalTo("GAME_OVER"));
    }

    @Test
    void illegalSmallWorldCommandsNameTheBrokenRule() {
        Created m = create("smallworld", 2, Map.of("firstSeat", 0), 7L);
        long version = m.version();
        // Seat 0 must first pick a combo: conquering now breaks the turn order of the game.
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"conquer\",\"region\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", startsWith("ILLEGAL_MOVE/"));
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"pickCombo\",\"slot\":9}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .body("code", startsWith("ILLEGAL_MOVE/"));
        as(m.tokens().get(1))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"pickCombo\",\"slot\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"pickCombo\",\"slot\":\"first\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo((int) version));
    }

    private static void coinsAreSecretDuringPlay(Created m, int seat) {
        Api.assertCoinsSecret(m, seat, 3);
    }

    private static io.restassured.response.ValidatableResponse submitAny(Created m, int seat, long version) {
        return as(m.tokens().get(seat))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"endConquest\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then();
    }
}
