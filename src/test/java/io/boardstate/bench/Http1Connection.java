package io.boardstate.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * One keep-alive HTTP/1.1 connection with blocking I/O, for a load generator whose clients each
 * run on their own virtual thread: a request is one write, a response is read to its end (a
 * Content-Length or a chunked body). The JDK's HttpClient took a fifth of the benchmark machine
 * (about 0.5 ms of CPU per command, as much as Postgres), CPU the service under test then lacked;
 * pgbench's own client is C. Not thread-safe: one per client and replica.
 */
final class Http1Connection implements AutoCloseable {
    /** A response: its status and body. */
    record Response(int status, byte[] body) {}

    private final String host;
    private final int port;
    private final int timeoutMillis;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    Http1Connection(URI base, int timeoutMillis) {
        this.host = base.getHost();
        this.port = base.getPort();
        this.timeoutMillis = timeoutMillis;
    }

    /**
     * Sends a request ({@code headers} as name, value, name, value ...) and reads its response; a
     * connection the server closed in the meantime is reopened once, before anything was read.
     */
    Response send(String method, String path, List<String> headers, byte[] body) throws IOException {
        byte[] request = request(method, path, headers, body);
        for (int attempt = 0; ; attempt++) {
            boolean reused = socket != null;
            try {
                if (socket == null) open();
                out.write(request);
                out.flush();
                return read();
            } catch (IOException e) {
                close();
                // Only a reused connection the server closed while it was idle is tried again.
                if (!(e instanceof ClosedWhileIdle) || !reused || attempt > 0) throw e;
            }
        }
    }

    private byte[] request(String method, String path, List<String> headers, byte[] body) {
        StringBuilder head = new StringBuilder(256)
                .append(method)
                .append(' ')
                .append(path)
                .append(" HTTP/1.1\r\nHost: ")
                .append(host)
                .append(':')
                .append(port)
                .append("\r\n");
        for (int i = 0; i < headers.size(); i += 2)
            head.append(headers.get(i)).append(": ").append(headers.get(i + 1)).append("\r\n");
        if (body != null) head.append("Content-Length: ").append(body.length).append("\r\n");
        head.append("\r\n");
        byte[] start = head.toString().getBytes(StandardCharsets.US_ASCII);
        if (body == null) return start;
        byte[] all = new byte[start.length + body.length];
        System.arraycopy(start, 0, all, 0, start.length);
        System.arraycopy(body, 0, all, start.length, body.length);
        return all;
    }

    private void open() throws IOException {
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(host, port), timeoutMillis);
        socket.setSoTimeout(timeoutMillis);
        in = new BufferedInputStream(socket.getInputStream(), 16384);
        out = socket.getOutputStream();
    }

    /** The connection ended before a status line: the server closed it, not in the middle of an answer. */
    private static final class ClosedWhileIdle extends IOException {
        ClosedWhileIdle(EOFException cause) {
            super("connection closed before an answer", cause);
        }
    }

    private Response read() throws IOException {
        String status;
        try {
            status = line();
        } catch (EOFException closed) {
            throw new ClosedWhileIdle(closed);
        }
        if (!status.startsWith("HTTP/1.1 ") || status.length() < 12)
            throw new IOException("not an HTTP/1.1 status line: " + status);
        int code = Integer.parseInt(status.substring(9, 12));
        long length = -1;
        boolean chunked = false;
        boolean closes = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            int colon = header.indexOf(':');
            if (colon < 0) continue;
            String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> length = Long.parseLong(value);
                case "transfer-encoding" ->
                    chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
                case "connection" -> closes = value.equalsIgnoreCase("close");
                default -> {}
            }
        }
        byte[] body;
        if (chunked) body = chunks();
        else if (length >= 0) body = in.readNBytes((int) length);
        else if (code == 204 || code == 304) body = new byte[0];
        else {
            body = in.readAllBytes(); // delimited by the server closing the connection
            closes = true;
        }
        if (length >= 0 && body.length != length) throw new EOFException("body ended early");
        if (closes) close();
        return new Response(code, body);
    }

    private byte[] chunks() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream(8192);
        while (true) {
            String size = line();
            int semicolon = size.indexOf(';');
            int n = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
            if (n == 0) break;
            byte[] chunk = in.readNBytes(n);
            if (chunk.length != n) throw new EOFException("chunk ended early");
            body.write(chunk);
            line();
        }
        while (!line().isEmpty()) {} // trailers
        return body.toByteArray();
    }

    /** One CRLF-terminated line, without it. */
    private String line() throws IOException {
        StringBuilder line = new StringBuilder(64);
        int b;
        while ((b = in.read()) != '\n') {
            if (b < 0) throw new EOFException("connection closed");
            if (b != '\r') line.append((char) b);
        }
        return line.toString();
    }

    @Override
    public void close() {
        if (socket == null) return;
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing only
        }
        socket = null;
    }
}
