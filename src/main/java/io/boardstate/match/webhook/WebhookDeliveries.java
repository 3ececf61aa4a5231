package io.boardstate.match.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.OutboxStore;
import io.boardstate.store.OutboxStore.Claimed;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The webhook sender on every replica. A dispatcher claims due deliveries from the outbox (row
 * locks and a lease decide who sends; no leader) whenever a sender is free: at once after each
 * attempt (so a match's next notification follows its previous one without waiting for a poll),
 * and every {@code boardstate.webhooks.poll-every} in any case. Each delivery is posted, signed, on
 * its own virtual thread by {@link WebhookHttp}, bounded in time and size. At most {@code
 * concurrency} attempts run at once, at most {@code concurrency-per-organizer} of one organizer's,
 * so a slow or hostile receiver holds back only its own organizer's deliveries. A 2xx answer
 * delivers; anything else waits the next retry delay, and after the last the delivery is failed.
 * The lease (twice the timeout plus 5 s) outlasts any attempt, so one delivery is never sent twice
 * at once; a replica that dies mid-delivery leaves its lease to run out, and another sends again
 * with the same {@code webhook-id} (at least once: receivers deduplicate on it).
 */
@ApplicationScoped
public class WebhookDeliveries {
    private static final Logger LOG = Logger.getLogger(WebhookDeliveries.class);
    private static final Duration LAG_EVERY = Duration.ofSeconds(5);

    private final OutboxStore outbox;
    private final WebhookMetrics metrics;
    private final Duration every;
    private final Duration lease;
    private final List<Duration> delays;
    private final int concurrency;
    private final int perOrganizer;
    private final WebhookHttp http;
    private final ExecutorService senders = Executors.newVirtualThreadPerTaskExecutor();
    private final Semaphore wake = new Semaphore(0);
    /** Attempts running on this replica, in all and per organizer (guarded by {@code this}). */
    private int inFlight;

    private final Map<String, Integer> inFlightByOrganizer = new HashMap<>();
    private volatile boolean running;
    private Thread dispatcher;
    private Instant lagMeasured = Instant.EPOCH;

    public WebhookDeliveries(OutboxStore outbox, WebhookMetrics metrics, BoardstateConfig config) {
        this.outbox = outbox;
        this.metrics = metrics;
        this.every = config.webhooks().pollEvery();
        Duration timeout = config.webhooks().timeout();
        this.lease = timeout.multipliedBy(2).plusSeconds(5);
        this.delays = List.copyOf(config.webhooks().retryDelays());
        this.concurrency = config.webhooks().concurrency();
        this.perOrganizer = Math.min(concurrency, config.webhooks().concurrencyPerOrganizer());
        this.http =
                new WebhookHttp(destinations(config), timeout, config.webhooks().maxResponseBytes());
    }

    /** The destinations the operator allows beside public addresses (an entry that is none stops the start). */
    static WebhookDestinations destinations(BoardstateConfig config) {
        return new WebhookDestinations(config.webhooks().allowedDestinations().orElse(List.of()));
    }

    void start(@Observes StartupEvent started) {
        running = true;
        dispatcher = Thread.ofPlatform().daemon().name("boardstate-webhooks").start(this::dispatch);
    }

    void stop(@Observes ShutdownEvent stopping) {
        running = false;
        if (dispatcher != null) dispatcher.interrupt();
        senders.shutdownNow(); // attempts cut short: their leases run out and a replica sends again
    }

    private void dispatch() {
        while (running) {
            try {
                while (running && claimAndSend() > 0) {
                    // claimed something: more may be due at once
                }
                measureLag();
            } catch (RuntimeException e) {
                LOG.debugf("webhook dispatch failed (retried next round): %s", e.getMessage());
            }
            try {
                if (wake.tryAcquire(every.toMillis(), TimeUnit.MILLISECONDS)) wake.drainPermits();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void measureLag() {
        Instant now = Instant.now();
        if (now.isAfter(lagMeasured.plus(LAG_EVERY))) {
            lagMeasured = now;
            metrics.lag(outbox.lagSeconds(now));
        }
    }

    /** Claims as many due deliveries as senders are free (fairly between organizers) and starts each. */
    int claimAndSend() {
        List<String> saturated = new ArrayList<>();
        List<String> organizers = new ArrayList<>();
        List<Integer> slots = new ArrayList<>();
        int free;
        synchronized (this) {
            free = concurrency - inFlight;
            if (free <= 0) return 0;
            inFlightByOrganizer.forEach((organizer, n) -> {
                if (n >= perOrganizer) saturated.add(organizer);
                else {
                    organizers.add(organizer);
                    slots.add(perOrganizer - n);
                }
            });
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<OutboxStore.OrganizerClaim> claimed =
                outbox.claimFairly(now, now.plus(lease), free, perOrganizer, saturated, organizers, slots);
        for (OutboxStore.OrganizerClaim c : claimed) {
            synchronized (this) {
                inFlight++;
                inFlightByOrganizer.merge(c.organizer(), 1, Integer::sum);
            }
            try {
                senders.execute(() -> {
                    try {
                        send(c.claimed());
                    } finally {
                        finished(c.organizer());
                    }
                });
            } catch (RejectedExecutionException e) {
                finished(c.organizer()); // shutting down: the lease runs out and a replica sends it again
            }
        }
        return claimed.size();
    }

    private void finished(String organizer) {
        synchronized (this) {
            inFlight--;
            inFlightByOrganizer.computeIfPresent(organizer, (o, n) -> n > 1 ? n - 1 : null);
        }
        wake.release(); // a sender is free, and the match's next delivery may be due now
    }

    private void send(Claimed c) {
        if (c.attempt() > delays.size() + 1) {
            // a lease that ran out after the last attempt (its sender died): no attempt beyond the schedule
            record(c, null, WebhookHttp.TIMEOUT);
            return;
        }
        Attempt attempt;
        try {
            attempt = post(
                    c.to().url(),
                    c.id().toString(),
                    payload(c).toString(),
                    c.to().secret(),
                    c.to().previousSecret(),
                    c.to().previousUntil());
            record(c, attempt.status(), attempt.error());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // shutting down: the lease runs out and a replica sends it again
        } catch (RuntimeException e) {
            LOG.debugf("webhook attempt not recorded (its lease runs out): %s", e.getMessage());
        }
    }

    /** What one POST came to: the HTTP status if one came back, and why it failed (null: a 2xx). */
    public record Attempt(Integer status, String error) {}

    /** POSTs one signed body to the URL, at once (test pings, and each claimed delivery). */
    Attempt post(String url, String id, String body, String secret, String previousSecret, Instant previousUntil)
            throws InterruptedException {
        long timestamp = Instant.now().getEpochSecond();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("content-type", "application/json");
        headers.put("user-agent", "boardstate-webhooks/1");
        headers.put("webhook-id", id);
        headers.put("webhook-timestamp", Long.toString(timestamp));
        headers.put("webhook-signature", signatures(secret, previousSecret, previousUntil, id, timestamp, body));
        WebhookHttp.Answer answer = http.post(url, headers, body.getBytes(StandardCharsets.UTF_8));
        return new Attempt(answer.status(), answer.error());
    }

    private void record(Claimed c, Integer status, String error) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        if (error == null) {
            if (outbox.finish(c, "delivered", status, null, null, now)) metrics.delivered();
        } else if (c.attempt() <= delays.size()) {
            if (outbox.finish(c, "pending", status, error, now.plus(delays.get(c.attempt() - 1)), now))
                metrics.retried();
        } else if (outbox.finish(c, "failed", status, error, null, now)) metrics.failed();
    }

    /** The current secret's signature, and the previous one's while it is in its grace period. */
    static String signatures(
            String secret, String previousSecret, Instant previousUntil, String id, long timestamp, String body) {
        String signatures = WebhookSignature.sign(secret, id, timestamp, body);
        if (previousSecret != null && previousUntil != null && previousUntil.isAfter(Instant.now()))
            signatures += " " + WebhookSignature.sign(previousSecret, id, timestamp, body);
        return signatures;
    }

    /** Standard Webhooks shape: type, timestamp (of the event), data (the match and the kind's facts). */
    static ObjectNode payload(Claimed c) {
        ObjectNode root = EngineCodec.MAPPER.createObjectNode();
        root.put("type", c.kind());
        root.put("timestamp", c.createdAt().toString());
        ObjectNode data = root.putObject("data");
        data.put("matchId", c.matchId().toString());
        data.put("ruleset", c.to().ruleset());
        ObjectNode tags = data.putObject("tags");
        tags.put("tournament", c.to().tournament());
        tags.put("round", c.to().round());
        tags.put("table", c.to().table());
        data.put("version", c.matchVersion());
        JsonNode facts = MatchStates.readTree(c.data());
        if (facts instanceof ObjectNode o) data.setAll(o);
        return root;
    }
}
