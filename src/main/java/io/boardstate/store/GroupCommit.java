package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import io.boardstate.store.MatchLog.Appended;
import io.micrometer.core.instrument.DistributionSummary;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Group commit across matches: appends that arrive while a commit runs wait for it, and the first
 * of them to go on takes all that are waiting into one transaction, so they share one round trip
 * to commit and one WAL flush. Each append is still its own conditional statement on its own head;
 * the answer to each waits for the commit. Ordered by match id, so that two replicas' groups take
 * the heads' row locks in the same order and never deadlock. If a statement fails, nothing of the
 * group was committed and each append runs again alone: one failure never fails the others. If the
 * commit itself fails, whether it happened is unknown, and every append of the group says so.
 */
final class GroupCommit {
    /** At most this many appends in one transaction (a bound on how long one holds its row locks). */
    private static final int MOST = 64;

    private final CommandLog log;
    private final AgroalDataSource dataSource;
    private final DistributionSummary sizes;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition turn = lock.newCondition();
    private final List<Waiting> waiting = new ArrayList<>();
    private boolean committing;

    GroupCommit(CommandLog log, AgroalDataSource dataSource, DistributionSummary sizes) {
        this.log = log;
        this.dataSource = dataSource;
        this.sizes = sizes;
    }

    /** How many appends wait for a commit to end now. */
    int waiting() {
        lock.lock();
        try {
            return waiting.size();
        } finally {
            lock.unlock();
        }
    }

    private static final class Waiting {
        final Append append;
        Appended outcome;
        RuntimeException failure;
        boolean done;

        Waiting(Append append) {
            this.append = append;
        }
    }

    Appended append(Append a) {
        Waiting mine = new Waiting(a);
        List<Waiting> group;
        lock.lock();
        try {
            waiting.add(mine);
            while (committing && !mine.done) turn.awaitUninterruptibly();
            if (mine.done) return outcome(mine);
            committing = true;
            int n = Math.min(MOST, waiting.size());
            // Mine first among those taken: it has waited, and it is the one this thread answers.
            waiting.remove(mine);
            group = new ArrayList<>(waiting.subList(0, Math.min(n - 1, waiting.size())));
            waiting.subList(0, group.size()).clear();
            group.add(mine);
        } finally {
            lock.unlock();
        }
        try {
            commit(group);
        } catch (RuntimeException e) {
            // A bug or an unbindable value: every append of the group not yet answered hears of it.
            for (Waiting w : group) if (w.outcome == null && w.failure == null) w.failure = e;
        } finally {
            lock.lock();
            try {
                for (Waiting w : group) w.done = true;
                committing = false;
                turn.signalAll();
            } finally {
                lock.unlock();
            }
        }
        return outcome(mine);
    }

    private static Appended outcome(Waiting w) {
        if (w.failure != null) throw w.failure;
        return w.outcome;
    }

    private void commit(List<Waiting> group) {
        sizes.record(group.size());
        if (group.size() == 1) {
            alone(group.getFirst());
            return;
        }
        group.sort(Comparator.comparing((Waiting w) -> w.append.matchId()));
        List<CommandLog.Ran> ran = new ArrayList<>(group.size());
        try (Connection c = dataSource.getConnection()) {
            try {
                c.setAutoCommit(false);
                for (Waiting w : group) ran.add(CommandLog.run(c, w.append));
            } catch (SQLException e) {
                rollbackQuietly(c);
                ran = null; // nothing committed: each runs again alone below
            }
            if (ran != null) {
                try {
                    c.commit();
                } catch (SQLException e) {
                    StoreException unknown = new StoreException(e);
                    for (Waiting w : group) w.failure = unknown;
                    return;
                }
                c.setAutoCommit(true);
                for (int i = 0; i < group.size(); i++) {
                    Waiting w = group.get(i);
                    try {
                        w.outcome = CommandLog.finish(w.append, ran.get(i), c);
                    } catch (SQLException e) {
                        w.failure = new StoreException(e);
                    }
                }
                return;
            }
        } catch (SQLException e) {
            // No connection (or it broke before any statement ran): each tries alone.
        }
        for (Waiting w : group) alone(w);
    }

    private void alone(Waiting w) {
        try {
            w.outcome = log.alone(w.append);
        } catch (RuntimeException e) {
            w.failure = e;
        }
    }

    private static void rollbackQuietly(Connection c) {
        try {
            c.rollback();
            c.setAutoCommit(true);
        } catch (SQLException ignored) {
            // The connection is broken; the server rolls the transaction back itself.
        }
    }
}
