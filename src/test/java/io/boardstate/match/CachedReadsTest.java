package io.boardstate.match;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.NearCache;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Views and legal lists served from memory on the event loop answer exactly as the blocking reads
 * do, and never with a state older than the head Redis names (another replica's commit).
 */
@QuarkusTest
class CachedReadsTest {
    @Inject
    NearCache near;

    @Test
    void aReplicaBehindRedisServesTheNewerHeadNotItsOwnState() {
        Created m = create("tictactoe", 2, Map.of(), 17L);
        UUID id = UUID.fromString(m.id());
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        // This replica missed version 2 (another replica stored it and put it in Redis): it holds
        // the match's facts and version 1 only.
        MatchMeta meta = near.meta(id);
        LoadedState one = near.state(id, 1);
        assertNotNull(meta);
        assertNotNull(one);
        near.clear();
        near.meta(meta);
        near.plant(id, one);
        near.confirmed(id, 1);
        String other = m.tokens().get(1 - first);
        as(other)
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .header("ETag", "\"2\"")
                .body("version", equalTo(2));
        as(other)
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .header("ETag", "\"2\"")
                .body("toAct[0]", equalTo(1 - first));
    }

    @Test
    void theEventLoopAnswersAsTheBlockingReadDoes() {
        Created m = create("tictactoe", 2, Map.of(), 18L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        near.clear(); // the first reads load the match on a worker
        String view = as(token)
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String legal = as(token)
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String spectator = given().get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // Now everything is in memory: the same answers, and the same refusals.
        assertEquals(
                withoutClock(view),
                withoutClock(as(token).get("/v1/matches/" + m.id()).asString()));
        assertEquals(
                legal,
                as(token).get("/v1/matches/" + m.id() + "/legal-commands").asString());
        assertEquals(
                withoutClock(spectator),
                withoutClock(given().get("/v1/matches/" + m.id()).asString()));
        given().get("/v1/matches/" + m.id() + "/legal-commands").then().statusCode(401);
        as("bst_not-a-seat").get("/v1/matches/" + m.id()).then().statusCode(401);
        as(token)
                .header("If-None-Match", "\"1\"")
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(304);
    }

    /** A view's clock is read at the time of the request. */
    private static String withoutClock(String view) {
        return view.replaceAll("\"at\":\"[^\"]*\"", "");
    }
}
