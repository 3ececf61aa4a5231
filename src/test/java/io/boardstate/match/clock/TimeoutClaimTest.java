package io.boardstate.match.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.boardstate.match.MatchService;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.LoggedEvent;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.store.TimerStore;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Two replicas' schedulers racing on the same deadline row: exactly one claims it and acts. */
@QuarkusTest
class TimeoutClaimTest {
    @Inject
    MatchService matches;

    @Inject
    ClockService clocks;

    @Inject
    TimerStore timers;

    @Inject
    AgroalDataSource db;

    @Test
    void oneOfTwoRacingClaimersActs() throws Exception {
        NewMatch created = matches.create(new NewMatch.Request(
                "tictactoe",
                List.of("Ada", "Brian"),
                null,
                null,
                new MatchControl.Clock("deadline", null, null, 3600),
                null));
        UUID id = created.match().id();
        int first = created.match().toAct().get(0);
        // Both act as if two hours had passed (the real scheduler, at the real time, leaves the row alone).
        Instant later = Instant.now().plus(Duration.ofHours(2));
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<int[]>> results = List.of(
                    pool.submit(() -> claimAndAct(id, later, start)), pool.submit(() -> claimAndAct(id, later, start)));
            int claimed = 0;
            int acted = 0;
            for (Future<int[]> r : results) {
                claimed += r.get()[0];
                acted += r.get()[1];
            }
            assertEquals(1, claimed);
            assertEquals(1, acted);
        } finally {
            pool.shutdownNow();
            release(id);
        }
        Access spectator = matches.access(id, null);
        List<String> types = matches.events(spectator, 0, 500).items().stream()
                .map(LoggedEvent::type)
                .filter(SystemEvents::is)
                .toList();
        assertEquals(List.of("seatTimedOut", "seatForfeited", "matchEnded"), types);
        Sight ended = matches.view(spectator);
        assertEquals(
                Map.of(first, 2, 1 - first, 1),
                Map.of(
                        ended.result().get(0).seat(), ended.result().get(0).rank(),
                        ended.result().get(1).seat(), ended.result().get(1).rank()));
    }

    private int[] claimAndAct(UUID id, Instant now, CyclicBarrier start) throws Exception {
        start.await();
        int claimed = 0;
        int acted = 0;
        for (TimerStore.Due due : timers.claim(now, ClockService.LEASE, 1000)) {
            if (!due.matchId().equals(id)) continue;
            claimed++;
            if (clocks.fire(due, now)) acted++;
        }
        return new int[] {claimed, acted};
    }

    /** Gives back the other matches' rows this test leased far ahead. */
    private void release(UUID id) throws Exception {
        try (Connection c = db.getConnection();
                PreparedStatement s =
                        c.prepareStatement("UPDATE match_timer SET claimed_until = NULL WHERE match_id <> ?")) {
            s.setObject(1, id);
            s.executeUpdate();
        }
    }
}
