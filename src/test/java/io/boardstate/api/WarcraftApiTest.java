package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;
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
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A whole Small World of Warcraft match through the HTTP API, every seat with its own token. */
@QuarkusTest
class WarcraftApiTest {
    private static final int SEATS = 3;

    @Test
    void theRulesetListsItsOptionsWithDescriptions() {
        given().get("/v1/rulesets/smallworld-warcraft")
                .then()
                .statusCode(200)
                .body("minSeats", equalTo(2))
                .body("maxSeats", equalTo(5))
                .body(
                        "options.name",
                        hasItems(
                                "finalConquestRule",
                                "allowAbandonAfterFirstConquest",
                                "publishTurnScores",
                                "randomFaces",
                                "ownDeclinedCountsAsEnemy"))
                .body("options.find { it.name == 'randomFaces' }.description", startsWith("Each island board"));
    }

    @Test
    void playsAWarcraftMatchToTheEndWithCoinsMarkersAndBombsSecretUntilThen() {
        Created m = create("smallworld-warcraft", SEATS, Map.of(), 2028L);
        Random random = new Random(12);
        int commands = 0;
        for (int seat; (seat = Api.playRandomLegalCommand(m, random)) >= 0; ) {
            if (commands % 50 == 25) secretsStayHidden(m, seat);
            assertTrue(++commands < 5000, "the match ends");
        }
        JsonPath end = Api.match(m.id(), null);
        List<Map<String, Object>> result = end.getList("result");
        assertEquals(SEATS, result.size());
        for (int seat = 0; seat < SEATS; seat++) assertNotNull(end.get("state.players[" + seat + "].coins"));
        JsonPath board = given().get("/v1/matches/" + m.id() + "/board")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertFalse(board.getList("regions").isEmpty(), "the match's islands are served as its board");
    }

    @Test
    void illegalWarcraftCommandsNameTheBrokenRule() {
        Created m = create("smallworld-warcraft", 2, Map.of("firstSeat", 0), 9L);
        long version = m.version();
        post(m, 0, version, "{\"type\":\"moveChampion\",\"region\":3}")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("ILLEGAL_MOVE/WRONG_PHASE"));
        post(m, 0, version, "{\"type\":\"conquerWith\",\"region\":3,\"mode\":\"CHAMPION\"}")
                .then()
                .statusCode(422)
                .body("code", startsWith("ILLEGAL_MOVE/"));
        post(m, 0, version, "{\"type\":\"placeBomb\",\"region\":\"north\"}")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo((int) version));
    }

    private static io.restassured.response.Response post(Created m, int seat, long version, String body) {
        return as(m.tokens().get(seat))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body(body)
                .post("/v1/matches/" + m.id() + "/commands");
    }

    /**
     * No seat or spectator sees another seat's coins; nobody sees the order of the face-down
     * markers and the reserve, the piles under the visible combos, or what a bomb is ([W 433]).
     */
    private static void secretsStayHidden(Created m, int seat) {
        List<Map<String, Object>> events = Api.assertCoinsSecret(m, seat, SEATS);
        if (events == null) return;
        for (Map<String, Object> e : events) {
            @SuppressWarnings("unchecked")
            Map<String, Object> data = (Map<String, Object>) e.get("data");
            switch ((String) e.get("type")) {
                case "islandsDealt" -> {
                    assertEquals(List.of(), data.get("relicOrder"), "face-down markers stay hidden");
                    assertTrue(((List<?>) data.get("bannerOrder")).size() <= 6, "only the visible banners");
                }
                case "bombPlaced" -> assertNull(data.get("bomb"), "a bomb is unseen by all, its owner too");
                default -> {}
            }
        }
    }
}
