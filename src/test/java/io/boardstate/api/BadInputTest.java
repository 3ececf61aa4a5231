package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every kind of bad input gets a 4xx problem+json with a stable code, and changes nothing. */
@QuarkusTest
class BadInputTest {
    Created m;
    String mover;
    String path;

    @BeforeEach
    void match() {
        m = create("tictactoe", 2, Map.of(), 31L);
        mover = m.tokens().get(io.boardstate.support.Api.match(m.id(), null).getInt("toAct[0]"));
        path = "/v1/matches/" + m.id() + "/commands";
    }

    private ValidatableResponse post(String body, String ifMatch) {
        var spec = as(mover).contentType("application/json").body(body);
        if (ifMatch != null) spec.header("If-Match", ifMatch);
        return spec.post(path)
                .then()
                .contentType("application/problem+json")
                .body("type", startsWith("urn:problem:boardstate:"))
                .body("instance", equalTo(path));
    }

    @Test
    void malformedCommands() {
        post("{not json", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_JSON"));
        post("", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_JSON"));
        post("[1,2]", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"cell\":1}", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"castle\"}", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"place\",\"cell\":\"four\"}", "\"1\"")
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"place\",\"cell\":1,\"colour\":\"red\"}", "\"1\"")
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"place\"}", "\"1\"").statusCode(400).body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"place\",\"cell\":1e400}", "\"1\"").statusCode(400);
        post("{\"type\":\"place\",\"cell\":99999999999}", "\"1\"")
                .statusCode(400)
                .body("code", equalTo("MALFORMED_COMMAND"));
        post("{\"type\":\"writeNote\",\"note\":\"" + "x".repeat(70_000) + "\"}", "\"1\"")
                .statusCode(413)
                .body("code", equalTo("PAYLOAD_TOO_LARGE"));
        post("{\"type\":\"writeNote\",\"note\":\"" + "x".repeat(3_000_000) + "\"}", "\"1\"")
                .statusCode(413)
                .body("code", equalTo("PAYLOAD_TOO_LARGE"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"" + "x".repeat(200_000) + "\"}")
                .post("/v1/matches")
                .then()
                .statusCode(413)
                .contentType("application/problem+json");
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo(1));
    }

    @Test
    void badPreconditionsAndKeys() {
        post("{\"type\":\"place\",\"cell\":1}", null).statusCode(428).body("code", equalTo("PRECONDITION_REQUIRED"));
        for (String notAnIfMatch : new String[] {"1", "\"1\" garbage", "\"1\", *", "W/ \"1\""})
            post("{\"type\":\"place\",\"cell\":1}", notAnIfMatch)
                    .statusCode(400)
                    .body("code", equalTo("INVALID_IF_MATCH"));
        // well-formed, but strong comparison finds no version in them (RFC 9110 §13.1.1)
        for (String noVersion : new String[] {"W/\"1\"", "\"-1\"", "\"abc\""})
            post("{\"type\":\"place\",\"cell\":1}", noVersion)
                    .statusCode(412)
                    .body("code", equalTo("VERSION_CONFLICT"))
                    .body("currentVersion", equalTo(1));
        post("{\"type\":\"place\",\"cell\":1}", "\"0\"").statusCode(412).body("code", equalTo("VERSION_CONFLICT"));
        as(mover)
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .header("Idempotency-Key", "x".repeat(300))
                .body("{\"type\":\"place\",\"cell\":1}")
                .post(path)
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_IDEMPOTENCY_KEY"));
    }

    @Test
    void badCredentialsAndAddresses() {
        given().contentType("application/json")
                .header("If-Match", "\"1\"")
                .body("{\"type\":\"place\",\"cell\":1}")
                .post(path)
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"))
                .header("WWW-Authenticate", startsWith("Bearer"));
        as("bst_forged")
                .contentType("application/json")
                .header("If-Match", "\"1\"")
                .body("{}")
                .post(path)
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        given().header("Authorization", "Basic abc")
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        Created other = create("tictactoe", 2, Map.of(), 32L);
        as(other.tokens().get(0))
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        given().get("/v1/matches/not-a-uuid")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("UNKNOWN_MATCH"));
        given().get("/v1/matches/00000000-0000-0000-0000-000000000000")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_MATCH"));
        given().get("/v1/nowhere")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("NOT_FOUND"));
        given().delete("/v1/matches/" + m.id())
                .then()
                .statusCode(405)
                .contentType("application/problem+json")
                .body("code", equalTo("METHOD_NOT_ALLOWED"));
        as(mover)
                .contentType("text/plain")
                .header("If-Match", "\"1\"")
                .body("place 1")
                .post(path)
                .then()
                .statusCode(415)
                .contentType("application/problem+json")
                .body("code", equalTo("UNSUPPORTED_MEDIA_TYPE"));
        given().queryParam("limit", "lots")
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        given().queryParam("limit", 0)
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        given().queryParam("after", -3)
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        given().get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        given().get("/v1/matches/" + m.id() + "/versions/x")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        io.boardstate.support.Api.match(m.id(), mover);
    }
}
