package io.boardstate.match.webhook;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Webhook meters: attempts by outcome (delivered, retried, failed: retries exhausted) and the outbox
 * lag, how long the oldest due delivery has waited (as this replica last measured it).
 */
@ApplicationScoped
public class WebhookMetrics {
    private final Counter delivered;
    private final Counter retried;
    private final Counter failed;
    private final AtomicLong lagMillis = new AtomicLong();

    public WebhookMetrics(MeterRegistry registry) {
        this.delivered = counter(registry, "delivered");
        this.retried = counter(registry, "retried");
        this.failed = counter(registry, "failed");
        Gauge.builder("boardstate.webhook.outbox.lag", lagMillis, l -> l.get() / 1000.0)
                .description("Seconds the oldest due webhook delivery has waited")
                .baseUnit("seconds")
                .register(registry);
    }

    private static Counter counter(MeterRegistry registry, String outcome) {
        return Counter.builder("boardstate.webhook.deliveries")
                .description("Webhook delivery attempts by outcome")
                .tag("outcome", outcome)
                .register(registry);
    }

    void delivered() {
        delivered.increment();
    }

    void retried() {
        retried.increment();
    }

    void failed() {
        failed.increment();
    }

    void lag(double seconds) {
        lagMillis.set((long) (seconds * 1000));
    }
}
