package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Integer options carry their range: the ruleset lists it, and a value outside it is refused with
 * INVALID_OPTION naming the option, before any game is set up.
 */
@QuarkusTest
class IntegerOptionRangeTest {
    private static JsonPath option(String ruleset, String name) {
        JsonPath info = given().get("/v1/rulesets/" + ruleset)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        return new JsonPath(info.prettify()).setRootPath("options.find { it.name == '" + name + "' }");
    }

    @Test
    void everyIntegerOptionPublishesItsRange() {
        for (String ruleset : new String[] {"smallworld", "smallworld-underground", "smallworld-warcraft"}) {
            JsonPath info =
                    given().get("/v1/rulesets/" + ruleset).then().extract().jsonPath();
            for (Map<String, Object> o : info.<Map<String, Object>>getList("options")) {
                if (!"integer".equals(o.get("type"))) continue;
                int min = (Integer) o.get("minimum"), max = (Integer) o.get("maximum");
                int def = (Integer) o.get("defaultValue");
                assertEquals(true, min <= def && def <= max, ruleset + " " + o);
            }
        }
        JsonPath river = option("smallworld-underground", "occupiedRiverBase");
        assertEquals(1, river.getInt("minimum"));
        assertEquals(2, river.getInt("maximum"));
    }

    @Test
    void aValueOutsideTheRangeIsRefusedWithTheOptionsName() {
        for (Object value : new Object[] {3, 0, -7}) {
            given().contentType(ContentType.JSON)
                    .body(Map.of(
                            "ruleset",
                            "smallworld-underground",
                            "players",
                            java.util.List.of(Map.of(), Map.of()),
                            "options",
                            Map.of("occupiedRiverBase", value)))
                    .post("/v1/matches")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_OPTION"))
                    .body("option", equalTo("occupiedRiverBase"));
        }
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        java.util.List.of(Map.of(), Map.of()),
                        "options",
                        Map.of("firstSeat", 5)))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("option", equalTo("firstSeat"));
    }
}
