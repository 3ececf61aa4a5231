package io.boardstate.match.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.store.Notification;
import io.boardstate.store.StoredEvent;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Which notifications an append causes, worked out from its events and the seats to act. */
class WebhookEventsTest {
    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

    private static MatchMeta meta(String organizer) {
        return new MatchMeta(
                UUID.randomUUID(),
                "tictactoe",
                null,
                1,
                null,
                List.of(new MatchMeta.Seat(0, "a", "h0"), new MatchMeta.Seat(1, "b", "h1")),
                NOW,
                organizer,
                null);
    }

    private static StoredEvent event(String type, String payload) {
        return new StoredEvent(5, type, payload, null, NOW, null);
    }

    private static List<String> kinds(List<Notification> notifications) {
        return notifications.stream().map(Notification::kind).toList();
    }

    @Test
    void anAbortIsNotifiedAsAbortedNotFinished() {
        List<Notification> n = WebhookEvents.after(
                meta("club"),
                List.of(event("matchAborted", "{\"reason\":\"organizer\"}")),
                false,
                true,
                Set.of(0),
                Set.of(),
                null,
                () -> {
                    throw new AssertionError("an aborted match has no results to ask for");
                });
        assertEquals(List.of(WebhookEvents.MATCH_ABORTED), kinds(n));
        assertEquals("{\"reason\":\"organizer\"}", n.getFirst().data());
    }

    @Test
    void seatToActOnlyWhenTheSetChangesAndFinishedWithResults() {
        MatchMeta m = meta("club");
        assertEquals(
                List.of(),
                kinds(WebhookEvents.after(m, List.of(), false, false, Set.of(1), Set.of(1), null, () -> null)));
        List<Notification> turn =
                WebhookEvents.after(m, List.of(), false, false, Set.of(0), Set.of(1), NOW, () -> null);
        assertEquals(List.of(WebhookEvents.SEAT_TO_ACT), kinds(turn));
        assertEquals(
                "{\"seats\":[1],\"deadline\":\"2026-11-25T12:00:00Z\"}",
                turn.getFirst().data());
        List<Notification> end = WebhookEvents.after(
                m,
                List.of(),
                false,
                true,
                Set.of(0),
                Set.of(),
                null,
                () -> new WebhookEvents.Finished(
                        List.of(new SeatResult(1, 1, 3, Map.of()), new SeatResult(0, 2, 1, Map.of())),
                        "automatic",
                        NOW.minusSeconds(60),
                        NOW,
                        List.of(
                                new WebhookEvents.SeatFacts(0, "a", "p-a", 2, 5, true, null),
                                new WebhookEvents.SeatFacts(1, "b", null, 0, 0, false, WebhookEvents.Bot.of("hard")))));
        assertEquals(List.of(WebhookEvents.MATCH_FINISHED), kinds(end));
        assertEquals(
                "{\"results\":[{\"seat\":1,\"rank\":1,\"score\":3,\"details\":{},\"name\":\"b\","
                        + "\"externalPlayerId\":null,\"timeouts\":0,\"automaticMoves\":0,\"zombie\":false,"
                        + "\"bot\":{\"level\":\"hard\"}},"
                        + "{\"seat\":0,\"rank\":2,\"score\":1,\"details\":{},\"name\":\"a\","
                        + "\"externalPlayerId\":\"p-a\",\"timeouts\":2,\"automaticMoves\":5,\"zombie\":true}],"
                        + "\"ending\":\"automatic\",\"startedAt\":\"2026-11-25T11:59:00Z\","
                        + "\"endedAt\":\"2026-11-25T12:00:00Z\"}",
                end.getFirst().data());
    }

    @Test
    void anAnonymousMatchComputesNothing() {
        MatchMeta m = meta(null);
        assertEquals(List.of(), WebhookEvents.created(m, false, Set.of(0), null));
        assertEquals(
                List.of(),
                WebhookEvents.after(
                        m, List.of(event("seatTimedOut", "{}")), false, true, Set.of(0), Set.of(), null, () -> {
                            throw new AssertionError("not asked");
                        }));
    }
}
