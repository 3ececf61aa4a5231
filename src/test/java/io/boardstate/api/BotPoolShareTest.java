package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.api.BotFastPathTest.SlowPoll;
import io.boardstate.match.bot.BotPool;
import io.boardstate.match.bot.BotTurns;
import io.boardstate.match.clock.ClockService;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The bots' pool is shared fairly (docs/games/bots.md): a match has at most one bot turn queued or
 * thinking on a replica however often the poll or a command hands it out (a lease that ran out
 * while the bot thought used to queue the same turn again, until the queue held copies that were
 * thrown away after the work and hints got 503 BOTS_BUSY), and an absent seat's bot thinks on the
 * bots' threads, never on the timeout scheduler's. The poll runs once an hour here, so only what
 * the test hands out runs.
 */
@QuarkusTest
@TestProfile(SlowPoll.class)
class BotPoolShareTest {
    /** Far above a quiet machine's time: only "never" fails. */
    private static final Duration CAP = Duration.ofMinutes(5);

    @Inject
    BotPool pool;

    @Inject
    BotTurns turns;

    @Inject
    ClockService clocks;

    private static void abort(String id) {
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .post("/v1/matches/" + id + "/abort")
                .then()
                .statusCode(200);
    }

    @Test
    void aMatchHasOneBotTurnOnThePoolHoweverOftenItIsHandedOut() {
        List<Map<String, Object>> players = new ArrayList<>();
        for (int i = 0; i < 6; i++) players.add(Map.of("name", "bot" + i, "bot", Map.of("level", "hard")));
        String id = Api.create(Map.of("ruleset", "great-fire-of-london-1666", "players", players, "seed", 31))
                .id();
        try {
            int most = 0;
            for (int i = 0; i < 40; i++) {
                turns.due(UUID.fromString(id)); // as the poll does after each lease, and each stored command
                most = Math.max(most, pool.pending());
            }
            assertTrue(most <= 1, "one bot turn of the match at a time, not " + most);
        } finally {
            abort(id);
        }
    }

    @Test
    void anAbsentSeatsBotThinksOnTheBotsThreadsNotTheScheduler() throws Exception {
        Created m = BotSeatsApiTest.absentBotMatch("hard");
        try {
            Thread.sleep(1_300); // past the first seat's deadline
            assertEquals(
                    0,
                    clocks.fireDue(Instant.now()),
                    "the scheduler hands the absent seat's turn to the bots and stores nothing itself");
            long deadline = System.nanoTime() + CAP.toNanos();
            while (!ClockApiTest.eventTypes(m.id()).contains("seatTimedOut")) {
                assertTrue(System.nanoTime() < deadline, "the bots played the absent turn");
                Thread.sleep(50);
            }
            List<String> types = ClockApiTest.eventTypes(m.id());
            assertTrue(
                    types.size() > types.indexOf("seatTimedOut") + 1,
                    "the timeout is stored with the absent seat's turn: " + types);
        } finally {
            abort(m.id());
        }
    }
}
