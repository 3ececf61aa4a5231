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
 * A computer player's seat is played by the service: while it is to act, its token lists no legal
 * commands, as its commands are all refused (409 BOT_SEAT), and a person's token at the same
 * version still lists its own (none, as it is not to act). The bot's turn is held
 * deterministically: the test keeps the bot threads busy.
 */
@QuarkusTest
class BotSeatLegalCommandsTest {
    @Inject
    BotPool pool;

    @Test
    void aBotSeatsTokenListsNoMovesWhileItsBotIsToAct() throws Exception {
        try (BusyBots busy = new BusyBots(pool)) {
            Created m = Api.create(Map.of(
                    "ruleset",
                    "smallworld",
                    "players",
                    List.of(Map.of("name", "bot", "bot", Map.of("level", "easy")), Map.of("name", "Ada")),
                    "options",
                    Map.of("firstSeat", 0)));
            JsonPath view = match(m.id(), null);
            assertTrue(view.getList("toAct", Integer.class).contains(0), "the bot is to act");
            JsonPath legal = given().header(
                            "Authorization", "Bearer " + m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .header("ETag", "\"" + view.getLong("version") + "\"")
                    .extract()
                    .jsonPath();
            assertEquals(0, legal.getInt("seat"));
            assertEquals(List.of(), legal.getList("commands"), "the bot seat's token may submit none of them");
            Api.submit(m.id(), m.tokens().get(0), view.getLong("version"), "{\"type\":\"pickCombo\",\"slot\":0}")
                    .then()
                    .statusCode(409)
                    .body("code", org.hamcrest.Matchers.equalTo("BOT_SEAT"));
            assertEquals(view.getLong("version"), match(m.id(), null).getLong("version"), "nothing stored");
        }
    }
}
