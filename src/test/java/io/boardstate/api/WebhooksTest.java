package io.boardstate.api;

import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Signed webhooks against a real local HTTP receiver: a match's notifications arrive signed and in
 * order, survive a receiver that fails for a while, fail after the last retry and can be
 * redelivered; rotation signs with both secrets; subscriptions filter by kind and tournament.
 */
@QuarkusTest
class WebhooksTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    private record Subscription(String id, String secret) {}

    private static Key organizer(String name) {
        return Organizers.issue(name, List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    private static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    private static Subscription subscribe(Key key, String url, List<String> events, String tournament) {
        Map<String, Object> body = new HashMap<>();
        body.put("url", url);
        if (events != null) body.put("events", events);
        if (tournament != null) body.put("tournament", tournament);
        JsonPath json = as(key).contentType(ContentType.JSON)
                .body(body)
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .body("secret", startsWith("whsec_"))
                .body("webhook.url", equalTo(url))
                .extract()
                .jsonPath();
        return new Subscription(json.getString("webhook.id"), json.getString("secret"));
    }

    private static Api.Created create(Key key, String tournament, Map<String, Object> extra) {
        Map<String, Object> body = new HashMap<>(extra);
        body.put("ruleset", "tictactoe");
        body.put("players", List.of(Map.of("name", "Ada"), Map.of("name", "Brian")));
        body.put("tags", Map.of("tournament", tournament, "round", "1", "table", "4"));
        JsonPath json = as(key).contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Api.Created(
                json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
    }

    private static boolean finished(List<Received> got, String matchId) {
        return got.stream()
                .anyMatch(r -> r.answered() / 100 == 2
                        && r.type().equals("match.finished")
                        && r.json().at("/data/matchId").asText().equals(matchId));
    }

    /** One match's acknowledged notifications: created first, finished last, versions never going back. */
    private static void assertInOrder(List<Received> acknowledged, String matchId) {
        List<JsonNode> bodies = acknowledged.stream()
                .map(Received::json)
                .filter(j -> j.at("/data/matchId").asText().equals(matchId))
                .toList();
        assertEquals("match.created", bodies.getFirst().path("type").asText(), bodies.toString());
        assertEquals("match.finished", bodies.getLast().path("type").asText(), bodies.toString());
        long version = 0;
        for (JsonNode b : bodies) {
            long v = b.at("/data/version").asLong();
            assertTrue(v >= version, "versions in order: " + bodies);
            version = v;
        }
        assertTrue(bodies.stream().anyMatch(b -> b.path("type").asText().equals("seat.to_act")), bodies.toString());
    }

    @Test
    void aMatchPlayedOutIsNotifiedSignedAndInOrder() {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-order");
            Subscription sub = subscribe(key, receiver.url(), null, null);
            Api.create("tictactoe", 2, Map.of()); // anonymous: nobody hears of it
            create(organizer("hooks-someone-else"), "cup", Map.of());
            Api.Created m = create(key, "cup", Map.of());
            Random random = new Random(3);
            while (Api.playRandomLegalCommand(m, random) >= 0) {}

            List<Received> got = receiver.await(r -> finished(r, m.id()), WAIT);
            assertInOrder(got, m.id());
            assertTrue(
                    got.stream()
                            .allMatch(r -> r.json().at("/data/matchId").asText().equals(m.id())),
                    "only its match");
            assertEquals(
                    got.size(), new HashSet<>(got.stream().map(Received::id).toList()).size(), "one id each");
            for (Received r : got) {
                assertTrue(WebhookReceiver.verifies(sub.secret(), r), "signature of " + r);
                assertTrue(
                        Math.abs(Long.parseLong(r.timestamp()) - Instant.now().getEpochSecond()) < 300);
                assertEquals("tictactoe", r.json().at("/data/ruleset").asText());
                assertEquals("cup", r.json().at("/data/tags/tournament").asText());
                assertEquals("4", r.json().at("/data/tags/table").asText());
            }
            assertFalse(WebhookReceiver.verifies("whsec_" + "A".repeat(43) + "=", got.getFirst()), "a wrong key fails");
            JsonNode last = got.getLast().json();
            assertEquals(2, last.at("/data/results").size(), last.toString());
            as(key).get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .body("items", hasSize(got.size()))
                    .body("items[0].type", equalTo("match.finished"))
                    .body("items[0].status", equalTo("delivered"))
                    .body("items[0].attempts", equalTo(1));
        }
    }

    @Test
    void aReceiverThatFailsForAWhileGetsEverythingInOrder() {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-flaky");
            Subscription sub = subscribe(key, receiver.url(), null, null);
            receiver.failNext.set(3);
            Api.Created m = create(key, "flaky-cup", Map.of());
            Random random = new Random(9);
            while (Api.playRandomLegalCommand(m, random) >= 0) {}

            List<Received> got = receiver.await(r -> finished(r, m.id()), WAIT);
            assertInOrder(receiver.acknowledged(), m.id());
            String firstId = got.getFirst().id();
            assertEquals(4, got.stream().filter(r -> r.id().equals(firstId)).count(), "3 failures, then delivered");
            assertEquals(
                    receiver.acknowledged().size(),
                    new HashSet<>(receiver.acknowledged().stream()
                                    .map(Received::id)
                                    .toList())
                            .size(),
                    "each acknowledged once");
            JsonPath page = as(key).get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(4, page.getInt("items.find { it.id == '" + firstId + "' }.attempts"));
            assertEquals(
                    List.of("delivered"),
                    page.getList("items.status").stream().distinct().toList());
        }
    }

    @Test
    void failedDeliveriesAreListedAndRedelivered() {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-down");
            Subscription sub = subscribe(key, receiver.url(), null, null);
            receiver.down = true;
            Api.Created m = create(key, "down-cup", Map.of());
            long deadline = System.nanoTime() + WAIT.toNanos();
            List<String> failed = List.of();
            while (failed.size() < 2 && System.nanoTime() < deadline) {
                failed = as(key).queryParam("status", "failed")
                        .get("/v1/webhooks/" + sub.id() + "/deliveries")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("items.id", String.class);
            }
            assertEquals(2, failed.size(), "created and seat.to_act failed after every retry");
            JsonPath first = as(key).queryParam("status", "failed")
                    .queryParam("limit", 1)
                    .get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .body("items", hasSize(1))
                    .body("items[0].type", equalTo("seat.to_act"))
                    .body("items[0].attempts", equalTo(5))
                    .body("items[0].lastStatus", equalTo(503))
                    .body("items[0].lastError", equalTo("status 503"))
                    .body("nextCursor", notNullValue())
                    .extract()
                    .jsonPath();
            String createdId = as(key).queryParam("status", "failed")
                    .queryParam("limit", 1)
                    .queryParam("cursor", first.getString("nextCursor"))
                    .get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .body("items[0].type", equalTo("match.created"))
                    .body("nextCursor", equalTo(null))
                    .extract()
                    .jsonPath()
                    .getString("items[0].id");
            assertEquals(5 * 2, receiver.all().size(), "5 attempts each");
            String metrics = management()
                    .get("/q/metrics")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            assertTrue(counted(metrics, "boardstate_webhook_deliveries_total", "outcome=\"failed\"") >= 2, metrics);
            assertTrue(counted(metrics, "boardstate_webhook_deliveries_total", "outcome=\"retried\"") >= 8);
            assertTrue(metrics.contains("boardstate_webhook_outbox_lag_seconds"), "the lag gauge");

            receiver.down = false;
            as(key).post("/v1/webhooks/" + sub.id() + "/deliveries/" + createdId + "/redeliver")
                    .then()
                    .statusCode(202)
                    .body("status", equalTo("pending"))
                    .body("attempts", equalTo(0));
            Received again = receiver.await(r -> !receiver.acknowledged().isEmpty(), WAIT).stream()
                    .filter(r -> r.answered() == 204)
                    .findFirst()
                    .orElseThrow();
            assertEquals(createdId, again.id(), "the same webhook-id");
            assertEquals(m.id(), again.json().at("/data/matchId").asText());
            assertTrue(WebhookReceiver.verifies(sub.secret(), again));
            as(key).post("/v1/webhooks/" + sub.id() + "/deliveries/" + java.util.UUID.randomUUID() + "/redeliver")
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("UNKNOWN_DELIVERY"));
        }
    }

    /** The value of the series of {@code name} whose labels contain {@code label}. */
    private static double counted(String metrics, String name, String label) {
        return metrics.lines()
                .filter(l -> l.startsWith(name + "{") && l.contains(label))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
                .sum();
    }

    @Test
    void rotationSignsWithBothSecretsDuringTheGracePeriod() {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-rotate");
            Subscription sub = subscribe(key, receiver.url(), null, null);
            JsonPath rotated = as(key).post("/v1/webhooks/" + sub.id() + "/rotate-secret")
                    .then()
                    .statusCode(200)
                    .body("secret", startsWith("whsec_"))
                    .body("webhook.previousSecretExpiresAt", notNullValue())
                    .extract()
                    .jsonPath();
            String newSecret = rotated.getString("secret");
            assertFalse(newSecret.equals(sub.secret()));
            as(key).post("/v1/webhooks/" + sub.id() + "/test")
                    .then()
                    .statusCode(200)
                    .body("delivered", equalTo(true))
                    .body("status", equalTo(204));
            Received ping = receiver.await(r -> !r.isEmpty(), WAIT).getFirst();
            assertEquals("webhook.test", ping.type());
            assertEquals(sub.id(), ping.json().at("/data/webhookId").asText());
            String[] signatures = ping.signature().split(" ");
            assertEquals(2, signatures.length, ping.signature());
            Received withNew = new Received(ping.id(), ping.timestamp(), signatures[0], ping.body(), 204);
            Received withOld = new Received(ping.id(), ping.timestamp(), signatures[1], ping.body(), 204);
            assertTrue(WebhookReceiver.verifies(newSecret, withNew));
            assertFalse(WebhookReceiver.verifies(sub.secret(), withNew));
            assertTrue(WebhookReceiver.verifies(sub.secret(), withOld));
            assertFalse(WebhookReceiver.verifies(newSecret, withOld));
        }
    }

    @Test
    void aSubscriptionHearsOnlyTheKindsAndTournamentItAsksFor() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-filter");
            subscribe(key, receiver.url(), List.of("match.finished"), "north");
            Api.Created south = create(key, "south", Map.of());
            Api.Created north = create(key, "north", Map.of());
            Api.as(south.tokens().get(0))
                    .post("/v1/matches/" + south.id() + "/resign")
                    .then()
                    .statusCode(200);
            Api.as(north.tokens().get(1))
                    .post("/v1/matches/" + north.id() + "/resign")
                    .then()
                    .statusCode(200);
            Received finished =
                    receiver.await(r -> finished(r, north.id()), WAIT).getFirst();
            JsonNode results = finished.json().at("/data/results");
            assertEquals(1, results.get(1).path("seat").asInt(), results.toString());
            assertEquals(2, results.get(1).path("rank").asInt(), "the resigning seat is last: " + results);
            Thread.sleep(1000); // anything else would have come by now
            assertEquals(1, receiver.all().size(), receiver.all().toString());
        }
    }

    @Test
    void aTimedOutSeatIsNotified() {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-clock");
            subscribe(key, receiver.url(), List.of("seat.timed_out", "match.finished"), null);
            Api.Created m = create(
                    key,
                    "blitz",
                    Map.of("clock", Map.of("type", "deadline", "secondsPerTurn", 1), "absentPolicy", "forfeit"));
            List<Received> got = receiver.await(r -> finished(r, m.id()), WAIT);
            assertEquals(
                    List.of("seat.timed_out", "match.finished"),
                    got.stream().map(Received::type).toList());
            JsonNode timedOut = got.getFirst().json().path("data");
            assertEquals("forfeit", timedOut.path("policy").asText());
            assertTrue(timedOut.has("seat") && timedOut.has("deadline"), timedOut.toString());
        }
    }

    @Test
    void badSubscriptionsAreRefusedWithStableCodes() {
        Key key = organizer("hooks-bad");
        for (String url : List.of(
                "ftp://league.example/x",
                "http://user:secret@league.example/x",
                "league.example/x",
                "javascript:alert(1)",
                "http:///nohost",
                "https://league.example/x#frag",
                "https://" + "a".repeat(2000) + ".example"))
            as(key).contentType(ContentType.JSON)
                    .body(Map.of("url", url))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_WEBHOOK_URL"));
        // an unknown kind, none (not "the default": that is leaving `events` out), a kind twice
        for (List<String> events :
                List.of(List.of("match.exploded"), List.<String>of(), List.of("match.finished", "match.finished")))
            as(key).contentType(ContentType.JSON)
                    .body(Map.of("url", "https://league.example/x", "events", events))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("INVALID_REQUEST"));
        Key noScope = Organizers.issue("hooks-bad", List.of("matches:create"));
        as(noScope)
                .contentType(ContentType.JSON)
                .body(Map.of("url", "https://league.example/x"))
                .post("/v1/webhooks")
                .then()
                .statusCode(403)
                .body("code", equalTo("MISSING_SCOPE"));
        given().get("/v1/webhooks").then().statusCode(401).body("code", equalTo("ORGANIZER_KEY_REQUIRED"));
        Subscription mine = subscribe(key, "https://league.example/mine", null, null);
        Key other = organizer("hooks-other");
        as(other).get("/v1/webhooks/" + mine.id()).then().statusCode(404).body("code", equalTo("UNKNOWN_WEBHOOK"));
        as(other).delete("/v1/webhooks/" + mine.id()).then().statusCode(404);
        as(key).get("/v1/webhooks/not-a-uuid").then().statusCode(404).body("code", equalTo("UNKNOWN_WEBHOOK"));
        as(key).queryParam("status", "lost")
                .get("/v1/webhooks/" + mine.id() + "/deliveries")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        as(key).queryParam("cursor", "x")
                .get("/v1/webhooks/" + mine.id() + "/deliveries")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        as(key).contentType(ContentType.JSON)
                .body(Map.of("url", "gopher://x"))
                .patch("/v1/webhooks/" + mine.id())
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_WEBHOOK_URL"));
        as(key).contentType(ContentType.JSON)
                .body(Map.of("events", List.of("match.finished"), "active", false, "tournament", "east"))
                .patch("/v1/webhooks/" + mine.id())
                .then()
                .statusCode(200)
                .body("events", equalTo(List.of("match.finished")))
                .body("active", equalTo(false))
                .body("tournament", equalTo("east"))
                .body("url", equalTo("https://league.example/mine"));
        as(key).get("/v1/webhooks").then().statusCode(200).body("items.id", equalTo(List.of(mine.id())));
        as(key).delete("/v1/webhooks/" + mine.id()).then().statusCode(204);
        as(key).get("/v1/webhooks/" + mine.id()).then().statusCode(404);
        as(key).get("/v1/webhooks").then().statusCode(200).body("items", hasSize(0));
    }
}
