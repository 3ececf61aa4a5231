package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.support.Api;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code match.finished} carries the standings and each seat's facts however the match ends; here
 * inside an automatic turn (both seats absent under the {@code auto} policy), which used to send
 * {@code "results": []}, and the same facts as {@code /results}.
 */
@QuarkusTest
class MatchEndWebhookTest {
    private static final Duration WAIT = Duration.ofSeconds(60);

    static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    static Key organizer(String name) {
        return Organizers.issue(name, List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    static void subscribe(Key key, String url) {
        as(key).contentType(ContentType.JSON)
                .body(Map.of("url", url))
                .post("/v1/webhooks")
                .then()
                .statusCode(201);
    }

    /** A tic-tac-toe match of the organizer whose seats never act: the service plays it to its end. */
    static String absentMatch(Key key, String policy, Map<String, Object> extra) {
        Map<String, Object> body = new HashMap<>();
        body.put("ruleset", "tictactoe");
        body.put(
                "players",
                List.of(
                        Map.of("name", "Ada", "externalPlayerId", "p-ada"),
                        Map.of("name", "Brian", "externalPlayerId", "p-brian")));
        body.put("clock", Map.of("type", "fischer", "initialSeconds", 1, "incrementSeconds", 0));
        body.put("absentPolicy", policy);
        body.put("tags", Map.of("tournament", "t-end", "round", "1", "table", "1"));
        body.putAll(extra); // the caller's members win (an hour's clock for a test that must not time out)
        return as(key).contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
    }

    static JsonNode finished(WebhookReceiver receiver, String matchId) {
        return receiver.await(got -> got.stream().anyMatch(r -> isFinished(r, matchId)), WAIT).stream()
                .filter(r -> isFinished(r, matchId))
                .findFirst()
                .orElseThrow()
                .json()
                .path("data");
    }

    private static boolean isFinished(Received r, String matchId) {
        return r.answered() / 100 == 2
                && r.type().equals("match.finished")
                && r.json().at("/data/matchId").asText().equals(matchId);
    }

    @Test
    void anOrganizersPauseResumeAndAdjudicationAreNotifiedAndTheEndHasItsStandings() {
        Key key = Organizers.issue(
                "club-admin-hooks", List.of("matches:create", "matches:read", "matches:admin", "webhooks:manage"));
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            subscribe(key, receiver.url());
            String id = absentMatch(key, "pause", Map.of("clock", Map.of("type", "deadline", "secondsPerTurn", 3600)));
            as(key).post("/v1/matches/" + id + "/pause").then().statusCode(200);
            as(key).post("/v1/matches/" + id + "/resume").then().statusCode(200);
            as(key).contentType(ContentType.JSON)
                    .body(Map.of(
                            "result", List.of(Map.of("seat", 1, "rank", 1, "score", 3), Map.of("seat", 0, "rank", 2))))
                    .post("/v1/matches/" + id + "/adjudicate")
                    .then()
                    .statusCode(200);
            JsonNode data = finished(receiver, id);
            List<String> kinds = receiver.acknowledged().stream()
                    .filter(r -> r.json().at("/data/matchId").asText().equals(id))
                    .map(Received::type)
                    .toList();
            assertEquals(
                    List.of(
                            "match.created",
                            "seat.to_act",
                            "match.paused",
                            "match.resumed",
                            "seat.to_act", // the seat to act again, with its new deadline
                            "match.adjudicated",
                            "match.finished"),
                    kinds);
            JsonNode paused = receiver.acknowledged().stream()
                    .filter(r -> r.type().equals("match.paused")
                            && r.json().at("/data/matchId").asText().equals(id))
                    .findFirst()
                    .orElseThrow()
                    .json()
                    .path("data");
            assertEquals("organizer", paused.path("reason").asText(), paused.toString());
            assertEquals("organizer", paused.at("/by/role").asText(), paused.toString());
            assertEquals("adjudicated", data.path("ending").asText(), data.toString());
            assertEquals(1, data.at("/results/0/seat").asInt(), "best first: " + data);
            assertEquals("p-brian", data.at("/results/0/externalPlayerId").asText(), data.toString());
            assertEquals("p-ada", data.at("/results/1/externalPlayerId").asText(), data.toString());
        }
    }

    @Test
    void aMatchEndedInsideAnAutomaticTurnIsNotifiedWithItsStandings() {
        Key key = organizer("club-auto-end");
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            subscribe(key, receiver.url());
            String id = absentMatch(key, "auto", Map.of());
            JsonNode data = finished(receiver, id);
            JsonNode results = data.path("results");
            assertEquals(2, results.size(), data.toString());
            assertEquals("automatic", data.path("ending").asText(), "no one present ended it: " + data);
            Instant started = Instant.parse(data.path("startedAt").asText());
            Instant ended = Instant.parse(data.path("endedAt").asText());
            assertFalse(ended.isBefore(started), data.toString());
            JsonPath official = as(key).get("/v1/matches/" + id + "/results")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals("automatic", official.getString("ending"));
            assertEquals(official.getString("endedAt"), ended.toString(), "the same end as /results");
            int automatic = 0;
            for (JsonNode r : results) {
                int seat = r.path("seat").asInt();
                String prefix = "standings.find { it.seat == " + seat + " }.";
                assertEquals(official.getInt(prefix + "rank"), r.path("rank").asInt(), data.toString());
                assertEquals(
                        official.getString(prefix + "externalPlayerId"),
                        r.path("externalPlayerId").asText());
                assertTrue(r.path("externalPlayerId").asText().startsWith("p-"), data.toString());
                assertEquals(
                        official.getInt(prefix + "timeouts"), r.path("timeouts").asInt(), data.toString());
                assertEquals(
                        official.getInt(prefix + "automaticMoves"),
                        r.path("automaticMoves").asInt());
                assertEquals(
                        official.getInt(prefix + "moves"),
                        r.path("automaticMoves").asInt(),
                        "all automatic");
                assertTrue(r.path("timeouts").asInt() >= 1, data.toString());
                assertFalse(r.path("zombie").asBoolean(), data.toString());
                automatic += r.path("automaticMoves").asInt();
            }
            assertTrue(automatic >= 5, "a game of tic-tac-toe takes five moves at least: " + data);
        }
    }

    @Test
    void aBotsSeatIsNamedInTheFinishedMatchesResults() {
        Key key = organizer("club-bot-end");
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            subscribe(key, receiver.url());
            JsonPath created = Api.creationAnswer(
                    key.key(),
                    Map.of(
                            "ruleset",
                            "smallworld",
                            "players",
                            List.of(
                                    Map.of("name", "Ada", "externalPlayerId", "p-ada"),
                                    Map.of("name", "Robot", "bot", Map.of("level", "easy")))));
            String id = created.getString("match.id");
            given().header("Authorization", "Bearer " + created.getString("seats[0].token"))
                    .post("/v1/matches/" + id + "/resign")
                    .then()
                    .statusCode(200);
            JsonNode data = finished(receiver, id);
            assertEquals(2, data.path("results").size(), data.toString());
            for (JsonNode r : data.path("results")) {
                if (r.path("seat").asInt() == 1)
                    assertEquals("easy", r.at("/bot/level").asText(), data.toString());
                else assertTrue(r.path("bot").isMissingNode(), "a person has no bot member: " + data);
            }
        }
    }
}
