package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A bot answers right after the command that hands it the turn, and opens a match it is first in,
 * without the deadline poll: here the poll runs once an hour, so only the fast path can play.
 */
@QuarkusTest
@TestProfile(BotFastPathTest.SlowPoll.class)
class BotFastPathTest {
    public static class SlowPoll implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("boardstate.clock.poll-every", "PT1H");
        }
    }

    /** Far above a quiet machine's time: only "never" fails. */
    private static final Duration CAP = Duration.ofMinutes(5);

    private static long botTurns(String id) {
        List<Map<String, Object>> events = given().get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items");
        return events.stream().filter(e -> "botTurn".equals(e.get("type"))).count();
    }

    /** A Small World match whose first seat, an easy bot, opens. */
    private static Map<String, Object> botOpens(long seed) {
        return Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(Map.of("name", "bot", "bot", Map.of("level", "easy")), Map.of("name", "Ada")),
                "options",
                Map.of("firstSeat", 0),
                "seed",
                seed);
    }

    @Test
    void theBotAnswersEveryTurnWithoutThePoll() throws Exception {
        JsonPath created = given().contentType(ContentType.JSON)
                .body(botOpens(77))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Created m = new Created(
                created.getString("match.id"),
                created.getList("seats.token", String.class),
                created.getLong("match.version"));
        Random random = new Random(5);
        long deadline = System.nanoTime() + CAP.toNanos();
        while (botTurns(m.id()) < 3) {
            assertTrue(System.nanoTime() < deadline, "the bot stopped answering without the poll");
            JsonPath view = match(m.id(), null);
            if (view.getBoolean("finished")) break;
            if (view.getList("toAct", Integer.class).contains(1)) Api.playRandomLegalCommand(m, random);
            else Thread.sleep(50);
        }
        assertTrue(botTurns(m.id()) >= 3, "the bot opened the match and answered every turn");
    }

    @Test
    void aBotThatOpensABatchMatchPlaysWithoutThePoll() throws Exception {
        Organizers.Key key = Organizers.issue("bot-batch", List.of("matches:create", "matches:read"));
        JsonPath batch = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("matches", List.of(botOpens(78))))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        // the answer says which seats are bots, as a single creation's match view does
        assertEquals("easy", batch.getString("matches[0].seats[0].bot.level"));
        assertFalse(batch.getMap("matches[0].seats[1]").containsKey("bot"), "a person has no bot member");
        String id = batch.getString("matches[0].id");
        long deadline = System.nanoTime() + CAP.toNanos();
        while (botTurns(id) < 1) {
            assertTrue(System.nanoTime() < deadline, "the bot of a batch match waited for the poll");
            Thread.sleep(50);
        }
    }
}
