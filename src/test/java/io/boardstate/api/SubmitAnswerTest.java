package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a submit answers: the full result, a minimal one (Prefer), and the caller's next legal commands. */
@QuarkusTest
class SubmitAnswerTest {
    @Test
    void minimalAnswerAndNextLegalCommandsSaveTheExtraRequests() {
        Created m = create("tictactoe", 2, Map.of(), 71L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        Response minimal = as(token)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Prefer", "return=minimal")
                .header("Idempotency-Key", "note-1")
                .queryParam("include", "legal")
                .body("{\"type\":\"writeNote\",\"note\":\"hi\"}")
                .post("/v1/matches/" + m.id() + "/commands");
        minimal.then()
                .statusCode(200)
                .header("ETag", "\"2\"")
                .header("Preference-Applied", "return=minimal")
                .body("version", equalTo(2))
                .body("finished", equalTo(false))
                .body("toAct[0]", equalTo(first))
                .body("match", nullValue())
                .body("events", nullValue())
                .body("legal.version", equalTo(2))
                .body("legal.seat", equalTo(first));
        // The included list is the one GET legal-commands gives.
        assertEquals(
                as(token)
                        .get("/v1/matches/" + m.id() + "/legal-commands")
                        .jsonPath()
                        .getList("commands"),
                minimal.jsonPath().getList("legal.commands"));
        // A retry gets the answer as first sent.
        as(token)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Idempotency-Key", "note-1")
                .body("{\"type\":\"writeNote\",\"note\":\"hi\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200)
                .header("Idempotent-Replayed", "true")
                .body("match", nullValue())
                .body("legal.version", equalTo(2));
        // Without a preference: the events and the view, and no legal list unless asked for.
        as(token)
                .contentType("application/json")
                .header("If-Match", "\"2\"")
                .body("{\"type\":\"place\",\"cell\":4}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200)
                .header("Preference-Applied", nullValue())
                .body("version", equalTo(3))
                .body("events[0].type", equalTo("Placed"))
                .body("match.version", equalTo(3))
                .body("legal", nullValue());
        as(m.tokens().get(1 - first))
                .contentType("application/json")
                .header("If-Match", "\"3\"")
                .queryParam("include", "everything")
                .body("{\"type\":\"place\",\"cell\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
    }
}
