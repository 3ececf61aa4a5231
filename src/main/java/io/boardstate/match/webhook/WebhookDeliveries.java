package io.boardstate.match.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.support.Poller;
import io.boardstate.store.OutboxStore;
import io.boardstate.store.OutboxStore.Claimed;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The webhook sender on every replica: every {@code boardstate.webhooks.poll-every} it claims due
 * deliveries from the outbox (row locks and a lease decide who sends; no leader) and posts each,
 * signed, in parallel. A 2xx answer delivers it; anything else (status, timeout, refused
 * connection, redirect) waits the next retry delay, and after the last the delivery is failed. A
 * replica that dies mid-delivery leaves its lease to run out; another sends again with the same
 * {@code webhook-id} (at least once: receivers deduplicate on it).
 */
@ApplicationScoped
public class WebhookDeliveries {
    private static final Duration LAG_EVERY = Duration.ofSeconds(5);

    private final OutboxStore outbox;
    private final WebhookMetrics metrics;
    private final Duration every;
    private final Duration timeout;
    private final List<Duration> delays;
    private final int concurrency;
    private final HttpClient client;
    private Poller poller;
    private Instant lagMeasured = Instant.EPOCH;

    public WebhookDeliveries(OutboxStore outbox, WebhookMetrics metrics, BoardstateConfig config) {
        this.outbox = outbox;
        this.metrics = metrics;
        this.every = config.webhooks().pollEvery();
        this.timeout = config.webhooks().timeout();
        this.delays = List.copyOf(config.webhooks().retryDelays());
        this.concurrency = config.webhooks().concurrency();
        this.client = HttpClient.newBuilder()
                .connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .executor(Executors.newVirtualThreadPerTaskExecutor())
                .build();
    }

    void start(@Observes StartupEvent started) {
        poller = Poller.start("boardstate-webhooks", every, this::tick);
    }

    void stop(@Observes ShutdownEvent stopping) {
        if (poller != null) poller.stop();
    }

    private void tick() {
        while (deliverDue() == concurrency) {
            // a full claim: more may be due at once
        }
        Instant now = Instant.now();
        if (now.isAfter(lagMeasured.plus(LAG_EVERY))) {
            lagMeasured = now;
            metrics.lag(outbox.lagSeconds(now));
        }
    }

    /** Claims due deliveries and sends them all (in parallel): the number claimed. */
    public int deliverDue() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        // Longer than one attempt can take, so that a live sender keeps its claim.
        Instant lease = now.plus(timeout.multipliedBy(2)).plusSeconds(5);
        List<Claimed> claimed = outbox.claim(now, lease, concurrency);
        if (claimed.isEmpty()) return 0;
        try (ExecutorService each = Executors.newVirtualThreadPerTaskExecutor()) {
            for (Claimed c : claimed) each.submit(() -> send(c));
        }
        return claimed.size();
    }

    private void send(Claimed c) {
        Attempt attempt;
        try {
            attempt = post(
                    c.url(),
                    c.id().toString(),
                    payload(c).toString(),
                    c.secret(),
                    c.previousSecret(),
                    c.previousUntil());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return; // shutting down: the lease runs out and a replica sends it again
        }
        record(c, attempt.status(), attempt.error());
    }

    /** What one POST came to: the HTTP status if one came back, and why it failed (null: a 2xx). */
    public record Attempt(Integer status, String error) {}

    /** POSTs one signed body to the URL, at once (test pings, and each claimed delivery). */
    Attempt post(String url, String id, String body, String secret, String previousSecret, Instant previousUntil)
            throws InterruptedException {
        Integer status = null;
        String error = null;
        try {
            long timestamp = Instant.now().getEpochSecond();
            HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                    .timeout(timeout)
                    .header("content-type", "application/json")
                    .header("user-agent", "boardstate-webhooks/1")
                    .header("webhook-id", id)
                    .header("webhook-timestamp", Long.toString(timestamp))
                    .header("webhook-signature", signatures(secret, previousSecret, previousUntil, id, timestamp, body))
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build();
            status =
                    client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            if (status < 200 || status > 299) error = "HTTP " + status;
        } catch (IOException | IllegalArgumentException e) {
            error = e.getClass().getSimpleName().replace("Exception", "") + ": " + e.getMessage();
        } catch (RuntimeException e) {
            error = "not sent: " + e.getMessage();
        }
        return new Attempt(status, error == null ? null : truncate(error));
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
        data.put("ruleset", c.ruleset());
        ObjectNode tags = data.putObject("tags");
        tags.put("tournament", c.tournament());
        tags.put("round", c.round());
        tags.put("table", c.table());
        data.put("version", c.matchVersion());
        JsonNode facts = MatchStates.readTree(c.data());
        if (facts instanceof ObjectNode o) data.setAll(o);
        return root;
    }

    private static String truncate(String error) {
        return error.length() <= 300 ? error : error.substring(0, 300);
    }
}
