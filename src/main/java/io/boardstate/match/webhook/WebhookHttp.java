package io.boardstate.match.webhook;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * One webhook POST over HTTP/1.1, bounded: the whole attempt (DNS, connect, TLS, request, status,
 * headers and the body's first {@code maxResponseBytes}) ends by the timeout, when a watchdog closes
 * the socket; an answer's headers beyond the cap are "too large", and a longer body is not read. It
 * connects only to the addresses it checked (no second lookup, so no DNS rebinding) and follows no
 * redirect. What went wrong is told in a few words that reveal nothing of the network.
 */
final class WebhookHttp {
    static final String REFUSED = "refused";
    static final String TIMEOUT = "timeout";
    static final String TOO_LARGE = "too large";

    /** What an attempt came to: the status if one came back, and why it failed (null: a 2xx). */
    record Answer(Integer status, String error) {}

    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "boardstate-webhook-watchdog");
        t.setDaemon(true);
        return t;
    });

    private final WebhookDestinations destinations;
    private final Duration timeout;
    private final int maxResponseBytes;

    WebhookHttp(WebhookDestinations destinations, Duration timeout, int maxResponseBytes) {
        this.destinations = destinations;
        this.timeout = timeout;
        this.maxResponseBytes = maxResponseBytes;
    }

    /** POSTs {@code body} with {@code headers} to {@code url}; never longer than the timeout. */
    Answer post(String url, Map<String, String> headers, byte[] body) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        URI uri;
        try {
            uri = new URI(url);
        } catch (java.net.URISyntaxException e) {
            return new Answer(null, REFUSED);
        }
        String scheme = String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT);
        if (uri.getHost() == null || !(scheme.equals("http") || scheme.equals("https")))
            return new Answer(null, REFUSED);
        boolean tls = scheme.equals("https");
        int port = uri.getPort() > 0 ? uri.getPort() : tls ? 443 : 80;
        List<InetAddress> addresses;
        try {
            addresses = resolve(uri.getHost(), deadline);
        } catch (WebhookDestinations.Forbidden e) {
            return new Answer(null, REFUSED);
        } catch (TimeoutException e) {
            return new Answer(null, TIMEOUT);
        }
        AtomicReference<Socket> open = new AtomicReference<>();
        ScheduledFuture<?> watchdog =
                WATCHDOG.schedule(() -> quietlyClose(open.get()), remaining(deadline), TimeUnit.NANOSECONDS);
        try {
            Socket socket = connect(open, addresses, port, deadline);
            if (socket == null) return new Answer(null, late(deadline) ? TIMEOUT : REFUSED);
            Socket wire = tls ? handshake(socket, uri.getHost(), port, deadline) : socket;
            open.set(wire);
            send(wire.getOutputStream(), uri, headers, body);
            return answer(new Bounded(wire, deadline, maxResponseBytes));
        } catch (TooLarge e) {
            return new Answer(null, TOO_LARGE);
        } catch (SocketTimeoutException e) {
            return new Answer(null, TIMEOUT);
        } catch (IOException e) {
            return new Answer(null, late(deadline) ? TIMEOUT : REFUSED);
        } finally {
            watchdog.cancel(false);
            quietlyClose(open.get());
        }
    }

    /** The host's addresses, checked, looked up at most until the deadline. */
    private List<InetAddress> resolve(String host, long deadline)
            throws WebhookDestinations.Forbidden, TimeoutException, InterruptedException {
        CompletableFuture<List<InetAddress>> lookup = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try {
                lookup.complete(destinations.resolve(host));
            } catch (Throwable e) {
                lookup.completeExceptionally(e);
            }
        });
        try {
            return lookup.get(remaining(deadline), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof WebhookDestinations.Forbidden f) throw f;
            throw new WebhookDestinations.Forbidden("the host does not resolve");
        }
    }

    /** Tries the addresses in turn (the next after a refusal) until one connects; null: none did. */
    private static Socket connect(AtomicReference<Socket> open, List<InetAddress> addresses, int port, long deadline)
            throws SocketTimeoutException {
        for (InetAddress address : addresses) {
            long left = millisLeft(deadline);
            if (left <= 0) throw new SocketTimeoutException(TIMEOUT);
            Socket socket = new Socket();
            open.set(socket);
            try {
                socket.connect(new InetSocketAddress(address, port), (int) Math.min(left, Integer.MAX_VALUE));
                return socket;
            } catch (SocketTimeoutException e) {
                throw e;
            } catch (IOException e) {
                quietlyClose(socket);
                if (late(deadline)) throw new SocketTimeoutException(TIMEOUT); // the watchdog closed it
            }
        }
        return null;
    }

    private static Socket handshake(Socket plain, String host, int port, long deadline) throws IOException {
        SSLSocket tls = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                .createSocket(plain, host.startsWith("[") ? host.substring(1, host.length() - 1) : host, port, true);
        SSLParameters parameters = tls.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        tls.setSSLParameters(parameters);
        tls.setSoTimeout((int) Math.max(1, Math.min(millisLeft(deadline), Integer.MAX_VALUE)));
        tls.startHandshake();
        return tls;
    }

    private static void send(OutputStream raw, URI uri, Map<String, String> headers, byte[] body) throws IOException {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        if (uri.getRawQuery() != null) path += "?" + uri.getRawQuery();
        StringBuilder head = new StringBuilder()
                .append("POST ")
                .append(path)
                .append(" HTTP/1.1\r\nHost: ")
                .append(uri.getRawAuthority())
                .append("\r\nContent-Length: ")
                .append(body.length)
                .append("\r\nConnection: close\r\n");
        headers.forEach(
                (name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        head.append("\r\n");
        OutputStream out = new BufferedOutputStream(raw);
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }

    /** Reads the status (past any 1xx), the headers and, for a 2xx, the body up to the cap. */
    private static Answer answer(Bounded in) throws IOException {
        int status;
        Map<String, String> headers;
        do {
            status = statusOf(in.line());
            headers = new java.util.HashMap<>();
            for (String line = in.line(); !line.isEmpty(); line = in.line()) {
                int colon = line.indexOf(':');
                if (colon > 0)
                    headers.put(
                            line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                            line.substring(colon + 1).trim());
            }
        } while (status >= 100 && status < 200);
        if (status < 200 || status > 299) return new Answer(status, "status " + status);
        if (status != 204) in.skipBody(headers);
        return new Answer(status, null);
    }

    private static int statusOf(String line) throws IOException {
        String[] parts = line.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.") || !parts[1].matches("[1-9][0-9]{2}"))
            throw new IOException("not an HTTP/1.x answer");
        return Integer.parseInt(parts[1]);
    }

    private static long remaining(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }

    /** The time left in whole milliseconds, rounded up: a socket timeout never ends an attempt early. */
    private static long millisLeft(long deadline) {
        return (remaining(deadline) + 999_999) / 1_000_000;
    }

    private static boolean late(long deadline) {
        return remaining(deadline) == 0;
    }

    private static void quietlyClose(Socket socket) {
        if (socket == null) return;
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    /** The answer's headers were longer than the cap. */
    private static final class TooLarge extends IOException {
        TooLarge() {
            super(TOO_LARGE, null);
        }
    }

    /** The answer's bytes, each read waiting at most until the deadline, at most {@code cap} of them. */
    private static final class Bounded {
        private final Socket socket;
        private final InputStream in;
        private final long deadline;
        private final int cap;
        private int read;

        Bounded(Socket socket, long deadline, int cap) throws IOException {
            this.socket = socket;
            this.in = new BufferedInputStream(socket.getInputStream(), 4096);
            this.deadline = deadline;
            this.cap = cap;
        }

        /** One byte; -1 at the end; past the cap, headers are too large (a body stops earlier). */
        int next() throws IOException {
            if (read >= cap) throw new TooLarge();
            long left = millisLeft(deadline);
            if (left <= 0) throw new SocketTimeoutException(TIMEOUT);
            socket.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
            int b = in.read();
            if (b >= 0) read++;
            return b;
        }

        String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = next(); b != '\n'; b = next()) {
                if (b < 0) throw new IOException("the answer ended early");
                if (b != '\r') line.append((char) b);
            }
            return line.toString();
        }

        /** Reads the body (by length, chunks or to the end) until it ends or the cap is reached. */
        void skipBody(Map<String, String> headers) throws IOException {
            try {
                if (headers.getOrDefault("transfer-encoding", "")
                        .toLowerCase(Locale.ROOT)
                        .contains("chunked")) {
                    for (long size = chunkSize(line()); size > 0; size = chunkSize(line())) {
                        for (long i = 0; i < size; i++) if (next() < 0) return;
                        line();
                    }
                } else if (headers.containsKey("content-length")) {
                    long length = Long.parseLong(headers.get("content-length"));
                    for (long i = 0; i < length; i++) if (next() < 0) return;
                } else while (next() >= 0) {}
            } catch (TooLarge | NumberFormatException e) {
                // the rest of a long (or oddly framed) body is not read: the status has answered
            }
        }

        private static long chunkSize(String line) {
            int semicolon = line.indexOf(';');
            return Long.parseLong((semicolon < 0 ? line : line.substring(0, semicolon)).trim(), 16);
        }
    }
}
