package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A body of the wrong shape is named in JSON terms (the field, the JSON type), never with Java types. */
@QuarkusTest
class NoJavaNamesTest {
    @Test
    void wrongShapesNameTheFieldAndTheJsonType() {
        Map<String, String> cases = Map.of(
                "{\"ruleset\":\"tictactoe\",\"players\":\"two\"}", "`players` must be an array",
                "{\"ruleset\":\"tictactoe\",\"players\":[1,2]}", "`players[0]` must be an object",
                "{\"ruleset\":\"tictactoe\",\"players\":[{},{}],\"seed\":\"x\"}", "`seed` must be an integer",
                "{\"ruleset\":[],\"players\":[{},{}]}", "`ruleset` must be a string");
        cases.forEach((body, expected) -> given().contentType("application/json")
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("MALFORMED_JSON"))
                .body(
                        "detail",
                        allOf(
                                containsString(expected),
                                not(containsString("java.")),
                                not(containsString("io.boardstate")),
                                not(containsString("$")),
                                not(containsString("Cannot deserialize")))));
    }
}
