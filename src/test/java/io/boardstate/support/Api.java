package io.boardstate.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assertions;

/** Small REST Assured helpers shared by the API tests. */
public final class Api {
    private Api() {}

    /** A created match: its id and the seat tokens in seat order. */
    public record Created(String id, List<String> tokens, long version) {}

    public static Created create(String ruleset, int players, Map<String, Object> options, Long seed) {
        Map<String, Object> body = new java.util.HashMap<>();
        body.put("options", options);
        if (seed != null) body.put("seed", seed);
        return create(ruleset, players, body);
    }

    /** Creates a match from {@code ruleset}, {@code players} named seats and the other members of {@code extra}. */
    public static Created create(String ruleset, int players, Map<String, Object> extra) {
        List<Map<String, String>> list = new java.util.ArrayList<>();
        for (int i = 0; i < players; i++) list.add(Map.of("name", "player" + i));
        Map<String, Object> body = new java.util.HashMap<>(extra);
        body.put("ruleset", ruleset);
        body.put("players", list);
        return create(body);
    }

    /** Creates a match from a whole request body (players of any shape: bots, names, colours). */
    public static Created create(Map<String, Object> body) {
        JsonPath json = creationAnswer(body);
        return new Created(
                json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
    }

    /** The whole 201 answer to creating a match from {@code body} (the match and its seats' credentials). */
    public static JsonPath creationAnswer(Map<String, Object> body) {
        return creationAnswer(null, body);
    }

    /** {@link #creationAnswer(Map)} under an organizer's key ({@code null}: anonymously). */
    public static JsonPath creationAnswer(String organizerKey, Map<String, Object> body) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        if (organizerKey != null) request.header("Authorization", "Bearer " + organizerKey);
        return request.body(body)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    /** {@code value} as JSON text. */
    public static String json(Object value) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static RequestSpecification as(String token) {
        return given().header("Authorization", "Bearer " + token);
    }

    public static Response submit(String matchId, String token, long version, String body) {
        return as(token)
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body(body)
                .post("/v1/matches/" + matchId + "/commands");
    }

    /**
     * Submits one uniformly random command from the legal list of the seat to act, as that seat.
     * Returns the seat that played, or -1 when the match is over.
     */
    public static int playRandomLegalCommand(Created m, java.util.Random random) {
        JsonPath spectator = match(m.id(), null);
        if (spectator.getBoolean("finished")) return -1;
        long version = spectator.getLong("version");
        int seat = spectator.getList("toAct", Integer.class).get(0);
        String token = m.tokens().get(seat);
        List<Map<String, Object>> legal = as(token)
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("commands");
        Map<String, Object> command = legal.get(random.nextInt(legal.size()));
        as(token)
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + version + "\"")
                .body(command)
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200);
        return seat;
    }

    public static JsonPath match(String matchId, String token) {
        RequestSpecification spec = token == null ? given() : as(token);
        return spec.get("/v1/matches/" + matchId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /**
     * During play a seat sees its own coins and no one else's, a spectator none, and no other
     * seat's turn score leaks through the log. Returns the log as {@code seat} sees it, for the
     * game's own checks; null when the match has ended (everything is public then).
     */
    public static List<Map<String, Object>> assertCoinsSecret(Created m, int seat, int seats) {
        JsonPath own = match(m.id(), m.tokens().get(seat));
        JsonPath spectator = match(m.id(), null);
        if (own.get("result") != null) return null;
        Assertions.assertNotNull(own.get("state.players[" + seat + "].coins"), "a seat sees its own coins");
        for (int other = 0; other < seats; other++) {
            if (other != seat)
                Assertions.assertNull(
                        own.get("state.players[" + other + "].coins"), "a seat does not see another's coins");
            Assertions.assertNull(spectator.get("state.players[" + other + "].coins"), "spectators see no coins");
        }
        List<Map<String, Object>> events = as(m.tokens().get(seat))
                .queryParam("limit", 500)
                .get("/v1/matches/" + m.id() + "/events")
                .then()
                .extract()
                .jsonPath()
                .getList("items");
        for (Map<String, Object> e : events) {
            if (!e.get("type").equals("turnScored")) continue;
            Map<?, ?> data = (Map<?, ?>) e.get("data");
            boolean mine = Integer.valueOf(seat).equals(data.get("seat"));
            Assertions.assertFalse(!mine && data.get("coins") != null, "another seat's turn score is redacted: " + e);
        }
        return events;
    }
}
