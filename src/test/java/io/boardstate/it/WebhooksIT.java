package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A replica killed while it delivers a webhook: the delivery stays in the Postgres outbox under the
 * dead replica's lease; when the lease runs out another replica sends it again (same webhook-id)
 * and then the rest of the match's notifications, in order.
 */
class WebhooksIT {
    private static final String ADMIN = "it-admin-key";

    @RegisterExtension
    static final ItStack STACK = new ItStack(
            "-Dboardstate.organizers.admin-key=" + ADMIN,
            "-Dboardstate.webhooks.poll-every=PT0.2S",
            "-Dboardstate.webhooks.timeout=PT5S",
            "-Dboardstate.webhooks.retry-delays=PT0.5S,PT0.5S,PT0.5S",
            "-Dboardstate.webhooks.allowed-destinations=127.0.0.1");

    @Test
    void aDeliveryCutShortByAKilledReplicaIsSentByAnother() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            receiver.holdFirst = new CountDownLatch(1);
            String key;
            String secret;
            String matchId;
            try (ServiceProcess a = new ServiceProcess("hooks-a", STACK.settings()).start()) {
                key = given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + ADMIN)
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "organizer",
                                "league-it",
                                "scopes",
                                List.of("matches:create", "matches:read", "webhooks:manage")))
                        .post("/v1/admin/organizer-keys")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath()
                        .getString("key");
                secret = given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + key)
                        .contentType(ContentType.JSON)
                        .body(Map.of("url", receiver.url()))
                        .post("/v1/webhooks")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath()
                        .getString("secret");
                JsonPath created = given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + key)
                        .contentType(ContentType.JSON)
                        .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", 7))
                        .post("/v1/matches")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath();
                matchId = created.getString("match.id");
                String token = created.getList("seats.token", String.class).get(created.getInt("match.toAct[0]"));
                given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + token)
                        .post("/v1/matches/" + matchId + "/resign")
                        .then()
                        .statusCode(200);
                assertTrue(
                        receiver.firstArrived.await(Patience.CAP.toSeconds(), TimeUnit.SECONDS),
                        "a sent the first delivery");
                a.kill(); // mid-delivery: the receiver has not answered
            }
            receiver.holdFirst.countDown();
            assertNotNull(receiver.heldId);
            try (ServiceProcess b = new ServiceProcess("hooks-b", STACK.settings()).start()) {
                List<Received> got =
                        receiver.await(r -> r.stream().anyMatch(x -> x.type().equals("match.finished")), Patience.CAP);
                // At least once: an attempt a loaded machine let time out is sent again with the same
                // webhook-id (receivers deduplicate by it), so each id counts once, in order.
                Map<String, String> typeById = new java.util.LinkedHashMap<>();
                for (Received r : got) typeById.putIfAbsent(r.id(), r.type());
                assertEquals(List.of("match.created", "seat.to_act", "match.finished"), List.copyOf(typeById.values()));
                assertEquals(receiver.heldId, got.getFirst().id(), "the cut delivery again, same webhook-id");
                for (Received r : got) {
                    assertTrue(WebhookReceiver.verifies(secret, r), r.toString());
                    assertEquals(matchId, r.json().at("/data/matchId").asText());
                }
                String webhookId = given().baseUri(b.baseUri())
                        .header("Authorization", "Bearer " + key)
                        .get("/v1/webhooks")
                        .then()
                        .extract()
                        .jsonPath()
                        .getString("items[0].id");
                JsonPath deliveries = given().baseUri(b.baseUri())
                        .header("Authorization", "Bearer " + key)
                        .get("/v1/webhooks/" + webhookId + "/deliveries")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath();
                assertEquals(List.of("delivered", "delivered", "delivered"), deliveries.getList("items.status"));
                List<Integer> attempts = deliveries.getList("items.attempts", Integer.class);
                assertTrue(attempts.stream().allMatch(n -> n >= 1), attempts.toString());
                assertTrue(attempts.stream().anyMatch(n -> n >= 2), "the cut one at least twice: " + attempts);
            }
        }
    }
}
