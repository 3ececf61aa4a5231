package io.boardstate.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A real local HTTP receiver for webhook deliveries (JDK HttpServer): records every request it gets,
 * answers 204, or 500 for the first {@link #failNext} ones, or 503 while {@link #down}; and
 * verifies signatures with its own reading of the Standard Webhooks spec (not the service's code).
 */
public final class WebhookReceiver implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One request as received; {@code answered}: the status it got. */
    public record Received(String id, String timestamp, String signature, String body, int answered) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public String type() {
            return json().path("type").asText();
        }
    }

    private final HttpServer server;
    private final List<Received> received = new ArrayList<>();
    /** Requests to answer 500 before answering 2xx again. */
    public final AtomicInteger failNext = new AtomicInteger();
    /** While set, every request gets 503. */
    public volatile boolean down;
    /** When set, the first request is held (never answered) until this latch opens. */
    public volatile CountDownLatch holdFirst;

    public final CountDownLatch firstArrived = new CountDownLatch(1);
    /** The webhook-id of the held request, if one was held. */
    public volatile String heldId;

    private final String host;

    public WebhookReceiver() {
        this("127.0.0.1");
    }

    /** A receiver listening on {@code host} (another loopback address, say). */
    public WebhookReceiver(String host) {
        this.host = host;
        try {
            server = HttpServer.create(new InetSocketAddress(host, 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            var h = exchange.getRequestHeaders();
            boolean first = firstArrived.getCount() > 0;
            firstArrived.countDown();
            CountDownLatch hold = holdFirst;
            if (first && hold != null) {
                heldId = h.getFirst("webhook-id");
                try {
                    hold.await(120, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close(); // the sender is gone by now: nothing is recorded
                return;
            }
            int status = down ? 503 : failNext.getAndUpdate(n -> Math.max(0, n - 1)) > 0 ? 500 : 204;
            synchronized (received) {
                received.add(new Received(
                        h.getFirst("webhook-id"),
                        h.getFirst("webhook-timestamp"),
                        h.getFirst("webhook-signature"),
                        body,
                        status));
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
    }

    public String url() {
        return "http://" + host + ":" + server.getAddress().getPort() + "/hooks";
    }

    public List<Received> all() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** The requests that were acknowledged (2xx), in arrival order. */
    public List<Received> acknowledged() {
        return all().stream().filter(r -> r.answered() / 100 == 2).toList();
    }

    /** Waits until the received requests satisfy {@code done}; fails after {@code within}. */
    public List<Received> await(Predicate<List<Received>> done, Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            List<Received> now = all();
            if (done.test(now)) return now;
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("the receiver did not get what was expected within " + within + ": " + all());
    }

    /**
     * Whether one of the space-separated {@code v1,<base64>} signatures is the HMAC-SHA256, keyed
     * with the base64-decoded part of {@code whsec_<base64>}, of {@code <id>.<timestamp>.<body>}.
     */
    public static boolean verifies(String secret, Received r) {
        try {
            byte[] key = Base64.getDecoder().decode(secret.substring("whsec_".length()));
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            String expected = Base64.getEncoder()
                    .encodeToString(mac.doFinal(
                            (r.id() + "." + r.timestamp() + "." + r.body()).getBytes(StandardCharsets.UTF_8)));
            for (String candidate : r.signature().split(" ")) {
                String[] parts = candidate.split(",", 2);
                if (parts.length == 2
                        && parts[0].equals("v1")
                        && java.security.MessageDigest.isEqual(
                                parts[1].getBytes(StandardCharsets.US_ASCII),
                                expected.getBytes(StandardCharsets.US_ASCII))) return true;
            }
            return false;
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        CountDownLatch hold = holdFirst;
        if (hold != null) hold.countDown();
        server.stop(0);
    }
}
