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

/** A whole Small World Underground match through the HTTP API, every seat with its own token. */
@QuarkusTest
class UndergroundApiTest {

    @Test
    void theRulesetListsItsOptionsWithDescriptions() {
        given().get("/v1/rulesets/smallworld-underground")
                .then()
                .statusCode(200)
                .body("minSeats", equalTo(2))
                .body("maxSeats", equalTo(5))
                .body(
                        "options.name",
                        hasItems(
                                "finalConquestRule",
                                "occupiedRiverBase",
                                "gnomesProtectedInDecline",
                                "flamesEnterThroughVolcano",
                                "immortalLosesToBalrog"))
                .body("options.find { it.name == 'occupiedRiverBase' }.description", startsWith("Base defence"));
    }

    @Test
    void playsAnUndergroundMatchToTheEndWithCoinsAndTreasuresSecretUntilThen() {
        Created m = create("smallworld-underground", 3, Map.of(), 2027L);
        Random random = new Random(11);
        int commands = 0;
        for (int seat; (seat = Api.playRandomLegalCommand(m, random)) >= 0; ) {
            if (commands % 60 == 30) secretsStayHidden(m, seat);
            assertTrue(++commands < 4000, "the match ends");
        }
        JsonPath end = Api.match(m.id(), null);
        List<Map<String, Object>> result = end.getList("result");
        assertEquals(3, result.size());
        for (int seat = 0; seat < 3; seat++) assertNotNull(end.get("state.players[" + seat + "].coins"));
        // At the end the face-down Places and Relics of setup are public too.
        JsonPath first = given().queryParam("limit", 1)
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("undergroundStarted", first.getString("items[0].type"));
        assertFalse(first.getList("items[0].data.treasureStack").isEmpty());
    }

    @Test
    void illegalUndergroundCommandsNameTheBrokenRule() {
        Created m = create("smallworld-underground", 2, Map.of("firstSeat", 0), 9L);
        long version = m.version();
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"moveBalrog\",\"region\":3}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("ILLEGAL_MOVE/WRONG_PHASE"));
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"readyRelic\",\"relic\":\"FLYING_DOORMAT\",\"bag\":false}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(422)
                .body("code", startsWith("ILLEGAL_MOVE/"));
        as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body("{\"type\":\"placeVolcano\",\"region\":\"north\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo((int) version));
    }

    /** No seat or spectator sees another seat's coins, and nobody sees the face-down treasures. */
    private static void secretsStayHidden(Created m, int seat) {
        List<Map<String, Object>> events = Api.assertCoinsSecret(m, seat, 3);
        if (events == null) return;
        for (Map<String, Object> e : events) {
            @SuppressWarnings("unchecked")
            Map<String, Object> data = (Map<String, Object>) e.get("data");
            if (e.get("type").equals("undergroundStarted"))
                assertEquals(List.of(), data.get("treasureStack"), "the face-down Places and Relics stay hidden");
        }
    }
}
