package io.boardstate.api.auth;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One client creating matches too fast gets 429 RATE_LIMITED with Retry-After; nothing is created then. */
@QuarkusTest
@TestProfile(CreationLimitTest.Strict.class)
class CreationLimitTest {
    public static class Strict implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            // One token in 1,000 s: however slow a busy machine makes the burst, no token comes back during it.
            return Map.of("boardstate.api.creates-per-second", "0.001", "boardstate.api.create-burst", "3");
        }
    }

    @Test
    void aBurstThenTheRate() {
        Map<String, Object> body = Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()));
        for (int i = 0; i < 3; i++)
            given().contentType("application/json")
                    .body(body)
                    .post("/v1/matches")
                    .then()
                    .statusCode(201);
        String retryAfter = given().contentType("application/json")
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("code", equalTo("RATE_LIMITED"))
                .header("Retry-After", notNullValue())
                .extract()
                .header("Retry-After");
        int seconds = Integer.parseInt(retryAfter);
        assertTrue(seconds > 500 && seconds <= 1000, "about 1,000 s at 0.001 per second: " + seconds);
        // Reads are never limited.
        given().get("/v1/rulesets").then().statusCode(200);
    }

    @Test
    void theBucketRefillsAtTheRatePerClient() {
        CreationLimiter limiter = new CreationLimiter(2, 2);
        long t = 1_000_000_000L;
        assertEquals(0, limiter.take("a", t));
        assertEquals(0, limiter.take("a", t));
        assertEquals(0.5, limiter.take("a", t), 1e-9); // empty: one token in half a second
        assertEquals(0, limiter.take("b", t)); // another client has its own bucket
        assertEquals(0, limiter.take("a", t + 500_000_000L));
        assertTrue(limiter.take("a", t + 500_000_000L) > 0);
        assertEquals(0, limiter.take("a", t + 10_000_000_000L)); // refilled, but only up to the burst
        assertEquals(0, limiter.take("a", t + 10_000_000_000L));
        assertTrue(limiter.take("a", t + 10_000_000_000L) > 0);
    }

    @Test
    void aRequestThatReadTheClockEarlierTakesNothingExtra() {
        // Two requests race: the one with the later clock reading takes the lock first.
        CreationLimiter limiter = new CreationLimiter(100_000, 50);
        long t = 1_000_000_000L;
        assertEquals(0, limiter.take("a", t + 1_000_000L));
        // 1 ms "back in time" at 100,000/s used to cost 100 tokens and refuse a full bucket.
        assertEquals(0, limiter.take("a", t));
        for (int i = 0; i < 48; i++) assertEquals(0, limiter.take("a", t), "token " + (i + 3));
        assertTrue(limiter.take("a", t) > 0, "the burst is 50");
    }
}
