package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.match.webhook.DeadlineWarnings;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.boardstate.support.WebhookReceiver;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A bot seat has no deadline to show (docs/games/bots.md), so {@code seat.deadline_warning} never
 * names it: before a scheduled start, a bot that opens the match is "due" at the start only for the
 * scheduler, which plays its turn then; a person who opens is warned about its own deadline.
 */
@QuarkusTest
class BotDeadlineWarningTest {
    private static final String WARNING = "seat.deadline_warning";

    @Inject
    DeadlineWarnings warnings;

    private static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    /** A scheduled Small World match of the organizer whose seat 0 opens: a bot of {@code level}, or a person. */
    private static String scheduled(Key key, String level, Instant start) {
        Map<String, Object> opener = level == null ? Map.of("name", "Ada") : Map.of("bot", Map.of("level", level));
        return as(key).contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset", "smallworld",
                        "players", List.of(opener, Map.of("name", "Brian")),
                        "options", Map.of("firstSeat", 0),
                        "clock", Map.of("type", "fischer", "initialSeconds", 600),
                        "startClocksAt", start.toString()))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
    }

    @Test
    void aBotSeatIsNeverWarnedAboutADeadline() throws Exception {
        Key key = Organizers.issue("club-bot-warnings", List.of("matches:create", "matches:read", "webhooks:manage"));
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            // a lead time of a day: every deadline of the next hour is due for a warning at once
            String sub = as(key).contentType(ContentType.JSON)
                    .body(Map.of("url", receiver.url(), "events", List.of(WARNING), "deadlineWarnings", List.of("P1D")))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getString("webhook.id");
            Instant start = Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
            String bot = scheduled(key, "easy", start);
            String person = scheduled(key, null, start);
            // the person's warning is the sign the scans have looked at both matches
            receiver.await(got -> warned(receiver, person) > 0, Duration.ofSeconds(60));
            warnings.scan(Instant.now());
            Thread.sleep(1000); // a scan of the poller that had leased the bot's match has recorded it
            assertEquals(0, warned(receiver, bot), "no warning about the bot seat: " + receiver.acknowledged());
            List<String> stored = as(key).get("/v1/webhooks/" + sub + "/deliveries")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("items.type", String.class);
            assertEquals(1, stored.stream().filter(WARNING::equals).count(), "only the person's: " + stored);
        }
    }

    private static long warned(WebhookReceiver receiver, String matchId) {
        return receiver.acknowledged().stream()
                .map(WebhookReceiver.Received::json)
                .filter(j -> j.path("type").asText().equals(WARNING))
                .map(j -> j.path("data"))
                .filter((JsonNode d) -> d.path("matchId").asText().equals(matchId))
                .count();
    }
}
