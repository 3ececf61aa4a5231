package io.boardstate.match.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.engine.SeatResult;
import io.boardstate.store.ActivityStore;
import io.boardstate.store.StoredEvent;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Timeouts, automatic moves, zombies and endings folded from a log, and zombies ranked last. */
class MatchActivityTest {
    private static final Instant AT = Instant.parse("2026-11-27T22:00:00Z");

    private static StoredEvent event(long v, String type, String payload, Integer seat, String command) {
        return new StoredEvent(v, type, payload, seat, AT.plusSeconds(v), command);
    }

    @Test
    void aTimeoutMakesTheCommandsOfItsWriteAutomatic() {
        MatchActivity a = MatchActivity.of(List.of(
                new ActivityStore.Row(3, "placed", 0, null, true, null),
                new ActivityStore.Row(4, "seatTimedOut", 1, "{\"seat\":1,\"policy\":\"auto\"}", false, "seatTimedOut"),
                new ActivityStore.Row(5, "placed", 1, null, true, "seatTimedOut")));
        assertEquals(1, a.timeouts(1));
        assertEquals(1, a.automaticMoves(1));
        assertEquals(0, a.automaticMoves(0));
        assertEquals(MatchActivity.AUTOMATIC, a.ending(2), "the last move was played for an absent seat");
        // the other seat then plays the last move itself
        a.plus(List.of(event(6, "placed", "{}", 0, "{}")));
        assertEquals(MatchActivity.COMPLETED, a.ending(2));
    }

    @Test
    void aWriteNotStoredYetCountsLikeTheLog() {
        MatchActivity a = MatchActivity.of(List.of());
        List<StoredEvent> write = List.of(
                event(7, "seatTimedOut", "{\"seat\":1}", 1, null),
                event(7, "seatZombied", "{\"seat\":1,\"reason\":\"timeout\"}", 1, null),
                event(7, "placed", "{}", 1, "{}"),
                event(7, "turnEnded", "{}", 1, null));
        a.plus(write);
        assertEquals(1, a.timeouts(1));
        assertEquals(1, a.automaticMoves(1));
        assertEquals(List.of(1), a.zombies());
        assertEquals(MatchActivity.COMPLETED, a.ending(2), "a zombie's move ends no match 'automatically'");
        assertEquals(
                MatchActivity.AUTOMATIC,
                a.plus(List.of(
                                event(9, "seatZombied", "{\"seat\":0,\"reason\":\"resign\"}", 0, null),
                                event(10, "automaticTurn", "{\"seat\":0}", 0, null),
                                event(10, "placed", "{}", 0, "{}")))
                        .ending(2),
                "every seat gone");
    }

    @Test
    void forfeitsAbortsAndAdjudicationsNameTheEnding() {
        assertEquals(
                MatchActivity.RESIGNED,
                MatchActivity.of(List.of(new ActivityStore.Row(
                                4, "seatForfeited", null, "{\"seat\":0,\"reason\":\"resign\"}", false, null)))
                        .ending(2));
        assertEquals(
                MatchActivity.TIMED_OUT,
                MatchActivity.of(List.of(new ActivityStore.Row(
                                4, "seatForfeited", null, "{\"seat\":0,\"reason\":\"timeout\"}", false, null)))
                        .ending(2));
        assertEquals(
                MatchActivity.ADJUDICATED,
                MatchActivity.of(List.of(new ActivityStore.Row(4, "matchAdjudicated", null, "{}", false, null)))
                        .ending(2));
        assertEquals(
                MatchActivity.ABORTED,
                MatchActivity.of(List.of(new ActivityStore.Row(4, "matchAborted", null, "{}", false, null)))
                        .ending(2));
    }

    @Test
    void zombiesAreRankedLastTheLatestLeaverFirst() {
        List<SeatResult> game = List.of(
                new SeatResult(0, 1, 40, Map.of()),
                new SeatResult(1, 2, 30, Map.of()),
                new SeatResult(2, 2, 30, Map.of()),
                new SeatResult(3, 4, 20, Map.of()),
                new SeatResult(4, 5, 10, Map.of()));
        List<SeatResult> ranked = SystemEvents.zombiesLast(game, List.of(0, 3));
        assertEquals(
                List.of(1, 2, 4, 3, 0), ranked.stream().map(SeatResult::seat).toList());
        assertEquals(
                List.of(1, 1, 3, 4, 5), ranked.stream().map(SeatResult::rank).toList(), "ties kept");
        assertEquals(true, ranked.get(4).details().get("zombie"));
        assertEquals(40, ranked.get(4).score(), "its game score stays");
        assertEquals(game, SystemEvents.zombiesLast(game, List.of()));
        assertEquals(ranked, SystemEvents.zombiesLast(ranked, List.of(0, 3)), "ranking twice changes nothing");
    }
}
