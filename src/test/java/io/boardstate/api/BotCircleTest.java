package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A rule option can let a turn go round in circles: with {@code allowAbandonAfterFirstConquest}
 * an Underground race may abandon a region and take it back for ever, and the medium bot's
 * one-step judgement follows the circle (found by playing bots against the invariants). A bot
 * seat must still hand on its turn: after 64 commands the rest of its turn is the game's
 * defaults (docs/games/bots.md), so the match ends.
 */
@QuarkusTest
class BotCircleTest {
    /** Far above a quiet machine's time: only "never" fails. */
    private static final Duration CAP = Duration.ofMinutes(5);

    @Test
    void aBotTurnThatGoesRoundInCirclesStillEnds() throws Exception {
        String id = Api.create(Map.of(
                        "ruleset",
                        "smallworld-underground",
                        "players",
                        List.of(
                                Map.of("name", "A", "bot", Map.of("level", "medium")),
                                Map.of("name", "B", "bot", Map.of("level", "medium"))),
                        "options",
                        Map.of("allowAbandonAfterFirstConquest", true),
                        "seed",
                        3110))
                .id();
        long deadline = System.nanoTime() + CAP.toNanos();
        while (!Api.match(id, null).getBoolean("finished")) {
            if (System.nanoTime() > deadline) throw new AssertionError("the bots' match did not end within " + CAP);
            Thread.sleep(100);
        }
        List<Integer> commandsPerTurn = commandsPerBotTurn(id);
        int longest = commandsPerTurn.stream().max(Integer::compare).orElse(0);
        assertTrue(
                longest >= 64, "this seed makes a bot go round in circles (else the test proves nothing): " + longest);
        assertTrue(longest <= 2 * 64, "a circle is cut after 64 commands, the defaults end the turn: " + longest);
    }

    /** The commands stored after each {@code botTurn} event, up to the next one (commands show once the match ended). */
    private static List<Integer> commandsPerBotTurn(String id) {
        List<Integer> out = new ArrayList<>();
        long after = 0;
        boolean more = true;
        while (more) {
            JsonPath page = given().get("/v1/matches/" + id + "/events?after=" + after + "&limit=500")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            for (Map<String, Object> e : page.<Map<String, Object>>getList("items")) {
                if ("botTurn".equals(e.get("type"))) out.add(0);
                else if (e.get("command") != null && !out.isEmpty()) out.set(out.size() - 1, out.getLast() + 1);
            }
            after = page.getLong("nextAfter");
            more = page.getBoolean("hasMore");
        }
        return out;
    }
}
