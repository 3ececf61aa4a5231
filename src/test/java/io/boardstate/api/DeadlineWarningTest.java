package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.match.webhook.DeadlineWarnings;
import io.boardstate.support.Api;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@code seat.deadline_warning} against a real local HTTP receiver: a seat to act is warned once per
 * deadline and lead time, signed, with its own deadline; a seat that acted before its lead time is
 * not warned about the deadline it no longer has; any number of scans racing queue a warning once;
 * bad lead times are refused with the member at fault.
 */
@QuarkusTest
class DeadlineWarningTest {
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String WARNING = "seat.deadline_warning";

    @Inject
    DeadlineWarnings warnings;

    private record Subscription(String id, String secret) {}

    private static Key organizer(String name) {
        return Organizers.issue(name, List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    private static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    private static Subscription subscribe(Key key, String url, List<String> leads, List<String> shown) {
        Map<String, Object> body = new HashMap<>();
        body.put("url", url);
        body.put("events", List.of("seat.to_act", WARNING));
        if (leads != null) body.put("deadlineWarnings", leads);
        JsonPath json = as(key).contentType(ContentType.JSON)
                .body(body)
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .body("webhook.deadlineWarnings", equalTo(shown))
                .extract()
                .jsonPath();
        return new Subscription(json.getString("webhook.id"), json.getString("secret"));
    }

    /** A tic-tac-toe match of the organizer with a deadline clock of {@code seconds} per turn. */
    private static Api.Created create(Key key, int seconds) {
        Map<String, Object> body = new HashMap<>();
        body.put("ruleset", "tictactoe");
        body.put(
                "players",
                List.of(
                        Map.of("name", "Ada", "externalPlayerId", "p-ada"),
                        Map.of("name", "Brian", "externalPlayerId", "p-brian")));
        body.put("clock", Map.of("type", "deadline", "secondsPerTurn", seconds));
        body.put("tags", Map.of("tournament", "t-warn", "round", "2", "table", "7"));
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

    private static List<Received> of(WebhookReceiver receiver, String matchId, Predicate<JsonNode> which) {
        return receiver.acknowledged().stream()
                .filter(r -> r.json().at("/data/matchId").asText().equals(matchId) && which.test(r.json()))
                .toList();
    }

    private static Predicate<JsonNode> warning(int seat, String deadline) {
        return j -> j.path("type").asText().equals(WARNING)
                && j.at("/data/seat").asInt() == seat
                && (deadline == null || j.at("/data/deadline").asText().equals(deadline));
    }

    private static Predicate<JsonNode> toAct(int seat) {
        return j -> j.path("type").asText().equals("seat.to_act")
                && j.at("/data/seats").size() == 1
                && j.at("/data/seats/0").asInt() == seat;
    }

    private static Received await(WebhookReceiver receiver, String matchId, Predicate<JsonNode> which) {
        receiver.await(got -> !of(receiver, matchId, which).isEmpty(), WAIT);
        return of(receiver, matchId, which).getFirst();
    }

    private static void assertWarning(
            Received r, Subscription sub, String matchId, int seat, String player, String deadline) {
        assertTrue(WebhookReceiver.verifies(sub.secret(), r), "signed with the subscription's secret: " + r);
        JsonNode data = r.json().path("data");
        assertEquals(matchId, data.path("matchId").asText(), data.toString());
        assertEquals(seat, data.path("seat").asInt(), data.toString());
        assertEquals(player, data.path("externalPlayerId").asText(), data.toString());
        assertEquals(deadline, data.path("deadline").asText(), "the seat's own deadline: " + data);
        assertEquals("PT1M50S", data.path("lead").asText(), data.toString());
        assertEquals(110, data.path("leadSeconds").asInt(), data.toString());
        long left = data.path("remainingMs").asLong();
        assertTrue(left > 0 && left <= 110_000, "at most the lead time left, not over: " + data);
        assertEquals("t-warn", data.at("/tags/tournament").asText(), data.toString());
        assertEquals("7", data.at("/tags/table").asText(), data.toString());
        assertEquals("tictactoe", data.path("ruleset").asText(), data.toString());
    }

    @Test
    void eachDeadlineOfASeatToActIsWarnedOnceAndNoneAfterTheSeatActed() {
        Key key = organizer("club-warnings");
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            // 120 s per turn, warned 110 s ahead: 10 s into each turn, with 110 s to spare before it times out
            Subscription sub = subscribe(key, receiver.url(), List.of("PT110S"), List.of("PT1M50S"));
            Api.Created m = create(key, 120);
            JsonPath view = Api.match(m.id(), null);
            int a = view.getList("toAct", Integer.class).getFirst();
            int b = 1 - a;
            String[] players = {"p-ada", "p-brian"};
            String first = await(receiver, m.id(), toAct(a))
                    .json()
                    .at("/data/deadline")
                    .asText();
            Api.submit(m.id(), m.tokens().get(a), m.version(), "{\"type\":\"place\",\"cell\":4}")
                    .then()
                    .statusCode(200);

            // b is to act: warned once about its own deadline, 10 s into its turn
            JsonNode bToAct = await(receiver, m.id(), toAct(b)).json();
            String second = bToAct.at("/data/deadline").asText();
            Received bWarned = await(receiver, m.id(), warning(b, second));
            assertWarning(bWarned, sub, m.id(), b, players[b], second);

            // a acted before its warning was due (unless this machine took longer than its 10 s to send
            // the move; then the warning came before the move, in order): none about the deadline it left
            Instant acted = Instant.parse(bToAct.path("timestamp").asText());
            List<Received> about = of(receiver, m.id(), warning(a, first));
            if (acted.isBefore(Instant.parse(first).minusSeconds(110)))
                assertEquals(List.of(), about, "a acted 110 s before its deadline");
            List<String> order =
                    of(receiver, m.id(), j -> true).stream().map(Received::id).toList();
            String bToActId = of(receiver, m.id(), toAct(b)).getFirst().id();
            for (Received r : about)
                assertTrue(order.indexOf(r.id()) < order.indexOf(bToActId), "only before a's move: " + order);

            // b acts: a's next deadline gets its own warning
            long version = Api.match(m.id(), null).getLong("version");
            Api.submit(m.id(), m.tokens().get(b), version, "{\"type\":\"place\",\"cell\":0}")
                    .then()
                    .statusCode(200);
            String third = await(
                            receiver,
                            m.id(),
                            j -> toAct(a).test(j)
                                    && !j.at("/data/deadline").asText().equals(first))
                    .json()
                    .at("/data/deadline")
                    .asText();
            Received aWarned = await(receiver, m.id(), warning(a, third));
            assertWarning(aWarned, sub, m.id(), a, players[a], third);

            // once each: one outbox row per (seat, deadline, lead time), one webhook-id on the receiver
            List<String> kinds = as(key).get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("items.type", String.class);
            long stored = kinds.stream().filter(WARNING::equals).count();
            assertEquals(about.isEmpty() ? 2 : 3, stored, kinds.toString());
            assertEquals(
                    1,
                    of(receiver, m.id(), warning(b, second)).stream()
                            .map(Received::id)
                            .distinct()
                            .count());
        }
    }

    @Test
    void scansRacingOnOneDeadlineQueueItsWarningOnce() throws Exception {
        Key key = organizer("club-warnings-race");
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            // a lead time longer than the turn: due as soon as the seat is to act
            Subscription sub = subscribe(key, receiver.url(), List.of("P1D", "PT1H"), List.of("PT1H", "PT24H"));
            Api.Created m = create(key, 600);
            List<CompletableFuture<Integer>> scans = new ArrayList<>();
            for (int i = 0; i < 8; i++) scans.add(CompletableFuture.supplyAsync(() -> warnings.scan(Instant.now())));
            for (CompletableFuture<Integer> scan : scans) scan.get();
            int seat = Api.match(m.id(), null).getList("toAct", Integer.class).getFirst();
            Received warned = await(
                    receiver,
                    m.id(),
                    j -> warning(seat, null).test(j)
                            && j.at("/data/lead").asText().equals("PT24H"));
            await(
                    receiver,
                    m.id(),
                    j -> warning(seat, null).test(j)
                            && j.at("/data/lead").asText().equals("PT1H"));
            assertTrue(WebhookReceiver.verifies(sub.secret(), warned));
            long left = warned.json().at("/data/remainingMs").asLong();
            assertTrue(left > 0 && left <= 600_000, warned.body());
            List<String> kinds = as(key).get("/v1/webhooks/" + sub.id() + "/deliveries")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("items.type", String.class);
            assertEquals(2, kinds.stream().filter(WARNING::equals).count(), "one per lead time: " + kinds);
        }
    }

    @Test
    void leadTimesAreCheckedShownAndDefaulted() {
        Key key = organizer("club-warnings-leads");
        String url = "http://127.0.0.1:9/hooks";
        // the kind without lead times: one warning 5 minutes ahead
        Subscription sub = subscribe(key, url, null, List.of("PT5M"));
        for (Object bad : List.of(
                List.of("PT5S"),
                List.of("P8D"),
                List.of("PT1M", "PT60S"),
                List.of("PT1M", "PT2M", "PT3M", "PT4M", "PT5M", "PT6M"),
                List.of("soon"),
                List.of("PT10.5S"),
                List.of())) {
            as(key).contentType(ContentType.JSON)
                    .body(Map.of("url", url, "events", List.of(WARNING), "deadlineWarnings", bad))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_REQUEST"))
                    .body("field", equalTo("deadlineWarnings"));
            as(key).contentType(ContentType.JSON)
                    .body(Map.of("deadlineWarnings", bad))
                    .patch("/v1/webhooks/" + sub.id())
                    .then()
                    .statusCode(400)
                    .body("field", equalTo("deadlineWarnings"));
        }
        as(key).contentType(ContentType.JSON)
                .body(Map.of("deadlineWarnings", List.of("P7D", "PT10S", "PT1H")))
                .patch("/v1/webhooks/" + sub.id())
                .then()
                .statusCode(200)
                .body("deadlineWarnings", equalTo(List.of("PT10S", "PT1H", "PT168H")));
        // shown only while the kind is subscribed; kept for when it is again
        as(key).contentType(ContentType.JSON)
                .body(Map.of("events", List.of("match.finished")))
                .patch("/v1/webhooks/" + sub.id())
                .then()
                .statusCode(200)
                .body("deadlineWarnings", nullValue());
        as(key).contentType(ContentType.JSON)
                .body(Map.of("events", List.of(WARNING)))
                .patch("/v1/webhooks/" + sub.id())
                .then()
                .statusCode(200)
                .body("deadlineWarnings", equalTo(List.of("PT10S", "PT1H", "PT168H")));
        // no events named: every kind but the warning, which is asked for by name
        as(key).contentType(ContentType.JSON)
                .body(Map.of("url", url))
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .body(
                        "webhook.events",
                        equalTo(List.of(
                                "match.created",
                                "seat.to_act",
                                "seat.timed_out",
                                "match.paused",
                                "match.resumed",
                                "match.aborted",
                                "match.adjudicated",
                                "match.finished")))
                .body("webhook.deadlineWarnings", nullValue());
    }
}
