package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MatchApiTest {

    @Test
    void listsRulesetsWithOptions() {
        given().get("/v1/rulesets").then().statusCode(200).body("id", hasItem("tictactoe"));
        given().get("/v1/rulesets/tictactoe")
                .then()
                .statusCode(200)
                .body("options[0].name", equalTo("longGame"))
                .body("commandTypes", hasItem("place"));
        given().get("/v1/rulesets/nope")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("UNKNOWN_RULESET"));
    }

    @Test
    void playsAMatchToTheEndThroughTheApi() {
        Created m = create("tictactoe", 2, Map.of(), 7L);
        JsonPath spectator = match(m.id(), null);
        assertEquals("spectator", spectator.getString("viewer"));
        int first = spectator.getInt("toAct[0]");
        int second = 1 - first;
        // first plays 0, 1, 2 (a row); second plays 3, 4
        int[][] moves = {{first, 0}, {second, 3}, {first, 1}, {second, 4}, {first, 2}};
        long version = m.version();
        for (int[] move : moves) {
            String token = m.tokens().get(move[0]);
            as(token)
                    .get("/v1/matches/" + m.id() + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .body("commands", hasItem(Map.of("type", "place", "cell", move[1])));
            version = submit(m.id(), token, version, "{\"type\":\"place\",\"cell\":" + move[1] + "}")
                    .then()
                    .statusCode(200)
                    .header("ETag", "\"" + (version + (move == moves[4] ? 2 : 1)) + "\"")
                    .extract()
                    .jsonPath()
                    .getLong("version");
        }
        JsonPath end = match(m.id(), m.tokens().get(first));
        assertTrue(end.getBoolean("finished"));
        assertEquals(1, end.getInt("result.find { it.seat == " + first + " }.rank"));
        assertEquals(2, end.getInt("result.find { it.seat == " + second + " }.rank"));
        submit(m.id(), m.tokens().get(second), version, "{\"type\":\"place\",\"cell\":8}")
                .then()
                .statusCode(409)
                .body("code", equalTo("GAME_OVER"));
        // The log holds setup + 5 moves + the end; paging walks it all.
        JsonPath page1 = given().queryParam("limit", 4)
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(4, page1.getList("items").size());
        assertTrue(page1.getBoolean("hasMore"));
        JsonPath page2 = given().queryParam("after", page1.getLong("nextAfter"))
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(List.of(5, 6, 7), page2.getList("items.version", Integer.class));
        assertEquals("Ended", page2.getString("items[2].type"));
        // Past versions are rebuilt from the log.
        given().get("/v1/matches/" + m.id() + "/versions/2")
                .then()
                .statusCode(200)
                .body("version", equalTo(2))
                .body("state.cells[0]", equalTo(first + 1))
                .body("finished", equalTo(false));
        given().get("/v1/matches/" + m.id() + "/versions/99")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_VERSION"));
    }

    @Test
    void sameSeedSameOpeningAndSecretsAreRedacted() {
        Created a = create("tictactoe", 2, Map.of(), 123L);
        Created b = create("tictactoe", 2, Map.of(), 123L);
        assertEquals(match(a.id(), null).getInt("toAct[0]"), match(b.id(), null).getInt("toAct[0]"));
        int first = match(a.id(), null).getInt("toAct[0]");
        submit(a.id(), a.tokens().get(first), 1, "{\"type\":\"writeNote\",\"note\":\"attack-left\"}")
                .then()
                .statusCode(200);
        // The writer sees its note; the other seat and spectators see it redacted.
        as(a.tokens().get(first))
                .get("/v1/matches/" + a.id() + "/events")
                .then()
                .body("items[1].data.note", equalTo("attack-left"));
        as(a.tokens().get(1 - first))
                .get("/v1/matches/" + a.id() + "/events")
                .then()
                .body("items[1].data.note", nullValue());
        given().get("/v1/matches/" + a.id() + "/events").then().body("items[1].data.note", nullValue());
        String spectatorBody =
                given().get("/v1/matches/" + a.id()).then().extract().asString();
        assertTrue(!spectatorBody.contains("attack-left"), spectatorBody);
        as(a.tokens().get(first))
                .get("/v1/matches/" + a.id())
                .then()
                .body("state.myNote", equalTo("attack-left"))
                .body("seat", equalTo(first));
    }

    @Test
    void rejectsCommandsByRuleWithStableCodes() {
        Created m = create("tictactoe", 2, Map.of("longGame", true), 5L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String mover = m.tokens().get(first);
        String other = m.tokens().get(1 - first);
        submit(m.id(), other, 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("NOT_YOUR_TURN"));
        submit(m.id(), mover, 1, "{\"type\":\"place\",\"cell\":9}")
                .then()
                .statusCode(422)
                .body("code", equalTo("ILLEGAL_MOVE/NO_SUCH_CELL"))
                .body("rule", equalTo("NO_SUCH_CELL"));
        submit(m.id(), mover, 1, "{\"type\":\"place\",\"cell\":4}").then().statusCode(200);
        submit(m.id(), other, 2, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(422)
                .body("code", equalTo("ILLEGAL_MOVE/CELL_TAKEN"));
        submit(m.id(), other, 1, "{\"type\":\"place\",\"cell\":5}")
                .then()
                .statusCode(412)
                .body("code", equalTo("VERSION_CONFLICT"))
                .body("currentVersion", equalTo(2));
        // Rejections stored nothing.
        given().get("/v1/matches/" + m.id() + "/events").then().body("items", hasSize(2));
    }

    @Test
    void createValidatesTheRequest() {
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{\"name\":\"a\"}]}")
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_SEATS"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"chess\",\"players\":[{},{}]}")
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("UNKNOWN_RULESET"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{},{}],\"options\":{\"speed\":1}}")
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_OPTION"))
                .body("option", equalTo("speed"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{},{}],\"options\":{\"longGame\":\"yes\"}}")
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_OPTION"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{},{}],\"colour\":\"red\"}")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":5}")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
        given().contentType("application/json")
                .body("{\"ruleset\":")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
        given().contentType("application/json")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", notNullValue());
    }
}
