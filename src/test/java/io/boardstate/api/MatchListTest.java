package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** GET /v1/matches: newest first, cursor-paged, filtered by ruleset, status and the caller's token. */
@QuarkusTest
class MatchListTest {

    @Test
    void pagesWalkTheNewestMatchesOnceEachInAStableOrder() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 7; i++)
            created.add(create("tictactoe", 2, Map.of(), (long) i).id());
        List<String> seen = new ArrayList<>();
        List<Instant> times = new ArrayList<>();
        String cursor = null;
        for (int page = 0; seen.size() < 7; page++) {
            var request = given().queryParam("ruleset", "tictactoe").queryParam("limit", 3);
            if (cursor != null) request.queryParam("cursor", cursor);
            JsonPath json = request.get("/v1/matches")
                    .then()
                    .statusCode(200)
                    .header("Cache-Control", "no-store")
                    .extract()
                    .jsonPath();
            List<Map<String, Object>> items = json.getList("items");
            assertTrue(items.size() <= 3);
            for (Map<String, Object> item : items) {
                seen.add((String) item.get("id"));
                times.add(Instant.parse((String) item.get("createdAt")));
            }
            cursor = json.getString("nextCursor");
            assertTrue(cursor != null, "more pages follow while matches remain");
            // A match created meanwhile is newer: it never shows up on later pages.
            if (page == 0) create("tictactoe", 2, Map.of(), 99L);
        }
        assertEquals(created.reversed(), seen.subList(0, 7), "newest first, each once");
        for (int i = 1; i < times.size(); i++) assertFalse(times.get(i).isAfter(times.get(i - 1)));
    }

    @Test
    void theLastPageHasNoCursorAndItemsShowOnlyWhatSpectatorsSee() {
        Created m = create("great-fire-of-london-1666", 3, Map.of(), 11L);
        JsonPath json = given().queryParam("ruleset", "great-fire-of-london-1666")
                .queryParam("limit", 100)
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        Map<String, Object> item = json.getMap("items[0]");
        assertEquals(m.id(), item.get("id"));
        assertEquals(
                Set.of("id", "ruleset", "version", "status", "finished", "seats", "createdAt", "updatedAt"),
                item.keySet());
        assertEquals("running", item.get("status"));
        assertEquals(
                List.of(
                        Map.of("seat", 0, "name", "player0"),
                        Map.of("seat", 1, "name", "player1"),
                        Map.of("seat", 2, "name", "player2")),
                item.get("seats"));
        assertEquals(m.version(), ((Number) item.get("version")).longValue());
        if (json.getList("items").size() < 100) assertEquals(null, json.getString("nextCursor"));
        String body = given().get("/v1/matches?limit=100").asString();
        for (String token : m.tokens()) assertFalse(body.contains(token), "no token in a list");
        assertFalse(body.contains("\"seed\""), "no seed in a list");
    }

    @Test
    void statusFiltersRunningAndFinishedMatches() {
        Created m = create("tictactoe", 2, Map.of(), 5L);
        JsonPath view = given().get("/v1/matches/" + m.id()).jsonPath();
        int first = view.getInt("toAct[0]");
        long version = m.version();
        int[][] moves = {{first, 0}, {1 - first, 3}, {first, 1}, {1 - first, 4}, {first, 2}};
        for (int[] move : moves) {
            version = submit(m.id(), m.tokens().get(move[0]), version, "{\"type\":\"place\",\"cell\":" + move[1] + "}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
        }
        assertTrue(ids("finished").contains(m.id()));
        assertFalse(ids("running").contains(m.id()));
        Created running = create("tictactoe", 2, Map.of(), 6L);
        assertTrue(ids("running").contains(running.id()));
        assertFalse(ids("finished").contains(running.id()));
        given().queryParam("status", "finished")
                .queryParam("ruleset", "tictactoe")
                .get("/v1/matches")
                .then()
                .body("items.find { it.id == '" + m.id() + "' }.status", equalTo("finished"))
                .body("items.find { it.id == '" + m.id() + "' }.version", equalTo((int) version));
    }

    @Test
    void aSeatTokenInAuthorizationListsTheCallersOwnMatches() {
        Created mine = create("tictactoe", 2, Map.of(), 8L);
        create("tictactoe", 2, Map.of(), 9L);
        as(mine.tokens().get(1))
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .header("Vary", containsString("Authorization"))
                .body("items", hasSize(1))
                .body("items[0].id", equalTo(mine.id()))
                .body("items[0].seat", equalTo(1))
                .body("nextCursor", nullValue());
        as(mine.tokens().get(0))
                .queryParam("status", "finished")
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .body("items", hasSize(0));
        as("not-a-token").get("/v1/matches").then().statusCode(401).body("code", equalTo("UNAUTHORIZED"));
        given().header("Authorization", "Basic abc").get("/v1/matches").then().statusCode(401);
        // Without a token every match is listed, and no seat is named.
        given().get("/v1/matches?limit=2")
                .then()
                .statusCode(200)
                .body("items", hasSize(2))
                .body("items.seat", everyItem(nullValue()));
    }

    @Test
    void badParametersAreProblems() {
        for (String query : List.of(
                "status=over", "limit=0", "limit=101", "limit=x", "cursor=nope", "cursor=bTE6eDp5", "ruleset=nope")) {
            given().get("/v1/matches?" + query)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_PARAMETER"));
        }
        Set<String> none = new HashSet<>(ids("running"));
        none.retainAll(ids("finished"));
        assertTrue(none.isEmpty());
    }

    /** The sort and the cursor are declared once (MatchPaging, a bean parameter) and checked as strictly. */
    @Test
    void pagingParametersAreCheckedInBothListings() {
        for (String path : List.of("/v1/matches", "/v1/match-results")) {
            given().get(path + "?sort=")
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("INVALID_PARAMETER"))
                    .body("parameter", equalTo("sort"))
                    .body("detail", equalTo("sort is given without a value."));
            given().get(path + "?cursor=a&cursor=b")
                    .then()
                    .statusCode(400)
                    .body("parameter", equalTo("cursor"))
                    .body("detail", equalTo("The query parameter 'cursor' is given more than once."));
        }
    }

    private static List<String> ids(String status) {
        return given().queryParam("status", status)
                .queryParam("limit", 100)
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.id", String.class);
    }
}
