package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.HostileReceiver;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A slow or hostile receiver delays only its own organizer: with one organizer's receiver dribbling
 * its answers and another's sending an endless body, a third organizer's match is notified at once,
 * while each hostile attempt ends at the timeout, is never open twice and is retried exactly as
 * configured (test profile: 2 s timeout, 4 retries, 4 senders per organizer).
 */
@QuarkusTest
class WebhookIsolationTest {
    private static final Duration CAP = Duration.ofMinutes(3);
    private static final int ATTEMPTS = 5; // the first and the 4 retries of the test profile

    private static Key organizer(String name) {
        return Organizers.issue(name, List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    private static String subscribe(Key key, String url) {
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("url", url))
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("webhook.id");
    }

    private static Api.Created create(Key key) {
        JsonPath json = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset", "tictactoe", "players", List.of(Map.of("name", "Ada"), Map.of("name", "Brian"))))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Api.Created(
                json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
    }

    private static JsonPath deliveries(Key key, String subscription) {
        return given().header("Authorization", "Bearer " + key.key())
                .queryParam("limit", 100)
                .get("/v1/webhooks/" + subscription + "/deliveries")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static List<Map<String, Object>> failed(JsonPath page) {
        List<Map<String, Object>> items = page.getList("items");
        return items.stream().filter(d -> "failed".equals(d.get("status"))).toList();
    }

    @Test
    void slowAndHugeReceiversDelayOnlyTheirOwnOrganizer() throws Exception {
        try (HostileReceiver slow = new HostileReceiver(HostileReceiver.Kind.SLOW_BODY);
                HostileReceiver huge = new HostileReceiver(HostileReceiver.Kind.HUGE_BODY);
                WebhookReceiver healthy = new WebhookReceiver()) {
            Key dribbler = organizer("hooks-dribbler");
            Key flooder = organizer("hooks-flooder");
            Key league = organizer("hooks-healthy-league");
            String slowSubscription = subscribe(dribbler, slow.url());
            subscribe(flooder, huge.url());
            subscribe(league, healthy.url());
            for (int i = 0; i < 6; i++) create(dribbler); // more than its senders: it waits for itself
            for (int i = 0; i < 6; i++) create(flooder);
            long sendingSince = System.nanoTime();
            while (slow.attempts().size() < 4 && System.nanoTime() - sendingSince < CAP.toNanos()) Thread.sleep(20);

            Api.Created m = create(league);
            Random random = new Random(5);
            while (Api.playRandomLegalCommand(m, random) >= 0) {}
            long ended = System.nanoTime();
            healthy.await(
                    got -> got.stream().anyMatch(r -> r.type().equals("match.finished") && r.answered() == 204), CAP);
            Duration latency = Duration.ofNanos(System.nanoTime() - ended);
            System.out.printf("healthy organizer's match.finished %d ms after the match ended%n", latency.toMillis());
            List<String> kinds =
                    healthy.acknowledged().stream().map(Received::type).toList();
            assertEquals("match.created", kinds.getFirst(), kinds.toString());
            assertEquals("match.finished", kinds.getLast(), kinds.toString());
            // loose: a dribbled attempt lasts the 2 s timeout; the healthy one waited for none of them
            assertTrue(latency.compareTo(Duration.ofSeconds(20)) < 0, "latency " + latency);

            // every dribbled attempt ends at the timeout, is never open twice, and is retried exactly
            long deadline = System.nanoTime() + CAP.toNanos();
            List<Map<String, Object>> failed = List.of();
            while (failed.size() < 4 && System.nanoTime() < deadline) {
                Thread.sleep(200);
                failed = failed(deliveries(dribbler, slowSubscription));
            }
            assertTrue(failed.size() >= 4, "the dribbled deliveries failed: " + failed);
            for (Map<String, Object> d : failed) {
                assertEquals(ATTEMPTS, d.get("attempts"), d.toString());
                assertEquals("timeout", d.get("lastError"), d.toString());
            }
            assertEquals(1, slow.mostOpenOfOneId(), "one webhook-id is never sent twice at once");
            assertTrue(
                    slow.attempts().values().stream().allMatch(n -> n <= ATTEMPTS),
                    "never more attempts than allowed: " + slow.attempts());
            assertTrue(slow.attempts().size() >= 4, slow.attempts().toString());
            // the endless bodies were cut short: an answer of 200 with more than the cap is not read
            assertTrue(huge.attempts().size() >= 6, huge.attempts().toString());
            assertTrue(
                    huge.attempts().values().stream().allMatch(n -> n == 1),
                    "a 200 delivers, once: " + huge.attempts());
            assertEquals(1, huge.mostOpenOfOneId());
        }
    }
}
