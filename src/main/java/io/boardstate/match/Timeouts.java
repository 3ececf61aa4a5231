package io.boardstate.match;

import io.boardstate.config.BoardstateConfig;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The timeout scheduler: every replica looks for due deadlines every
 * {@code boardstate.clock.poll-every} and acts on those it claims ({@link ClockService#fireDue}).
 * No leader: Postgres row locks decide who acts; deadlines live in Postgres, so they survive restarts.
 */
@ApplicationScoped
public class Timeouts {
    private static final Logger LOG = Logger.getLogger(Timeouts.class);

    private final ClockService clocks;
    private final Duration every;
    private ScheduledExecutorService runner;

    public Timeouts(ClockService clocks, BoardstateConfig config) {
        this.clocks = clocks;
        this.every = config.clock().pollEvery();
    }

    void start(@Observes StartupEvent started) {
        runner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "boardstate-timeouts");
            t.setDaemon(true);
            return t;
        });
        runner.scheduleWithFixedDelay(this::tick, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent stopping) {
        if (runner != null) runner.shutdownNow();
    }

    private void tick() {
        try {
            clocks.fireDue(Instant.now());
        } catch (RuntimeException e) {
            LOG.debugf("timeout scan failed (retried next tick): %s", e.getMessage());
        }
    }
}
