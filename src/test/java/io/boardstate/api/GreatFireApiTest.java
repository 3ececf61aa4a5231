package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A whole Great Fire of London match through the HTTP API, each seat with its own token. */
@QuarkusTest
class GreatFireApiTest {
    private static final int SEATS = 4;

    @Test
    void playsToTheEndWithSecretsKeptUntilTheScoresAreRevealed() {
        Created m = create("great-fire-of-london-1666", SEATS, Map.of(), 1666L);
        Random random = new Random(9);
        int commands = 0;
        for (int seat; (seat = Api.playRandomLegalCommand(m, random)) >= 0; ) {
            if (commands % 40 == 5) secretsStayWithTheirSeat(m);
            assertTrue(++commands < 3000, "the match ends");
        }
        JsonPath end = Api.match(m.id(), null);
        List<Map<String, Object>> result = end.getList("result");
        assertEquals(SEATS, result.size());
        assertTrue(result.stream().anyMatch(r -> ((Integer) r.get("rank")) == 1));
        for (int seat = 0; seat < SEATS; seat++) {
            assertNotNull(end.get("state.players[" + seat + "].colour"), "colours are revealed at the end");
            assertNotNull(end.get("state.players[" + seat + "].objectives"), "objectives are revealed at the end");
        }
    }

    /** Nothing one seat may not see is in any body it gets: view, log pages, error bodies. */
    private static void secretsStayWithTheirSeat(Created m) {
        for (int owner = 0; owner < SEATS; owner++) {
            JsonPath own = Api.match(m.id(), m.tokens().get(owner));
            String colour = own.getString("state.players[" + owner + "].colour");
            List<String> objectives = own.getList("state.players[" + owner + "].objectives", String.class);
            assertNotNull(colour);
            for (int other = 0; other < SEATS; other++) {
                if (other == owner) continue;
                JsonPath theirs = Api.match(m.id(), m.tokens().get(other));
                assertNull(
                        theirs.get("state.players[" + owner + "].colour"),
                        "seat " + other + " does not see seat " + owner + "'s colour");
                assertNull(theirs.get("state.players[" + owner + "].objectives"));
                assertNull(theirs.get("state.players[" + owner + "].hand"));
                String log = as(m.tokens().get(other))
                        .queryParam("limit", 500)
                        .get("/v1/matches/" + m.id() + "/events")
                        .then()
                        .extract()
                        .asString();
                for (String objective : objectives)
                    assertFalse(
                            log.contains("\"" + objective + "\""),
                            "objective " + objective + " of seat " + owner + " leaks to seat " + other);
            }
            String spectatorView =
                    given().get("/v1/matches/" + m.id()).then().extract().asString();
            for (String objective : objectives)
                assertFalse(spectatorView.contains("\"" + objective + "\""), "spectators see no objective");
            assertNull(Api.match(m.id(), null).get("state.players[" + owner + "].colour"));
        }
    }
}
