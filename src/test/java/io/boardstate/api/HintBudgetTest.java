package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A hint "with a budget" (issue 33): {@code budget} gives the hard bot's search its number of
 * playouts for this hint, from 1 to 960; anything else, or a budget for a level that does not
 * search, is refused rather than ignored.
 */
@QuarkusTest
class HintBudgetTest {
    /** A two-person Small World match that allows hints, seat 0 to act. */
    static Created match() {
        return Api.create(Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(Map.of("name", "Ada"), Map.of("name", "Bo")),
                "options",
                Map.of("firstSeat", 0),
                "allowHints",
                true,
                "seed",
                41));
    }

    @Test
    void theHardBotThinksWithTheBudgetGiven() {
        Created m = match();
        for (String budget : List.of("1", "7", "960"))
            as(m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/hint?level=hard&budget=" + budget)
                    .then()
                    .statusCode(200)
                    .body("level", equalTo("hard"))
                    .body("seat", equalTo(0))
                    .body("command.type", notNullValue());
    }

    @Test
    void aBudgetOutOfRangeMisspeltOrForALevelThatDoesNotSearchIsRefused() {
        Created m = match();
        for (String query : List.of(
                "level=hard&budget=0",
                "level=hard&budget=961",
                "level=hard&budget=abc",
                "level=hard&budget=%2B5",
                "level=hard&budget=5.0",
                "level=hard&budget=",
                "level=medium&budget=5",
                "budget=5"))
            as(m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/hint?" + query)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_PARAMETER"))
                    .body("parameter", equalTo("budget"));
    }
}
