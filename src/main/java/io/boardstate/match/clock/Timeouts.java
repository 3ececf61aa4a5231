package io.boardstate.match.clock;

import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.support.Poller;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;

/**
 * The timeout scheduler: every replica looks for due deadlines every
 * {@code boardstate.clock.poll-every} and acts on those it claims ({@link ClockService#fireDue}).
 * No leader: Postgres row locks decide who acts; deadlines live in Postgres, so they survive restarts.
 */
@ApplicationScoped
public class Timeouts {
    private final ClockService clocks;
    private final Duration every;
    private Poller poller;

    public Timeouts(ClockService clocks, BoardstateConfig config) {
        this.clocks = clocks;
        this.every = config.clock().pollEvery();
    }

    void start(@Observes StartupEvent started) {
        poller = Poller.start("boardstate-timeouts", every, () -> clocks.fireDue(Instant.now()));
    }

    void stop(@Observes ShutdownEvent stopping) {
        if (poller != null) poller.stop();
    }
}
