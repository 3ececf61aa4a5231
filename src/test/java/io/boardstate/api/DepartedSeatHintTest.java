package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.match.bot.BotPool;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.BusyBots;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A seat that left under the zombie policy is played by the service: while its turn waits to be
 * played, its token asks a hint no more than it submits a command (409 TIME_EXPIRED for both), and
 * its legal list is empty, as while the match is paused or over, so that no front end offers moves
 * that would all be refused. The turn is held deterministically: the match's absentBot plays it on
 * the bot threads, which the test keeps busy.
 */
@QuarkusTest
class DepartedSeatHintTest {
    @Inject
    BotPool pool;

    @Test
    void aSeatThatLeftAsksNoHintAndListsNoMoves() throws Exception {
        Created m = Api.create(
                "smallworld",
                3,
                Map.of(
                        "options",
                        Map.of("firstSeat", 0),
                        "allowHints",
                        true,
                        "absentPolicy",
                        "zombie",
                        "absentBot",
                        Map.of("level", "easy")));
        try (BusyBots busy = new BusyBots(pool)) {
            JsonPath left = given().header(
                            "Authorization", "Bearer " + m.tokens().get(0))
                    .post("/v1/matches/" + m.id() + "/resign")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertTrue(left.getList("toAct", Integer.class).contains(0), "the leaver is still to act");
            JsonPath legal = given().header(
                            "Authorization", "Bearer " + m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .header("ETag", "\"" + left.getLong("version") + "\"")
                    .extract()
                    .jsonPath();
            assertEquals(0, legal.getInt("seat"));
            assertEquals(List.of(), legal.getList("commands"), "the leaver's commands would all be refused");
            String hint = given().header("Authorization", "Bearer " + m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/hint")
                    .then()
                    .statusCode(409)
                    .contentType("application/problem+json")
                    .extract()
                    .path("code");
            assertEquals("TIME_EXPIRED", hint);
            Api.submit(m.id(), m.tokens().get(0), left.getLong("version"), "{\"type\":\"pickCombo\",\"slot\":0}")
                    .then()
                    .statusCode(409)
                    .body("code", org.hamcrest.Matchers.equalTo("TIME_EXPIRED"));
            assertEquals(left.getLong("version"), match(m.id(), null).getLong("version"), "nothing stored");
        }
    }
}
