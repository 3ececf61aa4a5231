package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.boardstate.support.Api;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Results name the seats computer players hold (docs/games/bots.md): a standing has the view's
 * {@code bot: {level}}, absent for a person, in one match's results, in the organizer's results by
 * tag, and as the CSV's {@code bot_level}, so that an organizer tells a bot's win from a person's.
 * A tournament's standings count a bot seat under its {@code externalPlayerId}, as a person's, and
 * mark the line of a player a bot of one level held in every match.
 */
@QuarkusTest
class BotResultsTest {

    @Test
    void resultsSayWhichSeatsWereBotsAndAtWhatLevel() {
        Key key = Organizers.issue("club-bots", List.of("matches:create", "matches:read"));
        String id = Api.creationAnswer(
                        key.key(),
                        Map.of(
                                "ruleset",
                                "smallworld",
                                "players",
                                List.of(
                                        Map.of("name", "Ada", "externalPlayerId", "p-ada"),
                                        Map.of("name", "Robo", "bot", Map.of("level", "hard"))),
                                "tags",
                                Map.of("tournament", "bot-cup", "round", "1", "table", "1")))
                .getString("match.id");
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

    /** A person (seat 0, to act first: the bots wait) and the others, then decided by the organizer with these ranks. */
    private static void adjudicated(
            Key key, String tournament, List<Map<String, Object>> players, List<Integer> ranks) {
        String id = Api.creationAnswer(
                        key.key(),
                        Map.of(
                                "ruleset",
                                "smallworld",
                                "players",
                                players,
                                "options",
                                Map.of("firstSeat", 0),
                                "tags",
                                Map.of("tournament", tournament)))
                .getString("match.id");
        List<Map<String, Object>> result = new java.util.ArrayList<>();
        for (int seat = 0; seat < ranks.size(); seat++) result.add(Map.of("seat", seat, "rank", ranks.get(seat)));
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("result", result))
                .post("/v1/matches/" + id + "/adjudicate")
                .then()
                .statusCode(200);
    }

    @Test
    void tournamentStandingsMarkTheLineOfABotPlayer() {
        Key key = Organizers.issue("club-bot-standings", List.of("matches:create", "matches:read", "matches:admin"));
        String t = "bot-league-" + java.util.UUID.randomUUID();
        Map<String, Object> ada = Map.of("name", "Ada", "externalPlayerId", "p-ada");
        Map<String, Object> bob = Map.of("name", "Bob", "externalPlayerId", "p-bob");
        Map<String, Object> house =
                Map.of("name", "House", "externalPlayerId", "house", "bot", Map.of("level", "hard"));
        Map<String, Object> nobody = Map.of("name", "Spare", "bot", Map.of("level", "easy"));
        adjudicated(key, t, List.of(ada, house, nobody), List.of(2, 1, 3)); // a bot without a player id: not counted
        adjudicated(key, t, List.of(bob, house), List.of(1, 2));
        // Ada's seat held by a bot (a stand-in): still Ada's line, no longer only a person's
        Map<String, Object> standIn =
                Map.of("name", "Ada's stand-in", "externalPlayerId", "p-ada", "bot", Map.of("level", "easy"));
        adjudicated(key, t, List.of(bob, standIn), List.of(1, 2));
        JsonPath json = given().header("Authorization", "Bearer " + key.key())
                .get("/v1/standings?tournament=" + t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(List.of("p-bob", "house", "p-ada"), json.getList("players.externalPlayerId", String.class));
        assertEquals(List.of(2, 2, 2), json.getList("players.matches", Integer.class));
        assertEquals(List.of(0, 2, 1), json.getList("players.botMatches", Integer.class));
        assertEquals(Map.of("level", "hard"), json.getMap("players[1].bot"), "a bot's line: " + json.prettify());
        assertFalse(json.getMap("players[0]").containsKey("bot"), "a person's line has no bot");
        assertFalse(json.getMap("players[2]").containsKey("bot"), "nor one a person and a bot shared");
        String csv = given().header("Authorization", "Bearer " + key.key())
                .accept("text/csv")
                .get("/v1/standings?tournament=" + t)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        List<List<String>> rows = OrganizerResultsTest.parse(csv);
        assertEquals(4, rows.size(), csv);
        assertEquals("0", OrganizerResultsTest.row(rows.get(0), rows.get(1)).get("bot_matches"), csv);
        assertEquals("", OrganizerResultsTest.row(rows.get(0), rows.get(1)).get("bot_level"), csv);
        assertEquals("2", OrganizerResultsTest.row(rows.get(0), rows.get(2)).get("bot_matches"), csv);
        assertEquals("hard", OrganizerResultsTest.row(rows.get(0), rows.get(2)).get("bot_level"), csv);
        assertEquals("1", OrganizerResultsTest.row(rows.get(0), rows.get(3)).get("bot_matches"), csv);
        assertEquals("", OrganizerResultsTest.row(rows.get(0), rows.get(3)).get("bot_level"), csv);
    }
}
