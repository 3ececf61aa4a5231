package io.boardstate.match.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Scheduled starts and deadline extensions on the control alone, without a service. */
class MatchControlScheduleTest {
    private static final Instant NOW = Instant.parse("2026-05-01T08:00:00Z");
    private static final MatchControl.Clock DEADLINE = new MatchControl.Clock("deadline", null, null, 600);
    private static final MatchControl.Clock FISCHER = new MatchControl.Clock("fischer", 60, 0, null);

    @Test
    void aScheduledMatchStartsLaterAndShowsItsWholeTime() {
        Instant start = NOW.plusSeconds(3600);
        MatchControl c =
                MatchControl.start(DEADLINE, "forfeit", 2, Set.of(0), NOW).scheduled(start);
        assertEquals(start, c.startsAt(NOW));
        assertEquals(start.plusSeconds(600), c.deadline(0));
        assertEquals(600_000L, c.remainingMillis(0, NOW));
        assertNull(c.startsAt(start), "started at its time");
        assertNull(c.deadline(1), "a seat not to act has no deadline");
        MatchControl read = MatchControl.fromJson(c.toJson(), 2);
        assertEquals(c, read);
    }

    @Test
    void anExtensionMovesOnlyEarlierDeadlinesAndIsNoStart() {
        MatchControl c = MatchControl.start(DEADLINE, "forfeit", 2, Set.of(0, 1), NOW);
        Instant until = NOW.plusSeconds(900);
        MatchControl extended = c.extendedTo(until);
        assertEquals(until, extended.deadline(0));
        assertEquals(until, extended.deadline(1));
        assertNull(extended.startsAt(NOW), "a turn counted from later is not a scheduled start");
        assertEquals(900_000L, extended.remainingMillis(0, NOW));
        assertSame(extended, extended.extendedTo(until), "already as late: the same control");
        assertSame(extended, extended.extendedTo(NOW.plusSeconds(60)), "never earlier");
    }

    @Test
    void aFischerSeatGainsTheDifferenceAsTime() {
        MatchControl c = MatchControl.start(FISCHER, "forfeit", 2, Set.of(0), NOW);
        MatchControl extended = c.extendedTo(NOW.plusSeconds(90));
        assertEquals(90_000_000L, extended.seats().get(0).remainingMicros());
        assertEquals(60_000_000L, extended.seats().get(1).remainingMicros(), "a stopped clock keeps its time");
    }

    @Test
    void aControlWithAMemberOfALaterReleaseIsRead() {
        String json = MatchControl.none(2).toJson().replaceFirst("\\{", "{\"laterMember\":1,");
        assertEquals(MatchControl.none(2), MatchControl.fromJson(json, 2));
    }
}
