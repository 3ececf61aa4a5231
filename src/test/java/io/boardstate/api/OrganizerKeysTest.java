package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.boardstate.match.support.Tokens;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Organizer API keys: issued, listed and revoked with the admin key; scopes; per-key rate limits. */
@QuarkusTest
class OrganizerKeysTest {
    private static final Map<String, Object> MATCH =
            Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()));

    @Inject
    AgroalDataSource db;

    @Test
    void adminEndpointsNeedTheAdminKey() {
        given().get("/v1/admin/organizer-keys")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
        given().header("Authorization", "Bearer not-the-admin-key")
                .get("/v1/admin/organizer-keys")
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        // An organizer key is no admin key.
        Key key = Organizers.issue("club-a", List.of("matches:admin", "webhooks:manage"));
        given().header("Authorization", "Bearer " + key.key())
                .get("/v1/admin/organizer-keys")
                .then()
                .statusCode(401);
    }

    @Test
    void aKeyIsShownOnceAndOnlyItsHashIsStored() throws Exception {
        Key key = Organizers.issue("club-hash", List.of("matches:create"));
        assertTrue(key.key().startsWith("bso_"), key.key());
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT key_hash FROM organizer_key WHERE id = ?")) {
            s.setObject(1, UUID.fromString(key.id()));
            try (ResultSet rs = s.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(Tokens.sha256(key.key()), rs.getString(1));
            }
        }
        String listed = given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .queryParam("organizer", "club-hash")
                .get("/v1/admin/organizer-keys")
                .then()
                .statusCode(200)
                .body("items.id", hasItem(key.id()))
                .body("items[0].scopes", equalTo(List.of("matches:create")))
                .body("items[0].revokedAt", nullValue())
                .extract()
                .asString();
        assertFalse(listed.contains(key.key().substring(4)), "the key never comes back");
        assertFalse(listed.contains(Tokens.sha256(key.key())), "nor its hash");
    }

    @Test
    void aRevokedKeyIsRefusedAtOnce() {
        Key key = Organizers.issue("club-revoke", List.of("matches:create"));
        asKey(key).body(MATCH).post("/v1/matches").then().statusCode(201);
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .delete("/v1/admin/organizer-keys/" + key.id())
                .then()
                .statusCode(204);
        asKey(key)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .delete("/v1/admin/organizer-keys/" + key.id())
                .then()
                .statusCode(204); // again: harmless
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .queryParam("organizer", "club-revoke")
                .get("/v1/admin/organizer-keys")
                .then()
                .body("items[0].revokedAt", notNullValue());
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .delete("/v1/admin/organizer-keys/" + UUID.randomUUID())
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_KEY"));
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .delete("/v1/admin/organizer-keys/not-a-uuid")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_KEY"));
    }

    @Test
    void aForgedKeyOfTheRightShapeIsRefused() {
        Key key = Organizers.issue("club-forge", List.of("matches:create"));
        String forged =
                key.key().substring(0, key.key().length() - 3) + (key.key().endsWith("AAA") ? "BBB" : "AAA");
        given().header("Authorization", "Bearer " + forged)
                .contentType(ContentType.JSON)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
    }

    @Test
    void scopesAreEnforced() {
        Key reader = Organizers.issue("club-scopes", List.of("matches:read"));
        asKey(reader)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("MISSING_SCOPE"))
                .body("scope", equalTo("matches:create"));
        Key admin = Organizers.issue("club-scopes", List.of("matches:admin"));
        asKey(admin).body(MATCH).post("/v1/matches").then().statusCode(201);
    }

    @Test
    void badKeyRequestsAreProblems() {
        for (Map<String, Object> body : List.<Map<String, Object>>of(
                Map.of("scopes", List.of("matches:read")),
                Map.of("organizer", "x", "scopes", List.of()),
                Map.of("organizer", "x", "scopes", List.of("matches:everything")),
                Map.of("organizer", "x", "scopes", List.of("matches:read", "matches:read")),
                Map.of("organizer", "x\u0000y", "scopes", List.of("matches:read")),
                Map.of("organizer", "x", "scopes", List.of("matches:read"), "burst", 0),
                Map.of("organizer", "x", "scopes", List.of("matches:read"), "requestsPerSecond", -1)))
            given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/v1/admin/organizer-keys")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_REQUEST"));
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .contentType(ContentType.JSON)
                .body("{\"organizer\": 5,")
                .post("/v1/admin/organizer-keys")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
    }

    @Test
    void eachKeyHasItsOwnRateLimitWithRetryAfter() {
        Key slow = Organizers.issue("club-slow", List.of("matches:create"), 0.5, 2);
        asKey(slow).body(MATCH).post("/v1/matches").then().statusCode(201);
        asKey(slow).body(MATCH).post("/v1/matches").then().statusCode(201);
        String retryAfter = asKey(slow)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("code", equalTo("RATE_LIMITED"))
                .extract()
                .header("Retry-After");
        int seconds = Integer.parseInt(retryAfter);
        assertTrue(seconds >= 1 && seconds <= 2, retryAfter);
        // Another key of the same organizer has its own bucket.
        Key other = Organizers.issue("club-slow", List.of("matches:create"), 0.5, 2);
        asKey(other).body(MATCH).post("/v1/matches").then().statusCode(201);
    }

    @Test
    void aMatchCreatedWithAKeyIsTheOrganizers() throws Exception {
        Key key = Organizers.issue("club-owner", List.of("matches:create"));
        String id = asKey(key)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .body("seats[0].token", startsWith("bst_"))
                .body("seats[0].token", not(startsWith("bso_")))
                .extract()
                .path("match.id");
        assertEquals("club-owner", organizerOf(id));
        String anonymous = given().contentType(ContentType.JSON)
                .body(MATCH)
                .post("/v1/matches")
                .then()
                .statusCode(201) // the test profile allows anonymous creation, like dev and embedded
                .extract()
                .path("match.id");
        assertEquals(null, organizerOf(anonymous));
    }

    private String organizerOf(String matchId) throws Exception {
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT organizer FROM match WHERE id = ?")) {
            s.setObject(1, UUID.fromString(matchId));
            try (ResultSet rs = s.executeQuery()) {
                assertTrue(rs.next());
                return rs.getString(1);
            }
        }
    }

    static io.restassured.specification.RequestSpecification asKey(Key key) {
        return given().header("Authorization", "Bearer " + key.key()).contentType(ContentType.JSON);
    }
}
