package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A command's If-Match evaluated as RFC 9110 §13.1.1 says, with strong comparison: {@code *} holds
 * for whatever version the match is at, a list holds when one of its tags is the current version, a
 * weak tag never holds (412, not 400).
 */
@QuarkusTest
class IfMatchTest {
    @Test
    void starListsAndWeakTagsAreEvaluatedNotRefused() {
        Created m = create("tictactoe", 2, Map.of(), 41L);
        String path = "/v1/matches/" + m.id() + "/commands";

        submit(m, path, "*", 1).statusCode(200).body("version", equalTo(2));
        submit(m, path, "\"7\", \"2\" ,W/\"9\"", 2).statusCode(200).body("version", equalTo(3));
        submit(m, path, "W/\"3\"", 3)
                .statusCode(412)
                .contentType("application/problem+json")
                .body("code", equalTo("VERSION_CONFLICT"))
                .body("currentVersion", equalTo(3))
                .body("detail", containsString("weak"));
        submit(m, path, "\"1\", \"2\"", 4)
                .statusCode(412)
                .body("code", equalTo("VERSION_CONFLICT"))
                .body("detail", containsString("versions 1, 2"))
                .body("currentVersion", equalTo(3));
        assertEquals(3, Api.match(m.id(), null).getInt("version"), "the refusals stored nothing");
    }

    /** The seat to move plays the given cell. */
    private static ValidatableResponse submit(Created m, String path, String ifMatch, int cell) {
        String mover = m.tokens().get(Api.match(m.id(), null).getInt("toAct[0]"));
        return as(mover)
                .contentType("application/json")
                .header("If-Match", ifMatch)
                .header("Prefer", "return=minimal")
                .body("{\"type\":\"place\",\"cell\":" + cell + "}")
                .post(path)
                .then();
    }
}
