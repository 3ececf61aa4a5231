package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Results name the seats computer players hold (docs/games/bots.md): a standing has the view's
 * {@code bot: {level}}, absent for a person, in one match's results, in the organizer's results by
 * tag, and as the CSV's {@code bot_level}, so that an organizer tells a bot's win from a person's.
 */
@QuarkusTest
class BotResultsTest {

    @Test
    void resultsSayWhichSeatsWereBotsAndAtWhatLevel() {
        Key key = Organizers.issue("club-bots", List.of("matches:create", "matches:read"));
        String id = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(
                                Map.of("name", "Ada", "externalPlayerId", "p-ada"),
                                Map.of("name", "Robo", "bot", Map.of("level", "hard"))),
                        "tags",
                        Map.of("tournament", "bot-cup", "round", "1", "table", "1")))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .path("match.id");
        for (String authorization : new String[] {"Bearer " + key.key(), null}) {
            var request = given();
            if (authorization != null) request.header("Authorization", authorization);
            request.get("/v1/matches/" + id + "/results")
                    .then()
                    .statusCode(200)
                    .body("standings[0].seat", equalTo(0))
                    .body("standings[0].bot", nullValue())
                    .body("standings[1].seat", equalTo(1))
                    .body("standings[1].bot.level", equalTo("hard"));
        }
        given().header("Authorization", "Bearer " + key.key())
                .get("/v1/match-results?tournament=bot-cup")
                .then()
                .statusCode(200)
                .body("items[0].id", equalTo(id))
                .body("items[0].standings[0].bot", nullValue())
                .body("items[0].standings[1].bot.level", equalTo("hard"));
        for (String path : List.of("/v1/matches/" + id + "/results", "/v1/match-results?tournament=bot-cup")) {
            String csv = given().header("Authorization", "Bearer " + key.key())
                    .accept("text/csv")
                    .get(path)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            List<List<String>> rows = OrganizerResultsTest.parse(csv);
            assertEquals(3, rows.size(), csv);
            assertEquals("", OrganizerResultsTest.row(rows.get(0), rows.get(1)).get("bot_level"), "a person: " + csv);
            assertEquals(
                    "hard", OrganizerResultsTest.row(rows.get(0), rows.get(2)).get("bot_level"), csv);
        }
    }
}
