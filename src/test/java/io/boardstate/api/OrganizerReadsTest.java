package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue #27: an organizer key with matches:read reads its own matches live (never delayed), never acts. */
@QuarkusTest
class OrganizerReadsTest {
    /** A tic-tac-toe match of the key's organizer that spectators see 5 versions behind. */
    private static JsonPath delayedMatch(Key key) {
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "tictactoe",
                        "players",
                        List.of(Map.of("name", "a"), Map.of("name", "b")),
                        "spectatorDelay",
                        Map.of("versions", 5)))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    private static JsonPath read(Key key, String path, int status) {
        return given().header("Authorization", "Bearer " + key.key())
                .get(path)
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    @Test
    void theOrganizerReadsItsMatchLiveWhileSpectatorsAreHeldBack() {
        Key key = Organizers.issue("reads-org", List.of("matches:create", "matches:read"));
        JsonPath created = delayedMatch(key);
        String id = created.getString("match.id");
        List<String> tokens = created.getList("seats.token", String.class);
        JsonPath seat0 = match(id, tokens.get(0));
        int toAct = seat0.getInt("toAct[0]");
        long version = seat0.getLong("version");
        submit(id, tokens.get(toAct), version, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        long head = match(id, tokens.get(0)).getLong("version");
        assertTrue(match(id, null).getLong("version") < head, "a spectator is held back");
        assertEquals(head, read(key, "/v1/matches/" + id, 200).getLong("version"), "the organizer is not");
        JsonPath events = read(key, "/v1/matches/" + id + "/events?after=0", 200);
        assertEquals(head, events.getLong("items[-1].version"), "every event up to the head");
        read(key, "/v1/matches/" + id + "/versions/" + head, 200);
        JsonPath legal = read(key, "/v1/matches/" + id + "/legal-commands?seat=" + (1 - toAct), 200);
        assertEquals(1 - toAct, legal.getInt("seat"));
        assertEquals(8, legal.getList("commands").size(), "eight free cells");
        assertEquals(
                "INVALID_PARAMETER",
                read(key, "/v1/matches/" + id + "/legal-commands", 400).getString("code"));
        assertEquals(
                "seat",
                read(key, "/v1/matches/" + id + "/legal-commands?seat=2", 400).getString("parameter"));
        // Never acting: commands take seat tokens only.
        given().header("Authorization", "Bearer " + key.key())
                .header("If-Match", "\"" + head + "\"")
                .contentType(ContentType.JSON)
                .body("{\"type\":\"place\",\"cell\":0}")
                .post("/v1/matches/" + id + "/commands")
                .then()
                .statusCode(401);
        assertEquals(head, match(id, tokens.get(0)).getLong("version"), "nothing was stored");
    }

    @Test
    void anotherOrganizersMatchAndMissingScopesAreRefused() {
        Key owner = Organizers.issue("reads-owner", List.of("matches:create"));
        Key other = Organizers.issue("reads-other", List.of("matches:read"));
        Key creator = Organizers.issue("reads-owner", List.of("matches:create"));
        String id = delayedMatch(owner).getString("match.id");
        for (String path : List.of("", "/events", "/versions/1", "/legal-commands?seat=0")) {
            given().header("Authorization", "Bearer " + other.key())
                    .get("/v1/matches/" + id + path)
                    .then()
                    .statusCode(403)
                    .contentType("application/problem+json")
                    .body("code", equalTo("NOT_MATCH_ORGANIZER"));
            given().header("Authorization", "Bearer " + creator.key())
                    .get("/v1/matches/" + id + path)
                    .then()
                    .statusCode(403)
                    .body("code", equalTo("MISSING_SCOPE"));
        }
        given().get("/v1/matches/" + id + "/legal-commands?seat=0")
                .then()
                .statusCode(400)
                .body("parameter", equalTo("seat"));
    }
}
