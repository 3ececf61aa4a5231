package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.boardstate.store.WebhookStore;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Webhooks reach public addresses only, unless the operator allows more: here only 127.0.0.2 is
 * allowed, so loopback (127.0.0.1, ::1, localhost), private and metadata addresses are refused when
 * subscribing, and a subscription stored before the check is refused when sending. The poll runs
 * every 5 s, so a match's deliveries arriving quicker than that follow each other without it.
 */
@QuarkusTest
@TestProfile(WebhookDestinationsApiTest.OneAllowedAddress.class)
class WebhookDestinationsApiTest {
    private static final Duration CAP = Duration.ofMinutes(3);

    public static class OneAllowedAddress implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "boardstate.webhooks.allowed-destinations", "127.0.0.2",
                    "boardstate.webhooks.poll-every", "PT5S");
        }
    }

    @Inject
    WebhookStore subscriptions;

    @Inject
    AgroalDataSource db;

    private static Key organizer(String name) {
        return Organizers.issue(name, List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    private static String createMatch(Key key) {
        return given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("ruleset", "tictactoe", "players", List.of(Map.of("name", "A"), Map.of("name", "B"))))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
    }

    @Test
    void nonPublicDestinationsAreRefusedWhenSubscribing() {
        Key key = organizer("hooks-ssrf");
        for (String url : List.of(
                "http://127.0.0.1:8080/hooks",
                "http://10.0.0.7/hooks",
                "http://192.168.1.1/hooks",
                "http://169.254.169.254/latest/meta-data/",
                "http://[::1]:8080/hooks",
                "http://[::ffff:127.0.0.1]/hooks",
                "http://[fd00::1]/hooks",
                "http://100.64.0.1/hooks",
                "http://localhost:9000/hooks"))
            given().header("Authorization", "Bearer " + key.key())
                    .contentType(ContentType.JSON)
                    .body(Map.of("url", url))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("WEBHOOK_DESTINATION_NOT_ALLOWED"))
                    .body("field", equalTo("url"))
                    .body("pointer", equalTo("/url"));
        String id = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.2:8080/hooks"))
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("webhook.id");
        given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://169.254.169.254/latest/meta-data/"))
                .patch("/v1/webhooks/" + id)
                .then()
                .statusCode(422)
                .body("code", equalTo("WEBHOOK_DESTINATION_NOT_ALLOWED"));
        given().header("Authorization", "Bearer " + key.key())
                .get("/v1/webhooks/" + id)
                .then()
                .statusCode(200)
                .body("url", equalTo("http://127.0.0.2:8080/hooks"));
    }

    @Test
    void aStoredLoopbackSubscriptionIsRefusedWhenSending() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            Key key = organizer("hooks-ssrf-stored");
            UUID id = UUID.randomUUID();
            // as if subscribed before destinations were checked
            subscriptions.insert(new WebhookStore.Subscription(
                    id,
                    key.organizer(),
                    receiver.url(),
                    "",
                    List.of("match.created", "seat.to_act"),
                    null,
                    "whsec_" + "A".repeat(43) + "=",
                    null,
                    null,
                    true,
                    Instant.now().truncatedTo(ChronoUnit.MICROS),
                    null));
            createMatch(key);
            long deadline = System.nanoTime() + CAP.toNanos();
            List<String> errors = List.of();
            while (errors.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(100);
                errors = given()
                        .header("Authorization", "Bearer " + key.key())
                        .get("/v1/webhooks/" + id + "/deliveries")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("items.lastError", String.class)
                        .stream()
                        .filter(java.util.Objects::nonNull)
                        .toList();
            }
            assertEquals(List.of("refused"), errors.stream().distinct().toList());
            assertEquals(List.of(), receiver.all(), "nothing reached the loopback receiver");
            given().header("Authorization", "Bearer " + key.key())
                    .post("/v1/webhooks/" + id + "/test")
                    .then()
                    .statusCode(200)
                    .body("delivered", equalTo(false))
                    .body("error", equalTo("refused"));
            assertEquals(List.of(), receiver.all());
        }
    }

    @Test
    void aMatchsDeliveriesFollowEachOtherWithoutWaitingForThePoll() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver("127.0.0.2")) {
            Key key = organizer("hooks-succession");
            String subscription = given().header("Authorization", "Bearer " + key.key())
                    .contentType(ContentType.JSON)
                    .body(Map.of("url", receiver.url()))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getString("webhook.id");
            String match = createMatch(key);
            receiver.await(got -> got.size() >= 2, CAP); // created, then seat.to_act
            int many = 200;
            Instant at = Instant.now().truncatedTo(ChronoUnit.MICROS);
            try (Connection c = db.getConnection();
                    PreparedStatement insert = c.prepareStatement("INSERT INTO webhook_delivery"
                            + " (subscription_id, match_id, match_version, kind, data, created_at, next_attempt_at)"
                            + " SELECT ?, ?, n, 'seat.to_act', jsonb_build_object('n', n), ?, ?"
                            + " FROM generate_series(1, ?) n ORDER BY n")) {
                insert.setObject(1, UUID.fromString(subscription));
                insert.setObject(2, UUID.fromString(match));
                insert.setTimestamp(3, java.sql.Timestamp.from(at));
                insert.setTimestamp(4, java.sql.Timestamp.from(at));
                insert.setInt(5, many);
                insert.executeUpdate();
            }
            long start = System.nanoTime();
            // one delivery per poll would take 1000 s: ten minutes allow a loaded machine and prove it is not that
            List<Received> got = receiver.await(r -> r.size() >= 2 + many, Duration.ofMinutes(10));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            System.out.printf("%d deliveries of one match in %d ms (poll every 5 s)%n", many, took.toMillis());
            List<Integer> order = got.subList(2, got.size()).stream()
                    .map(r -> r.json().at("/data/n").asInt())
                    .toList();
            for (int i = 0; i < many; i++) assertEquals(i + 1, order.get(i), "in order: " + order);
            assertTrue(took.compareTo(Duration.ofSeconds(many * 5 / 2)) < 0, "took " + took + ", as if one per poll");
        }
    }
}
