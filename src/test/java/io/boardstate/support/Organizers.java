package io.boardstate.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Organizer API keys for the tests, issued through the admin API with the test profile's admin key. */
public final class Organizers {
    public static final String ADMIN_KEY = "test-admin-key";

    private Organizers() {}

    /** An issued key: its id and the key itself. */
    public record Key(String id, String key, String organizer) {}

    public static Key issue(String organizer, List<String> scopes) {
        return issue(organizer, scopes, null, null);
    }

    public static Key issue(String organizer, List<String> scopes, Double perSecond, Integer burst) {
        Map<String, Object> body = new HashMap<>();
        body.put("organizer", organizer);
        body.put("name", "test key");
        body.put("scopes", scopes);
        if (perSecond != null) body.put("requestsPerSecond", perSecond);
        if (burst != null) body.put("burst", burst);
        JsonPath json = given().header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/v1/admin/organizer-keys")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Key(json.getString("info.id"), json.getString("key"), organizer);
    }
}
