package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.match.bot.BotPool;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.BusyBots;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An absent seat's turn that {@code absentBot} plays waits for a bot thread when every one is
 * busy; the seat that comes to act after it gets its whole time from when the turn is stored, not
 * from when the poll found the timeout (it could not act while the turn waited in the queue), nor
 * from when a bot began to think about it.
 */
@QuarkusTest
class AbsentBotClockTest {
    private static final int SECONDS = 3;
    /** How long the bot threads stay busy after the absent seat's deadline: longer than a turn. */
    private static final Duration BUSY = Duration.ofSeconds(2L * SECONDS);

    @Inject
    BotPool pool;

    @Test
    void theSeatAfterAQueuedAbsentTurnGetsItsWholeTime() throws Exception {
        Created m = Api.create(
                "smallworld",
                2,
                Map.of(
                        "options", Map.of("firstSeat", 0),
                        "clock", Map.of("type", "deadline", "secondsPerTurn", SECONDS),
                        "absentPolicy", "auto",
                        "absentBot", Map.of("level", "easy")));
        Instant released;
        try (BusyBots busy = new BusyBots(pool)) {
            Instant deadline = Instant.parse(match(m.id(), null).getString("clock.seats[0].deadline"));
            // the poll finds seat 0's timeout and queues its bot turn behind the busy threads
            Thread.sleep(Math.max(0, Duration.between(Instant.now(), deadline).toMillis()) + BUSY.toMillis());
            assertEquals(1, match(m.id(), null).getLong("version"), "nothing stored while the bot threads are busy");
            released = Instant.now();
        }
        JsonPath view = untilSeatOneActs(m.id());
        List<String> types = ClockApiTest.eventTypes(m.id());
        assertEquals("seatTimedOut", types.get(1), types.toString());
        assertEquals("botTurn", types.get(2), types.toString());
        assertFalse(types.subList(3, types.size()).contains("seatTimedOut"), "seat 1 had its turn: " + types);
        Instant next = Instant.parse(view.getString("clock.seats[1].deadline"));
        assertTrue(
                !next.isBefore(released.plusSeconds(SECONDS).minusMillis(500)),
                "seat 1's turn counts from when the absent turn was stored (after " + released
                        + "), not from the poll: " + next);
    }

    @Test
    void theSeatAfterABotsTurnGetsItsWholeTimeFromWhenTheTurnIsStored() throws Exception {
        Created m = Api.create(Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(Map.of("name", "Robo", "bot", Map.of("level", "hard")), Map.of("name", "Ada")),
                "options",
                Map.of("firstSeat", 0),
                "clock",
                Map.of("type", "deadline", "secondsPerTurn", 600)));
        JsonPath view = untilSeatOneActs(m.id());
        List<String> at = io.restassured.RestAssured.given()
                .get("/v1/matches/" + m.id() + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.at", String.class);
        Instant stored = Instant.parse(at.getLast()); // the bot's turn is one write: its events share the time
        assertEquals(
                stored.plusSeconds(600),
                Instant.parse(view.getString("clock.seats[1].deadline")),
                "seat 1's turn counts from when the bot's turn was stored, not from when the bot began to think");
    }

    /** The match's view once seat 1 is to act (or after two minutes, for the assertions to say why not). */
    private static JsonPath untilSeatOneActs(String id) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        JsonPath view = match(id, null);
        while (!view.getList("toAct", Integer.class).contains(1) && System.nanoTime() < until) {
            Thread.sleep(20);
            view = match(id, null);
        }
        return view;
    }
}
