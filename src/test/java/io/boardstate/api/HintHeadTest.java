package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.match.bot.BotPool;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * HEAD of a hint (docs/games/bots.md) answers as GET would, from the match alone: no bot thinks
 * for it. JAX-RS answers HEAD by running GET, so a HEAD used to run the search and take a place on
 * the bots' pool, and was refused 503 BOTS_BUSY when the pool was full.
 */
@QuarkusTest
class HintHeadTest {
    @Inject
    BotPool pool;

    @Test
    void headAnswersAsGetWouldWithoutThinking() throws Exception {
        Created m = HintBudgetTest.match();
        String hint = "/v1/matches/" + m.id() + "/hint";
        CountDownLatch release = new CountDownLatch(1);
        int held = 0;
        try {
            // Every bot thread busy and the queue full: a GET is refused, a HEAD needs no bot. A
            // refusal counts once a pause let the threads take their work from the queue.
            Runnable block = () -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
            for (int refused = 0; refused < 2 && held < 1_000; ) {
                if (pool.offer(block)) {
                    held++;
                    refused = 0;
                } else {
                    refused++;
                    Thread.sleep(200);
                }
            }
            assertTrue(held < 1_000, "the pool fills up");
            as(m.tokens().get(0))
                    .get(hint + "?level=hard")
                    .then()
                    .statusCode(503)
                    .body("code", equalTo("BOTS_BUSY"));
            as(m.tokens().get(0))
                    .head(hint + "?level=hard&budget=960")
                    .then()
                    .statusCode(200)
                    .header("Cache-Control", "no-store")
                    .contentType(startsWith("application/json"));
            // Refused as GET is: bad input, another seat, no token.
            for (String query : List.of("?level=genius", "?budget=5", "?level=hard&budget=0", "?colour=red"))
                as(m.tokens().get(0))
                        .head(hint + query)
                        .then()
                        .statusCode(400)
                        .contentType(startsWith("application/problem+json"));
            as(m.tokens().get(1)).head(hint).then().statusCode(409);
            given().head(hint).then().statusCode(401);
        } finally {
            release.countDown();
        }
        Created off = Api.create("smallworld", 2, Map.of());
        as(off.tokens().get(0)).head("/v1/matches/" + off.id() + "/hint").then().statusCode(403);
    }
}
