package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;

/** What the Citus ITs do over HTTP to the packaged service: create, read and play matches, check logs. */
final class CitusPlay {
    private CitusPlay() {}

    record Match(String id, List<String> tokens, long version) {
        String token(JsonPath view) {
            return tokens.get(view.getList("toAct", Integer.class).get(0));
        }
    }

    static Match create(ServiceProcess replica, int seed) {
        JsonPath created = given().baseUri(replica.baseUri())
                .contentType(ContentType.JSON)
                .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", seed))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Match(
                created.getString("match.id"),
                created.getList("seats.token", String.class),
                created.getLong("match.version"));
    }

    static List<Map<String, Object>> legal(ServiceProcess replica, Match m) {
        return given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + m.token(view(replica, m.id)))
                .get("/v1/matches/" + m.id + "/legal-commands")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("commands");
    }

    static Response submit(ServiceProcess replica, Match m, long version, Map<String, Object> command, String key) {
        return submit(replica, m.id, m.token(view(replica, m.id)), version, command, key);
    }

    static Response submit(
            ServiceProcess replica, String id, String token, long version, Map<String, Object> command, String key) {
        var request = given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + version + "\"")
                .contentType(ContentType.JSON)
                .body(command);
        if (key != null) request = request.header("Idempotency-Key", key);
        return request.post("/v1/matches/" + id + "/commands");
    }

    static JsonPath view(ServiceProcess replica, String id) {
        return given().baseUri(replica.baseUri())
                .get("/v1/matches/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    static List<String> events(ServiceProcess replica, String id) {
        return given().baseUri(replica.baseUri())
                .get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.type", String.class);
    }

    /** Versions 1..head, each once: nothing lost, nothing doubled. */
    static void assertDense(ServiceProcess replica, String id) {
        List<Integer> versions = given().baseUri(replica.baseUri())
                .get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.version", Integer.class);
        for (int i = 0; i < versions.size(); i++) assertEquals(i + 1, versions.get(i), "dense versions");
        assertEquals(view(replica, id).getLong("version"), versions.size());
    }
}
