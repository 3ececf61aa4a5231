package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** An organizer's listing by tag, status and time; results of a match and by tag, as JSON and CSV. */
@QuarkusTest
class OrganizerResultsTest {
    private static Map<String, Object> match(String tournament, String round, int table, String a, String b) {
        Map<String, Object> m = new HashMap<>();
        m.put("ruleset", "tictactoe");
        m.put(
                "players",
                List.of(Map.of("name", "Ada", "externalPlayerId", a), Map.of("name", "Brian", "externalPlayerId", b)));
        m.put("tags", Map.of("tournament", tournament, "round", round, "table", String.valueOf(table)));
        return m;
    }

    /** Three matches of a tournament: round 1 table 1 played out, table 2 resigned, round 2 running. */
    private record Tournament(Key key, String tournament, JsonPath batch) {
        String id(int i) {
            return batch.getString("matches[" + i + "].id");
        }

        List<String> tokens(int i) {
            return batch.getList("matches[" + i + "].seats.token", String.class);
        }
    }

    private static Tournament tournament(String organizer, String name) {
        Key key = Organizers.issue(organizer, List.of("matches:create", "matches:read"));
        JsonPath batch = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "matches",
                        List.of(
                                match(name, "1", 1, "p-1", "p-2"),
                                match(name, "1", 2, "p-3", "p-4"),
                                match(name, "2", 1, "p-1", "p-3"))))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Tournament t = new Tournament(key, name, batch);
        Api.Created first = new Api.Created(t.id(0), t.tokens(0), 0);
        Random random = new Random(5);
        while (Api.playRandomLegalCommand(first, random) >= 0) {}
        Api.as(t.tokens(1).get(1))
                .post("/v1/matches/" + t.id(1) + "/resign")
                .then()
                .statusCode(200);
        return t;
    }

    @Test
    void aSingleCreationKeepsItsTagsAndExternalPlayerIds() {
        Key key = Organizers.issue("club-single", List.of("matches:create", "matches:read"));
        String id = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(match("single-cup", "3", 7, "x-1", "x-2"))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
        given().header("Authorization", "Bearer " + key.key())
                .queryParam("tournament", "single-cup")
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .body("items.id", equalTo(List.of(id)))
                .body("items[0].tags.table", equalTo("7"))
                .body("items[0].externalPlayerIds", equalTo(List.of("x-1", "x-2")));
    }

    @Test
    void theOrganizersListingByTagStatusAndTime() {
        Instant before = Instant.now();
        Tournament t = tournament("club-list", "spring");
        Tournament other = tournament("club-other", "spring");
        var asKey = given().header("Authorization", "Bearer " + t.key().key());
        asKey.queryParam("tournament", "spring")
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .body("items", hasSize(3))
                .body("items[0].id", equalTo(t.id(2)))
                .body("items[0].tags.round", equalTo("2"))
                .body("items[0].externalPlayerIds", equalTo(List.of("p-1", "p-3")));
        given().header("Authorization", "Bearer " + t.key().key())
                .queryParam("tournament", "spring")
                .queryParam("round", "1")
                .queryParam("status", "finished")
                .get("/v1/matches")
                .then()
                .body("items.id", equalTo(List.of(t.id(1), t.id(0))));
        given().header("Authorization", "Bearer " + t.key().key())
                .queryParam("createdFrom", before.toString())
                .queryParam("createdTo", before.minusSeconds(1).toString())
                .get("/v1/matches")
                .then()
                .body("items", hasSize(0));
        given().header("Authorization", "Bearer " + t.key().key())
                .queryParam("createdFrom", before.toString())
                .queryParam("limit", 2)
                .get("/v1/matches")
                .then()
                .body("items", hasSize(2))
                .body("nextCursor", notNullValue());
        given().header("Authorization", "Bearer " + t.key().key())
                .queryParam("createdFrom", "yesterday")
                .get("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        // The public listing shows tags but never the organizer's player ids.
        given().queryParam("tournament", "spring")
                .get("/v1/matches")
                .then()
                .body("items", hasSize(6))
                .body("items[0].id", equalTo(other.id(2)))
                .body("items[0].externalPlayerIds", nullValue());
        Key createOnly = Organizers.issue("club-list", List.of("matches:create"));
        given().header("Authorization", "Bearer " + createOnly.key())
                .get("/v1/matches")
                .then()
                .statusCode(403)
                .body("code", equalTo("MISSING_SCOPE"));
    }

    @Test
    void resultsOfAMatch() {
        Tournament t = tournament("club-results", "summer");
        JsonPath played = given().header("Authorization", "Bearer " + t.key().key())
                .get("/v1/matches/" + t.id(0) + "/results")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("status", equalTo("finished"))
                .body("ending", equalTo("completed"))
                .body("tags.table", equalTo("1"))
                .body("standings", hasSize(2))
                .body("standings[1].externalPlayerId", equalTo("p-2"))
                .body("endedAt", notNullValue())
                .extract()
                .jsonPath();
        long moves = played.getLong("standings[0].moves") + played.getLong("standings[1].moves");
        long commands = Api.match(t.id(0), null).getLong("version") - 1; // setup is one event
        assertTrue(moves >= 5 && moves <= 9, "tic-tac-toe ends after 5 to 9 moves: " + moves);
        assertTrue(moves <= commands);
        Set<Integer> ranks = new HashSet<>(played.getList("standings.rank", Integer.class));
        assertTrue(ranks.contains(1), ranks.toString());
        given().get("/v1/matches/" + t.id(1) + "/results")
                .then()
                .statusCode(200)
                .body("ending", equalTo("resigned"))
                .body("standings[0].rank", equalTo(1))
                .body("standings[1].rank", equalTo(2))
                .body("standings[0].externalPlayerId", nullValue()); // not for the public
        given().get("/v1/matches/" + t.id(2) + "/results")
                .then()
                .body("status", equalTo("running"))
                .body("ending", nullValue())
                .body("endedAt", nullValue())
                .body("standings[0].rank", nullValue())
                .body("standings[0].moves", equalTo(0));
        // Another organizer's key sees no player ids either.
        Key stranger = Organizers.issue("club-stranger", List.of("matches:read"));
        given().header("Authorization", "Bearer " + stranger.key())
                .get("/v1/matches/" + t.id(0) + "/results")
                .then()
                .body("standings[1].externalPlayerId", nullValue());
        given().get("/v1/matches/not-a-match/results").then().statusCode(404).body("code", equalTo("UNKNOWN_MATCH"));
    }

    @Test
    void resultsAsCsv() {
        Tournament t = tournament("club-csv", "autumn");
        String csv = given().header("Authorization", "Bearer " + t.key().key())
                .accept("text/csv")
                .get("/v1/matches/" + t.id(1) + "/results")
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .extract()
                .asString();
        List<List<String>> rows = parse(csv);
        assertEquals(3, rows.size(), csv);
        assertEquals("match_id", rows.get(0).get(0));
        Map<String, String> seat1 = row(rows.get(0), rows.get(2));
        assertEquals(t.id(1), seat1.get("match_id"));
        assertEquals("resigned", seat1.get("ending"));
        assertEquals("p-4", seat1.get("external_player_id"));
        assertEquals("2", seat1.get("rank"));
        assertEquals("autumn", seat1.get("tournament"));
        assertNotNull(Instant.parse(seat1.get("ended_at")));
        // JSON stays the default, and wins when preferred.
        given().accept("application/json, text/csv;q=0.5")
                .get("/v1/matches/" + t.id(1) + "/results")
                .then()
                .contentType(ContentType.JSON);
    }

    @Test
    void theResultsExportByTagIsPagedAsJsonAndCsv() {
        Tournament t = tournament("club-export", "winter");
        tournament("club-export-2", "winter"); // another organizer's: never in this one's export
        var key = t.key().key();
        JsonPath page1 = given().header("Authorization", "Bearer " + key)
                .queryParam("tournament", "winter")
                .queryParam("limit", 2)
                .get("/v1/match-results")
                .then()
                .statusCode(200)
                .body("items", hasSize(2))
                .body("items[0].id", equalTo(t.id(2)))
                .extract()
                .jsonPath();
        given().header("Authorization", "Bearer " + key)
                .queryParam("tournament", "winter")
                .queryParam("limit", 2)
                .queryParam("cursor", page1.getString("nextCursor"))
                .get("/v1/match-results")
                .then()
                .body("items.id", equalTo(List.of(t.id(0))))
                .body("items[0].standings[0].externalPlayerId", equalTo("p-1"))
                .body("nextCursor", nullValue());
        var csvResponse = given().header("Authorization", "Bearer " + key)
                .accept("text/csv")
                .queryParam("tournament", "winter")
                .queryParam("round", "1")
                .get("/v1/match-results")
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .extract();
        List<List<String>> rows = parse(csvResponse.asString());
        assertEquals(1 + 4, rows.size(), "two matches of two seats");
        assertNull(csvResponse.header("Next-Cursor"));
        given().queryParam("tournament", "winter")
                .get("/v1/match-results")
                .then()
                .statusCode(401)
                .body("code", equalTo("ORGANIZER_KEY_REQUIRED"));
        given().header("Authorization", "Bearer " + key)
                .queryParam("limit", 501)
                .get("/v1/match-results")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
    }

    static Map<String, String> row(List<String> header, List<String> values) {
        Map<String, String> out = new HashMap<>();
        for (int i = 0; i < header.size(); i++) out.put(header.get(i), values.get(i));
        return out;
    }

    /** An RFC 4180 reader, written for the test: quoted fields, doubled quotes, CRLF rows. */
    static List<List<String>> parse(String csv) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') quoted = false;
                else field.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < csv.length() && csv.charAt(i + 1) == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else field.append(c);
        }
        assertTrue(row.isEmpty() && field.isEmpty(), "rows end with CRLF");
        return rows;
    }
}
