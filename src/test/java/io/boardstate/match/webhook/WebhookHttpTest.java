package io.boardstate.match.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * One bounded attempt against real sockets: a receiver that dribbles its body, one with an endless
 * body, one with endless headers, a redirect, and loopback refused when the operator allows nothing.
 */
class WebhookHttpTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(1);
    private static final WebhookDestinations LOOPBACK = new WebhookDestinations(List.of("127.0.0.1"));
    private static final Map<String, String> HEADERS = Map.of("webhook-id", "msg_1");
    private static final byte[] BODY = "{\"type\":\"webhook.test\"}".getBytes(StandardCharsets.UTF_8);

    /** A raw TCP receiver: each connection's request head is read, then {@code answer} writes what it likes. */
    private static final class RawReceiver implements AutoCloseable {
        interface Answer {
            void write(OutputStream out) throws IOException, InterruptedException;
        }

        final ServerSocket server;
        final AtomicInteger connections = new AtomicInteger();
        final AtomicLong written = new AtomicLong();

        RawReceiver(Answer answer) throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
            Thread.ofVirtual().start(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket s = server.accept();
                        connections.incrementAndGet();
                        Thread.ofVirtual().start(() -> serve(s, answer));
                    } catch (IOException e) {
                        return;
                    }
                }
            });
        }

        private void serve(Socket s, Answer answer) {
            try (s) {
                InputStream in = s.getInputStream();
                int matched = 0;
                while (matched < 4) { // up to the blank line after the headers
                    int b = in.read();
                    if (b < 0) return;
                    matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
                }
                OutputStream out = new CountingStream(s.getOutputStream(), written);
                answer.write(out);
                out.flush();
            } catch (IOException | InterruptedException e) {
                // the sender went away
            }
        }

        String url() {
            return "http://127.0.0.1:" + server.getLocalPort() + "/hooks?x=1";
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    private static final class CountingStream extends java.io.FilterOutputStream {
        private final AtomicLong count;

        CountingStream(OutputStream out, AtomicLong count) {
            super(out);
            this.count = count;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count.addAndGet(len);
        }
    }

    private static void ascii(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private static WebhookHttp.Answer post(WebhookDestinations destinations, String url) throws InterruptedException {
        return new WebhookHttp(destinations, TIMEOUT, 16384).post(url, HEADERS, BODY);
    }

    @Test
    void aHealthyReceiverDeliversWithAnyFraming() throws Exception {
        try (RawReceiver plain = new RawReceiver(out -> ascii(out, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"));
                RawReceiver chunked = new RawReceiver(out -> ascii(
                        out,
                        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 202 Accepted\r\nTransfer-Encoding: chunked\r\n\r\n"
                                + "2\r\nok\r\n0\r\n\r\n"));
                RawReceiver empty = new RawReceiver(out -> ascii(out, "HTTP/1.0 204 No Content\r\n\r\n"))) {
            assertEquals(new WebhookHttp.Answer(200, null), post(LOOPBACK, plain.url()));
            assertEquals(new WebhookHttp.Answer(202, null), post(LOOPBACK, chunked.url()));
            assertEquals(new WebhookHttp.Answer(204, null), post(LOOPBACK, empty.url()));
        }
    }

    @Test
    void aBodyDribbledPastTheTimeoutEndsTheAttemptAtTheTimeout() throws Exception {
        try (RawReceiver slow = new RawReceiver(out -> {
            ascii(out, "HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n");
            for (int i = 0; i < 100_000; i++) {
                ascii(out, "x");
                Thread.sleep(100);
            }
        })) {
            long start = System.nanoTime();
            WebhookHttp.Answer answer = post(LOOPBACK, slow.url());
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertEquals(new WebhookHttp.Answer(null, "timeout"), answer);
            assertTrue(took.compareTo(TIMEOUT) >= 0, "not before the timeout: " + took);
            // the dribble would last almost 3 hours: anything near the timeout shows the bound
            assertTrue(took.compareTo(Duration.ofMinutes(2)) < 0, "bounded: " + took);
        }
    }

    @Test
    void aHeaderThatNeverEndsIsCutAtTheTimeoutToo() throws Exception {
        try (RawReceiver silent = new RawReceiver(out -> {
            ascii(out, "HTTP/1.1 200 OK\r\n");
            Thread.sleep(600_000);
        })) {
            assertEquals(new WebhookHttp.Answer(null, "timeout"), post(LOOPBACK, silent.url()));
        }
    }

    @Test
    void aHugeBodyIsNotReadAndHugeHeadersAreTooLarge() throws Exception {
        byte[] megabyte = new byte[1 << 20];
        try (RawReceiver huge = new RawReceiver(out -> {
                    ascii(out, "HTTP/1.1 200 OK\r\nContent-Length: " + (1L << 40) + "\r\n\r\n");
                    for (int i = 0; i < 1 << 20; i++) out.write(megabyte);
                });
                RawReceiver headers = new RawReceiver(out -> {
                    ascii(out, "HTTP/1.1 200 OK\r\n");
                    for (int i = 0; i < 1 << 20; i++) ascii(out, "X-Filler-" + i + ": " + "y".repeat(100) + "\r\n");
                })) {
            assertEquals(new WebhookHttp.Answer(200, null), post(LOOPBACK, huge.url()));
            assertEquals(new WebhookHttp.Answer(null, "too large"), post(LOOPBACK, headers.url()));
            Thread.sleep(200);
            assertTrue(huge.written.get() < 64L << 20, "the sender stopped reading: " + huge.written.get());
        }
    }

    @Test
    void aRedirectIsNotFollowedAndAnErrorTellsOnlyItsStatus() throws Exception {
        try (RawReceiver target = new RawReceiver(out -> ascii(out, "HTTP/1.1 204 No Content\r\n\r\n"));
                RawReceiver redirect = new RawReceiver(out ->
                        ascii(out, "HTTP/1.1 307 Temporary Redirect\r\nLocation: " + target.url() + "\r\n\r\n"));
                RawReceiver failing =
                        new RawReceiver(out -> ascii(out, "HTTP/1.1 500 Oops\r\nContent-Length: 5\r\n\r\nstack"))) {
            assertEquals(new WebhookHttp.Answer(307, "status 307"), post(LOOPBACK, redirect.url()));
            assertEquals(new WebhookHttp.Answer(500, "status 500"), post(LOOPBACK, failing.url()));
            assertEquals(0, target.connections.get(), "the redirect's target was never contacted");
        }
    }

    @Test
    void loopbackIsRefusedBeforeConnectingUnlessAllowed() throws Exception {
        try (RawReceiver receiver = new RawReceiver(out -> ascii(out, "HTTP/1.1 204 No Content\r\n\r\n"))) {
            WebhookDestinations none = new WebhookDestinations(List.of());
            int port = receiver.server.getLocalPort();
            for (String url : List.of(
                    receiver.url(),
                    "http://localhost:" + port + "/x",
                    "http://[::1]:" + port + "/x",
                    "http://[::ffff:127.0.0.1]:" + port + "/x",
                    "http://2130706433:" + port + "/x"))
                assertEquals(new WebhookHttp.Answer(null, "refused"), post(none, url), url);
            assertEquals(0, receiver.connections.get(), "nothing reached the receiver");
            assertEquals(new WebhookHttp.Answer(204, null), post(LOOPBACK, receiver.url()));
        }
        // a closed port: "refused", without the port or the reason
        ServerSocket closed = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"));
        int port = closed.getLocalPort();
        closed.close();
        assertEquals(new WebhookHttp.Answer(null, "refused"), post(LOOPBACK, "http://127.0.0.1:" + port + "/"));
        assertNull(post(LOOPBACK, "http://127.0.0.1:" + port + "/").status());
    }
}
