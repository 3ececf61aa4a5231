package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * If-None-Match on match reads (RFC 9110 §13.1.2): the current tag, weak or strong, in a list or
 * as {@code *}, gets 304 with the tag and no body; anything else gets the full answer.
 */
@QuarkusTest
class ConditionalGetTest {

    @Test
    void theViewAnswers304WhileTheVersionIsCurrent() {
        Created m = create("tictactoe", 2, Map.of(), 3L);
        String path = "/v1/matches/" + m.id();
        String tag = "\"" + m.version() + "\"";
        given().get(path)
                .then()
                .statusCode(200)
                .header("ETag", tag)
                .header("Vary", containsString("Authorization"))
                .header("Cache-Control", "no-store");
        for (String held : List.of(tag, "W/" + tag, "\"0\", " + tag, " \"0\" ,W/" + tag + " ", "*")) {
            notModified(given(), path, held, tag);
            notModified(as(m.tokens().get(0)), path, held, tag);
        }
        for (String other : List.of("\"0\"", "W/\"99\"", "12", "\"1\" garbage", "\"" + m.version() + "\", *")) {
            given().header("If-None-Match", other)
                    .get(path)
                    .then()
                    .statusCode(200)
                    .header("ETag", tag);
        }
        // Two header lines are one list.
        given().header("If-None-Match", "\"0\"")
                .header("If-None-Match", tag)
                .get(path)
                .then()
                .statusCode(304);

        int seat = given().get(path).then().extract().path("toAct[0]");
        submit(m.id(), m.tokens().get(seat), m.version(), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        String next = "\"" + (m.version() + 1) + "\"";
        given().header("If-None-Match", tag)
                .get(path)
                .then()
                .statusCode(200)
                .header("ETag", next)
                .body("version", equalTo((int) m.version() + 1));
        notModified(given(), path, next, next);
    }

    @Test
    void legalCommandsEventsAndPastVersionsToo() {
        Created m = create("tictactoe", 2, Map.of(), 4L);
        String tag = "\"" + m.version() + "\"";
        String token = m.tokens().get(0);
        String legal = "/v1/matches/" + m.id() + "/legal-commands";
        as(token).get(legal).then().statusCode(200).header("ETag", tag).header("Vary", containsString("Authorization"));
        notModified(as(token), legal, tag, tag);
        // No seat token: still 401 whatever If-None-Match says.
        given().header("If-None-Match", "*").get(legal).then().statusCode(401);

        String events = "/v1/matches/" + m.id() + "/events?after=0&limit=1";
        given().get(events).then().statusCode(200).header("ETag", tag);
        notModified(given(), events, tag, tag);
        notModified(as(token), events, "W/" + tag, tag);

        String past = "/v1/matches/" + m.id() + "/versions/1";
        given().get(past)
                .then()
                .statusCode(200)
                .header("ETag", "\"1\"")
                .header("Vary", containsString("Authorization"));
        notModified(given(), past, "\"1\"", "\"1\"");
        given().header("If-None-Match", tag).get(past).then().statusCode(m.version() == 1 ? 304 : 200);
        // A version the match does not have is 404, also for If-None-Match: *.
        given().header("If-None-Match", "*")
                .get("/v1/matches/" + m.id() + "/versions/99")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_VERSION"));
        given().header("If-None-Match", "*")
                .get("/v1/matches/00000000-0000-0000-0000-000000000000")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_MATCH"));
    }

    private static void notModified(RequestSpecification request, String path, String held, String tag) {
        request.header("If-None-Match", held)
                .get(path)
                .then()
                .statusCode(304)
                .header("ETag", tag)
                .header("Vary", containsString("Authorization"))
                .header("Cache-Control", "no-store")
                .body(emptyString());
    }
}
