package io.boardstate.match.support;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * A job every replica runs at a fixed delay on its own daemon thread (timeouts, webhook
 * deliveries). No leader: the job claims its work in Postgres. A failed round is logged and
 * retried at the next one, so a store outage never kills the thread.
 */
public final class Poller {
    private static final Logger LOG = Logger.getLogger(Poller.class);

    private final ScheduledExecutorService runner;

    private Poller(ScheduledExecutorService runner) {
        this.runner = runner;
    }

    /** Starts {@code round} every {@code every} (first after one period) on a thread named {@code name}. */
    public static Poller start(String name, Duration every, Runnable round) {
        ScheduledExecutorService runner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        runner.scheduleWithFixedDelay(
                () -> {
                    try {
                        round.run();
                    } catch (RuntimeException e) {
                        LOG.debugf("%s round failed (retried next round): %s", name, e.getMessage());
                    }
                },
                every.toMillis(),
                every.toMillis(),
                TimeUnit.MILLISECONDS);
        return new Poller(runner);
    }

    public void stop() {
        runner.shutdownNow();
    }
}
