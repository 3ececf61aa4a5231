package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** POST /v1/match-batches: all or nothing, tags and external ids, every token, idempotent. */
@QuarkusTest
class MatchBatchTest {
    @Inject
    AgroalDataSource db;

    static Map<String, Object> match(String ruleset, int table, String... externalIds) {
        List<Map<String, Object>> players = new ArrayList<>();
        for (String id : externalIds) players.add(Map.of("name", "P " + id, "externalPlayerId", id));
        Map<String, Object> m = new HashMap<>();
        m.put("ruleset", ruleset);
        m.put("players", players);
        m.put("seed", 7L + table);
        m.put("tags", Map.of("tournament", "open-2026", "round", "1", "table", String.valueOf(table)));
        return m;
    }

    static Response post(Key key, Object body, String idempotencyKey) {
        var request = given().header("Authorization", "Bearer " + key.key()).contentType(ContentType.JSON);
        if (idempotencyKey != null) request.header("Idempotency-Key", idempotencyKey);
        return request.body(body).post("/v1/match-batches");
    }

    @Test
    void aBatchCreatesEveryMatchWithItsTagsPlayersAndWorkingTokens() throws Exception {
        Key key = Organizers.issue("club-batch", List.of("matches:create"));
        List<Map<String, Object>> matches = List.of(
                match("tictactoe", 1, "a1", "a2"),
                match("tictactoe", 2, "b1", "b2"),
                match("smallworld", 3, "c1", "c2", "c3"));
        JsonPath json = post(key, Map.of("matches", matches), null)
                .then()
                .statusCode(201)
                .body("matches", hasSize(3))
                .body("matches[2].ruleset", equalTo("smallworld"))
                .body("matches[2].tags.table", equalTo("3"))
                .body("matches[2].tags.tournament", equalTo("open-2026"))
                .body("matches[2].seats", hasSize(3))
                .body("matches[2].seats[1].externalPlayerId", equalTo("c2"))
                .body("matches[0].seats[0].name", equalTo("P a1"))
                .extract()
                .jsonPath();
        Set<String> tokens = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            String id = json.getString("matches[" + i + "].id");
            List<String> seatTokens = json.getList("matches[" + i + "].seats.token", String.class);
            tokens.addAll(seatTokens);
            // Each token is that seat's, and the match reads like any other.
            given().header("Authorization", "Bearer " + seatTokens.get(0))
                    .get("/v1/matches/" + id + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .body("seat", equalTo(0));
            given().get("/v1/matches/" + id)
                    .then()
                    .statusCode(200)
                    .body("version", equalTo(json.getInt("matches[" + i + "].version")));
            assertEquals("club-batch", column("organizer", id));
            assertEquals(String.valueOf(i + 1), column("tag_table", id));
        }
        assertEquals(7, tokens.size(), "every seat its own token");
    }

    @Test
    void oneBadMatchFailsTheWholeBatch() throws Exception {
        Key key = Organizers.issue("club-atomic", List.of("matches:create"));
        List<Map<String, Object>> matches = new ArrayList<>();
        for (int i = 0; i < 20; i++) matches.add(match("tictactoe", i, "x" + i, "y" + i));
        matches.set(13, match("tictactoe", 13, "only-one"));
        post(key, Map.of("matches", matches), null)
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_SEATS"))
                .body("index", equalTo(13));
        matches.set(13, match("no-such-game", 13, "a", "b"));
        post(key, Map.of("matches", matches), null)
                .then()
                .statusCode(422)
                .body("code", equalTo("UNKNOWN_RULESET"))
                .body("index", equalTo(13));
        assertEquals(0, countOf("club-atomic"), "nothing was created");
        matches.set(13, match("tictactoe", 13, "a", "b"));
        post(key, Map.of("matches", matches), null).then().statusCode(201);
        assertEquals(20, countOf("club-atomic"));
    }

    @Test
    void badBatchesAreProblems() {
        Key key = Organizers.issue("club-bad", List.of("matches:create"));
        post(key, Map.of("matches", List.of()), null).then().statusCode(400).body("code", equalTo("INVALID_REQUEST"));
        List<Map<String, Object>> tooMany = new ArrayList<>();
        for (int i = 0; i < 501; i++) tooMany.add(match("tictactoe", i, "a", "b"));
        post(key, Map.of("matches", tooMany), null)
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_REQUEST"))
                .body("maxMatches", equalTo(500));
        Map<String, Object> longId = match("tictactoe", 1, "a", "b".repeat(101));
        post(key, Map.of("matches", List.of(longId)), null)
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_REQUEST"))
                .body("index", equalTo(0));
        post(key, "{\"matches\": [", null).then().statusCode(400).body("code", equalTo("MALFORMED_JSON"));
        post(key, Map.of("matches", List.of(match("tictactoe", 1, "a", "b"))), "bad key with spaces")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_IDEMPOTENCY_KEY"));
        given().contentType(ContentType.JSON)
                .body(Map.of("matches", List.of(match("tictactoe", 1, "a", "b"))))
                .post("/v1/match-batches")
                .then()
                .statusCode(401)
                .body("code", equalTo("ORGANIZER_KEY_REQUIRED"));
        Key reader = Organizers.issue("club-bad", List.of("matches:read"));
        post(reader, Map.of("matches", List.of(match("tictactoe", 1, "a", "b"))), null)
                .then()
                .statusCode(403)
                .body("code", equalTo("MISSING_SCOPE"));
    }

    @Test
    void aRetryWithTheIdempotencyKeyGetsTheSameMatchesAndTokens() throws Exception {
        Key key = Organizers.issue("club-idem", List.of("matches:create"));
        Map<String, Object> body =
                Map.of("matches", List.of(match("tictactoe", 1, "a", "b"), match("tictactoe", 2, "c", "d")));
        JsonPath first =
                post(key, body, "round-1").then().statusCode(201).extract().jsonPath();
        JsonPath again = post(key, body, "round-1")
                .then()
                .statusCode(200)
                .header("Idempotent-Replayed", "true")
                .extract()
                .jsonPath();
        assertEquals(first.getList("matches.id"), again.getList("matches.id"));
        assertEquals(first.getList("matches.seats.token"), again.getList("matches.seats.token"));
        assertEquals(first.getString("createdAt"), again.getString("createdAt"));
        assertEquals(2, countOf("club-idem"));
        post(key, Map.of("matches", List.of(match("tictactoe", 9, "a", "b"))), "round-1")
                .then()
                .statusCode(422)
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        // The key holds for the organizer (issue #27): another key of the organizer replays the batch.
        Key other = Organizers.issue("club-idem", List.of("matches:create"));
        JsonPath third =
                post(other, body, "round-1").then().statusCode(200).extract().jsonPath();
        assertEquals(first.getList("matches.id"), third.getList("matches.id"));
        assertEquals(2, countOf("club-idem"));
        // Tokens are not stored: only their hashes are.
        String token = first.getString("matches[0].seats[0].token");
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "SELECT count(*) FROM match_seat WHERE token_hash = ? OR name = ? OR external_id = ?")) {
            s.setString(1, token);
            s.setString(2, token);
            s.setString(3, token);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                assertEquals(0, rs.getInt(1));
            }
        }
    }

    @Test
    void concurrentRetriesMakeOneBatch() throws Exception {
        Key key = Organizers.issue("club-race", List.of("matches:create"));
        List<Map<String, Object>> matches = new ArrayList<>();
        for (int i = 0; i < 50; i++) matches.add(match("tictactoe", i, "a" + i, "b" + i));
        Map<String, Object> body = Map.of("matches", matches);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<JsonPath>> calls = new ArrayList<>();
            for (int i = 0; i < 4; i++)
                calls.add(() -> {
                    Response r = post(key, body, "race");
                    assertTrue(r.statusCode() == 201 || r.statusCode() == 200, r.asString());
                    return r.jsonPath();
                });
            Set<List<Object>> ids = new HashSet<>();
            for (Future<JsonPath> f : pool.invokeAll(calls)) ids.add(f.get().getList("matches.id"));
            assertEquals(1, ids.size(), "every retry sees the same matches");
        } finally {
            pool.shutdownNow();
        }
        assertEquals(50, countOf("club-race"));
    }

    @Test
    void fiveHundredMatchesInOneRequest() throws Exception {
        Key key = Organizers.issue("club-500", List.of("matches:create"));
        List<Map<String, Object>> matches = new ArrayList<>();
        for (int i = 0; i < 500; i++) matches.add(match("tictactoe", i, "a" + i, "b" + i));
        post(key, Map.of("matches", matches), null).then().statusCode(201).body("matches", hasSize(500));
        assertEquals(500, countOf("club-500"));
    }

    private int countOf(String organizer) throws Exception {
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT count(*) FROM match WHERE organizer = ?")) {
            s.setString(1, organizer);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    private String column(String column, String matchId) throws Exception {
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT " + column + " FROM match WHERE id = ?::uuid")) {
            s.setString(1, matchId);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
