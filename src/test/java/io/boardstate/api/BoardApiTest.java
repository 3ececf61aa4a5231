package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Board data: the boards each game publishes, the board of a match, and their caching. */
@QuarkusTest
class BoardApiTest {
    private static final String STRONG_TAG = "^\"[A-Za-z0-9_-]{43}\"$";

    @Test
    void smallWorldPublishesOneMapPerPlayerCount() {
        given().get("/v1/rulesets/smallworld/boards")
                .then()
                .statusCode(200)
                .header("ETag", matchesPattern(STRONG_TAG))
                .header("Cache-Control", "public, max-age=3600")
                .body("ruleset", equalTo("smallworld"))
                .body("items.id", equalTo(List.of("2-players", "3-players", "4-players", "5-players")))
                .body("items.players", equalTo(List.of(List.of(2), List.of(3), List.of(4), List.of(5))))
                .body("items.size", equalTo(List.of(23, 30, 39, 48)));
    }

    @Test
    void aSmallWorldMapHasTerrainSymbolsAndSymmetricAdjacency() {
        JsonPath board = given().get("/v1/rulesets/smallworld/boards/2-players")
                .then()
                .statusCode(200)
                .contentType("application/json")
                .header("ETag", matchesPattern(STRONG_TAG))
                .body("id", equalTo("2-players"))
                .body("players", equalTo(List.of(2)))
                .body("size", equalTo(23))
                .body("regions", hasSize(23))
                .body("features.rounds", equalTo(10))
                .body("regions[0].id", equalTo("0"))
                .body("regions[0].kind", equalTo("WATER"))
                .body("regions[0].terrain", equalTo("SEA"))
                .body("regions[0].edge", equalTo(true))
                .body("regions[0].border", equalTo(true))
                .body("regions[3].symbols", equalTo(List.of("CAVERN", "LOST_TRIBE")))
                .body("regions[3].kind", equalTo("LAND"))
                .body("regions[0].adjacent", equalTo(List.of("1", "5")))
                .body("regions[0].links", equalTo(List.of()))
                .body("regions[0].at", notNullValue())
                .body("layout", equalTo("inferred"))
                .body("viewBox.width", equalTo(1000.0f))
                .extract()
                .jsonPath();
        List<Map<String, Object>> regions = board.getList("regions");
        Map<String, List<String>> adjacent = new HashMap<>();
        for (Map<String, Object> r : regions) adjacent.put((String) r.get("id"), castList(r.get("adjacent")));
        adjacent.forEach(
                (id, next) -> next.forEach(n -> assertTrue(adjacent.get(n).contains(id), id + "-" + n)));
    }

    @Test
    void undergroundBoardsCarryDrawingAnchorsAndOutlines() {
        given().get("/v1/rulesets/smallworld-underground/boards")
                .then()
                .statusCode(200)
                .body("items.id", equalTo(List.of("2-players", "3-players", "4-players", "5-players")));
        JsonPath board = given().get("/v1/rulesets/smallworld-underground/boards/2-players")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> regions = board.getList("regions");
        for (Map<String, Object> r : regions) {
            assertTrue(r.get("at") instanceof Map, "anchor of " + r.get("id"));
            assertTrue(((List<?>) r.get("outline")).size() >= 3, "outline of " + r.get("id"));
        }
        assertTrue(regions.stream().anyMatch(r -> r.get("kind").equals("IMPASSABLE")), "chasms");
    }

    @Test
    void theGreatFireBoardHasSpacesWithArrowsCrossingsAndParkPaths() {
        String id = given().get("/v1/rulesets/great-fire-of-london-1666/boards")
                .then()
                .statusCode(200)
                .body("items", hasSize(1))
                .body("items[0].players", equalTo(List.of(3, 4, 5, 6)))
                .extract()
                .path("items[0].id");
        JsonPath board = given().get("/v1/rulesets/great-fire-of-london-1666/boards/" + id)
                .then()
                .statusCode(200)
                .body("id", equalTo(id))
                .body(
                        "features.crossings",
                        hasItem(Map.of("nw", "CRIPPLEGATE", "ne", "FINSBURY", "sw", "SION_COLLEGE", "se", "MOORGATE")))
                .body("features.objectiveCards", hasSize(24))
                .body("regions.find { it.id == 'SMITHFIELD' }.kind", equalTo("PARK"))
                .body("regions.find { it.id == 'PUDDING_LANE' }.kind", equalTo("PUDDING_LANE"))
                .body("regions.find { it.id == 'CRIPPLEGATE' }.symbols", hasItem("SETUP_ICON_5"))
                .body("regions.find { it.id == 'CRIPPLEGATE' }.features.region", equalTo("BLUE"))
                .extract()
                .jsonPath();
        // Sion College ->E Moorgate and ->S Brewer's Hall (seed l.45); Cripplegate <-> Moorgate diagonal (l.47).
        assertEquals(
                List.of("E"),
                board.getList(
                        "regions.find { it.id == 'SION_COLLEGE' }.links.find { it.to == 'MOORGATE' }.directions"));
        assertEquals(
                "CROSSING",
                board.getString("regions.find { it.id == 'CRIPPLEGATE' }.links.find { it.to == 'MOORGATE' }.kind"));
        assertEquals(
                "PARK",
                board.getString("regions.find { it.id == 'ALDERSGATE' }.links.find { it.to == 'SMITHFIELD' }.kind"));
        assertTrue(
                board.getList("regions.find { it.id == 'SMITHFIELD' }.adjacent").contains("HOLBORN"));
    }

    @Test
    void unknownRulesetsAndBoardsAreProblems() {
        given().get("/v1/rulesets/nope/boards")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("UNKNOWN_RULESET"));
        given().get("/v1/rulesets/smallworld/boards/6-players")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("UNKNOWN_BOARD"));
        given().get("/v1/rulesets/nope/boards/2-players")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_RULESET"));
        given().get("/v1/rulesets/tictactoe/boards").then().statusCode(200).body("items", hasSize(0));
    }

    @Test
    void aMatchViewNamesItsBoardAndTheMatchBoardIsThatBoard() {
        Created m = create("smallworld", 3, Map.of(), 5L);
        assertEquals("3-players", match(m.id(), null).getString("boardId"));
        assertEquals("3-players", match(m.id(), m.tokens().get(1)).getString("boardId"));
        Response published = given().get("/v1/rulesets/smallworld/boards/3-players");
        Response own = given().get("/v1/matches/" + m.id() + "/board");
        own.then().statusCode(200).header("Cache-Control", "public, max-age=3600");
        assertEquals(published.header("ETag"), own.header("ETag"));
        assertEquals(published.asString(), own.asString());

        Created fire = create("great-fire-of-london-1666", 4, Map.of(), 5L);
        JsonPath view = match(fire.id(), null);
        assertEquals(view.getString("state.boardId"), view.getString("boardId"));
        given().get("/v1/matches/" + fire.id() + "/board")
                .then()
                .statusCode(200)
                .body("id", equalTo(view.getString("boardId")));
    }

    @Test
    void aMatchWithoutBoardDataSaysSo() {
        Created m = create("tictactoe", 2, Map.of(), 1L);
        given().get("/v1/matches/" + m.id()).then().statusCode(200).body("boardId", nullValue());
        given().get("/v1/matches/" + m.id() + "/board").then().statusCode(404).body("code", equalTo("UNKNOWN_BOARD"));
        given().get("/v1/matches/00000000-0000-0000-0000-000000000000/board")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_MATCH"));
    }

    @Test
    void boardsAnswerConditionalRequestsWith304() {
        String path = "/v1/rulesets/smallworld/boards/4-players";
        String tag = given().get(path).then().statusCode(200).extract().header("ETag");
        for (String ifNoneMatch : List.of(tag, "W/" + tag, "\"other\", " + tag, "*")) {
            given().header("If-None-Match", ifNoneMatch)
                    .get(path)
                    .then()
                    .statusCode(304)
                    .header("ETag", tag)
                    .header("Cache-Control", "public, max-age=3600")
                    .body(emptyString());
        }
        for (String ifNoneMatch : List.of("\"other\"", "W/\"other\"", "garbage", tag.replace("\"", ""))) {
            given().header("If-None-Match", ifNoneMatch)
                    .get(path)
                    .then()
                    .statusCode(200)
                    .header("ETag", tag);
        }
        String listTag = given().get("/v1/rulesets/smallworld/boards").header("ETag");
        given().header("If-None-Match", listTag)
                .get("/v1/rulesets/smallworld/boards")
                .then()
                .statusCode(304);
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object o) {
        return (List<String>) o;
    }
}
