package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Strings Postgres would refuse (NUL, other control characters, unpaired surrogates) are a 400
 * before anything is stored, never a 500; an Idempotency-Key sent empty or blank is a 400, never
 * "no key" (which would let a retry run the command twice).
 */
@QuarkusTest
class StoredStringsAndKeysTest {
    @Test
    void aPlayerNameWithNulOrAControlCharacterIsRefused() {
        for (String name : List.of("Ada\u0000", "line\u0001", "bell\u007f", "half\ud800"))
            given().contentType("application/json")
                    .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of("name", name), Map.of())))
                    .post("/v1/matches")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_REQUEST"));
        // A name outside the Basic Multilingual Plane is fine.
        given().contentType("application/json")
                .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of("name", "Ada \uD83C\uDFB2"), Map.of())))
                .post("/v1/matches")
                .then()
                .statusCode(201);
    }

    @Test
    void anEmptyOrBlankIdempotencyKeyIsRefused() {
        Created m = create("tictactoe", 2, Map.of(), 61L);
        String mover =
                m.tokens().get(io.boardstate.support.Api.match(m.id(), null).getInt("toAct[0]"));
        for (String key : List.of("", "   "))
            as(mover)
                    .contentType("application/json")
                    .header("If-Match", "\"1\"")
                    .header("Idempotency-Key", key)
                    .body("{\"type\":\"writeNote\",\"note\":\"hi\"}")
                    .post("/v1/matches/" + m.id() + "/commands")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_IDEMPOTENCY_KEY"));
        io.boardstate.support.Api.match(m.id(), null).getLong("version"); // still readable
        given().get("/v1/matches/" + m.id()).then().body("version", equalTo(1)); // nothing stored
    }
}
