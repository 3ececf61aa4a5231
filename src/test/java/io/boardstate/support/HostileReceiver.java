package io.boardstate.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A real receiver that abuses webhook senders, on raw sockets: it answers 200 at once and then
 * dribbles its body a byte at a time ({@link Kind#SLOW_BODY}), or sends an endless body ({@link
 * Kind#HUGE_BODY}). It counts the attempts per {@code webhook-id} and how many of one id were open
 * at once (an attempt ends when the sender closes its side of the connection).
 */
public final class HostileReceiver implements AutoCloseable {
    public enum Kind {
        SLOW_BODY,
        HUGE_BODY
    }

    private final Kind kind;
    private final ServerSocket server;
    private final Map<String, Integer> attempts = new HashMap<>();
    private final Map<String, Integer> open = new HashMap<>();
    private int mostOpenOfOneId;
    /** Body bytes this receiver managed to write, in all. */
    public final AtomicLong written = new AtomicLong();

    public HostileReceiver(Kind kind) {
        this.kind = kind;
        try {
            server = new ServerSocket(0, 200, InetAddress.getByName("127.0.0.1"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread.ofVirtual().start(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    Thread.ofVirtual().start(() -> serve(s));
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    public String url() {
        return "http://127.0.0.1:" + server.getLocalPort() + "/hooks";
    }

    /** Attempts per webhook-id. */
    public synchronized Map<String, Integer> attempts() {
        return Map.copyOf(attempts);
    }

    /** The most attempts of one webhook-id that were open at the same time. */
    public synchronized int mostOpenOfOneId() {
        return mostOpenOfOneId;
    }

    private void serve(Socket s) {
        String id = null;
        try (s) {
            InputStream in = s.getInputStream();
            Map<String, String> headers = head(in);
            in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
            id = headers.getOrDefault("webhook-id", "?");
            opened(id);
            // the sender sends nothing more: the end of its stream is the end of its attempt
            Thread writer = Thread.ofVirtual().start(() -> answer(s));
            while (in.read() >= 0) {}
            writer.interrupt();
        } catch (IOException | RuntimeException e) {
            // the sender went away
        } finally {
            if (id != null) closed(id);
        }
    }

    private void answer(Socket s) {
        try {
            OutputStream out = s.getOutputStream();
            out.write("HTTP/1.1 200 OK\r\nContent-Length: 1000000000000\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = new byte[kind == Kind.SLOW_BODY ? 1 : 1 << 16];
            while (!Thread.currentThread().isInterrupted()) {
                out.write(chunk);
                out.flush();
                written.addAndGet(chunk.length);
                if (kind == Kind.SLOW_BODY) Thread.sleep(50);
            }
        } catch (IOException | InterruptedException e) {
            // the sender closed the connection
        }
    }

    private static Map<String, String> head(InputStream in) throws IOException {
        Map<String, String> headers = new HashMap<>();
        StringBuilder line = new StringBuilder();
        boolean first = true;
        for (int b = in.read(); b >= 0; b = in.read()) {
            if (b == '\r') continue;
            if (b != '\n') {
                line.append((char) b);
                continue;
            }
            if (line.isEmpty()) return headers;
            int colon = line.indexOf(":");
            if (!first && colon > 0)
                headers.put(
                        line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        line.substring(colon + 1).trim());
            first = false;
            line.setLength(0);
        }
        throw new IOException("the request ended early");
    }

    private synchronized void opened(String id) {
        attempts.merge(id, 1, Integer::sum);
        int now = open.merge(id, 1, Integer::sum);
        mostOpenOfOneId = Math.max(mostOpenOfOneId, now);
    }

    private synchronized void closed(String id) {
        open.computeIfPresent(id, (k, n) -> n > 1 ? n - 1 : null);
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
