package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * CORS against the real service, with the test profile's origins (https://app.example and
 * http://localhost:3000): preflights and simple requests from them, and nothing for others.
 */
@QuarkusTest
class CorsTest {
    private static final String APP = "https://app.example";

    @Test
    void aPreflightFromAnAllowedOriginIsAnswered() {
        Created m = create("tictactoe", 2, Map.of(), 1L);
        given().header("Origin", APP)
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "authorization,content-type,if-match,idempotency-key")
                .options("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(204)
                .header("Access-Control-Allow-Origin", APP)
                .header("Access-Control-Allow-Methods", allOf(containsString("GET"), containsString("POST")))
                .header(
                        "Access-Control-Allow-Headers",
                        allOf(
                                containsString("Authorization"),
                                containsString("If-Match"),
                                containsString("If-None-Match"),
                                containsString("Idempotency-Key"),
                                containsString("Last-Event-ID"),
                                containsString("Content-Type")))
                .header("Access-Control-Max-Age", "600")
                .header("Vary", containsString("Origin"))
                .header("Access-Control-Allow-Credentials", nullValue())
                .body(emptyString());
        // Origins compare as browsers serialize them (lower case).
        given().header("Origin", "HTTP://LOCALHOST:3000")
                .header("Access-Control-Request-Method", "GET")
                .options("/v1/rulesets")
                .then()
                .statusCode(204)
                .header("Access-Control-Allow-Origin", "HTTP://LOCALHOST:3000");
    }

    @Test
    void otherOriginsGetNoCorsHeaders() {
        for (String origin :
                new String[] {"https://evil.example", "https://app.example.evil", "null", "http://app.example"}) {
            given().header("Origin", origin)
                    .header("Access-Control-Request-Method", "POST")
                    .options("/v1/matches")
                    .then()
                    .header("Access-Control-Allow-Origin", nullValue())
                    .header("Access-Control-Allow-Headers", nullValue());
            given().header("Origin", origin)
                    .get("/v1/rulesets")
                    .then()
                    .statusCode(200)
                    .header("Access-Control-Allow-Origin", nullValue())
                    .header("Access-Control-Expose-Headers", nullValue())
                    .header("Vary", containsString("Origin"));
        }
        given().get("/v1/rulesets").then().header("Access-Control-Allow-Origin", nullValue());
    }

    @Test
    void simpleRequestsFromAnAllowedOriginExposeTheHeadersClientsRead() {
        String location = given().header("Origin", APP)
                .contentType(ContentType.JSON)
                .body(Map.of("ruleset", "tictactoe", "players", new Object[] {Map.of(), Map.of()}))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .header("Access-Control-Allow-Origin", APP)
                .header(
                        "Access-Control-Expose-Headers",
                        allOf(
                                containsString("ETag"),
                                containsString("Idempotent-Replayed"),
                                containsString("Retry-After"),
                                containsString("Location")))
                .extract()
                .header("Location");
        // A match read keeps its own Vary (Authorization) and adds Origin.
        given().header("Origin", APP)
                .get(location)
                .then()
                .statusCode(200)
                .header("Access-Control-Allow-Origin", APP)
                .header("Vary", allOf(containsString("Authorization"), containsString("Origin")))
                .header("ETag", not(emptyString()));
        // Problems reach the page too, so that it can read the code.
        given().header("Origin", APP)
                .get("/v1/matches/00000000-0000-0000-0000-000000000000")
                .then()
                .statusCode(404)
                .header("Access-Control-Allow-Origin", APP)
                .body("code", equalTo("UNKNOWN_MATCH"));
    }
}
