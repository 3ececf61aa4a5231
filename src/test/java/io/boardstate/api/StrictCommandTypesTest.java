package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Commands are typed JSON: a string, a float or a boolean where an integer belongs is refused, not coerced. */
@QuarkusTest
class StrictCommandTypesTest {
    @Test
    void numbersMustBeNumbers() {
        Created m = create("tictactoe", 2, Map.of(), 62L);
        String mover = m.tokens().get(match(m.id(), null).getInt("toAct[0]"));
        for (String body : List.of(
                "{\"type\":\"place\",\"cell\":\"4\"}",
                "{\"type\":\"place\",\"cell\":4.0}",
                "{\"type\":\"place\",\"cell\":true}",
                "{\"type\":\"place\",\"cell\":\"\"}"))
            as(mover)
                    .contentType("application/json")
                    .header("If-Match", "\"1\"")
                    .body(body)
                    .post("/v1/matches/" + m.id() + "/commands")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("MALFORMED_COMMAND"))
                    .body("detail", not(containsString("java.")));
        given().get("/v1/matches/" + m.id()).then().body("version", equalTo(1)); // nothing stored
    }

    @Test
    void aSmallWorldSlotAsAStringIsRefused() {
        Created m = create("smallworld", 2, Map.of(), 63L);
        var view = match(m.id(), null);
        String mover = m.tokens().get(view.getInt("toAct[0]"));
        // Setup logs each seat's starting coins, so the head is past 1: submit on the head read.
        String head = "\"" + view.getLong("version") + "\"";
        as(mover)
                .contentType("application/json")
                .header("If-Match", head)
                .body("{\"type\":\"pickCombo\",\"slot\":\"0\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        as(mover)
                .contentType("application/json")
                .header("If-Match", head)
                .body("{\"type\":\"pickCombo\",\"slot\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200);
    }

    /** The other way round: a Great Fire district given as a number or true is no district name, and one is needed. */
    @Test
    void stringsMustBeStrings() {
        Created m = create("great-fire-of-london-1666", 3, Map.of(), 64L);
        var view = match(m.id(), null);
        String mover = m.tokens().get(view.getInt("toAct[0]"));
        String head = "\"" + view.getLong("version") + "\"";
        for (String body : List.of("{\"type\":\"placeTeam\"}", "{\"type\":\"placeTeam\",\"district\":null}"))
            as(mover)
                    .contentType("application/json")
                    .header("If-Match", head)
                    .body(body)
                    .post("/v1/matches/" + m.id() + "/commands")
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("MALFORMED_COMMAND"))
                    .body("detail", containsString("needs the field `district` (a string)"));
        for (String district : List.of("1", "1.5", "true"))
            as(mover)
                    .contentType("application/json")
                    .header("If-Match", head)
                    .body("{\"type\":\"placeTeam\",\"district\":" + district + "}")
                    .post("/v1/matches/" + m.id() + "/commands")
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("MALFORMED_COMMAND"))
                    .body("detail", containsString("`district` must be a string"));
        given().get("/v1/matches/" + m.id()).then().body("version", equalTo((int) view.getLong("version")));
    }
}
