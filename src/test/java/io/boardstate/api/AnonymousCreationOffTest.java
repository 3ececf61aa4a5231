package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** With anonymous creation off (as in k8s/), only organizer keys create matches; everything else is open. */
@QuarkusTest
@TestProfile(AnonymousCreationOffTest.KeysOnly.class)
class AnonymousCreationOffTest {
    public static class KeysOnly implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("boardstate.organizers.anonymous-create", "false");
        }
    }

    @Test
    void creationNeedsAKey() {
        Map<String, Object> body = Map.of("ruleset", "tictactoe", "players", List.of(Map.of(), Map.of()));
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("ORGANIZER_KEY_REQUIRED"));
        // A seat token is no organizer key either.
        given().header("Authorization", "Bearer bst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(401)
                .body("code", equalTo("ORGANIZER_KEY_REQUIRED"));
        var key = Organizers.issue("club-only", List.of("matches:create"));
        String id = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .path("match.id");
        given().get("/v1/matches/" + id).then().statusCode(200); // spectators still read
    }
}
