package io.boardstate.metrics;

import io.boardstate.cache.StateCache;
import io.boardstate.config.BoardstateConfig;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * boardstate_redis_degraded: 1 while this replica serves without Redis (its last probe failed, or
 * it is backing off after a failed cache call), 0 otherwise. Redis is probed on a timer so the
 * gauge stays honest on a replica that gets no traffic, and a scrape never waits for Redis.
 */
@Startup
@ApplicationScoped
public class RedisDegradedGauge {
    private final StateCache cache;
    private final AtomicBoolean lastProbeFailed = new AtomicBoolean();
    private final ScheduledExecutorService prober = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "redis-probe");
        thread.setDaemon(true);
        return thread;
    });

    public RedisDegradedGauge(StateCache cache, MeterRegistry registry, BoardstateConfig config) {
        this.cache = cache;
        Gauge.builder("boardstate.redis.degraded", this, RedisDegradedGauge::value)
                .description("1 while this replica serves without Redis (straight from Postgres), 0 when Redis answers")
                .register(registry);
        prober.scheduleWithFixedDelay(
                () -> lastProbeFailed.set(!cache.ping()),
                0,
                config.cache().probeEvery().toMillis(),
                TimeUnit.MILLISECONDS);
    }

    double value() {
        return lastProbeFailed.get() || cache.degraded() ? 1 : 0;
    }

    @PreDestroy
    void stop() {
        prober.shutdownNow();
    }
}
