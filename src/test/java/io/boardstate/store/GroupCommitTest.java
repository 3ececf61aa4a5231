package io.boardstate.store;

import static io.boardstate.support.Api.create;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.agroal.api.AgroalDataSource;
import io.boardstate.store.MatchLog.Appended;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Group commit (issue 32) on the real Postgres: appends that wait while another commit runs are
 * stored together in the next one, and a failing append of a group fails none of the others. A
 * row lock held on the first match's head keeps the first commit running while the others arrive.
 */
@QuarkusTest
class GroupCommitTest {
    @Inject
    CommandLog log;

    @Inject
    AgroalDataSource db;

    @Inject
    MeterRegistry meters;

    @Test
    void appendsThatWaitForACommitAreStoredTogetherInTheNext() throws Exception {
        List<UUID> matches = matches(9);
        DistributionSummary groups = meters.get("boardstate.append.group").summary();
        long countBefore = groups.count();
        double totalBefore = groups.totalAmount();
        List<Appended> outcomes =
                whileFirstIsHeld(matches, matches.stream().map(this::next).toList());
        for (Appended outcome : outcomes) assertInstanceOf(Appended.Stored.class, outcome);
        for (UUID match : matches) assertEquals(2, log.head(match).version());
        // The first commit alone, then the eight that waited for it in one.
        assertEquals(2, groups.count() - countBefore);
        assertEquals(9, groups.totalAmount() - totalBefore);
    }

    @Test
    void aFailingAppendOfAGroupFailsNoneOfTheOthers() throws Exception {
        List<UUID> matches = matches(6);
        List<Append> appends = new ArrayList<>(matches.stream().map(this::next).toList());
        // Decided on a head that has moved since: refused with the head as it is.
        UUID stale = matches.get(2);
        appends.set(2, append(stale, 0, "stale"));
        // A row already at the event's version: the group's statement fails, so each runs alone.
        UUID clashing = matches.get(4);
        sql(
                "INSERT INTO match_event (match_id, version, type, payload, created_at) VALUES (?, 2, 'stray', '{}', now())",
                clashing);
        List<Appended> outcomes = whileFirstIsHeld(matches, appends);
        for (int i = 0; i < matches.size(); i++) {
            if (i == 2 || i == 4) {
                Appended.Refused refused = assertInstanceOf(Appended.Refused.class, outcomes.get(i));
                assertEquals(1, refused.head().version());
                assertEquals(1, log.head(matches.get(i)).version());
            } else {
                assertInstanceOf(Appended.Stored.class, outcomes.get(i));
                assertEquals(2, log.head(matches.get(i)).version());
            }
        }
    }

    /**
     * Appends {@code appends} (the first one to the first match) while the first match's head is
     * locked: the first blocks inside its commit, the others wait for it, then the lock goes.
     */
    private List<Appended> whileFirstIsHeld(List<UUID> matches, List<Append> appends) throws Exception {
        GroupCommit group = log.group();
        assertNotNull(group, "group commit is on by default");
        ExecutorService pool = Executors.newFixedThreadPool(appends.size());
        try (Connection holder = db.getConnection()) {
            holder.setAutoCommit(false);
            try (PreparedStatement s = holder.prepareStatement("SELECT 1 FROM match WHERE id = ? FOR UPDATE")) {
                s.setObject(1, matches.getFirst());
                s.executeQuery().close();
            }
            List<Future<Appended>> outcomes = new ArrayList<>();
            outcomes.add(pool.submit(() -> log.append(appends.getFirst())));
            AppendWaits.until(() -> AppendWaits.anAppendWaits(db));
            for (Append a : appends.subList(1, appends.size())) outcomes.add(pool.submit(() -> log.append(a)));
            AppendWaits.until(() -> group.waiting() == appends.size() - 1);
            holder.commit();
            List<Appended> done = new ArrayList<>();
            for (Future<Appended> f : outcomes) done.add(f.get());
            return done;
        } finally {
            pool.shutdownNow();
        }
    }

    private List<UUID> matches(int n) {
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < n; i++)
            ids.add(UUID.fromString(create("tictactoe", 2, Map.of()).id()));
        return ids;
    }

    /** An append of one event on the match's head as it is. */
    private Append next(UUID match) {
        LogHead head = log.head(match);
        return append(match, head.version(), head.checksum());
    }

    private static Append append(UUID match, long version, String checksum) {
        Instant at = Instant.now();
        return new Append(
                new Append.From(match, version, checksum),
                List.of(new StoredEvent(version + 1, "grouped", "{}", 0, at, null)),
                new Append.NewHead("after-" + version, false, at, null, null),
                null,
                null,
                List.of());
    }

    private void sql(String statement, UUID match) throws SQLException {
        try (Connection c = db.getConnection();
                PreparedStatement s = c.prepareStatement(statement)) {
            s.setObject(1, match);
            s.executeUpdate();
        }
    }
}
