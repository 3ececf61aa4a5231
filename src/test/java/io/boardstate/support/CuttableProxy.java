package io.boardstate.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real TCP relay in front of the service, to drop a client's connections mid-stream the way a
 * network does: {@link #cut()} closes every open connection; new ones go through again. Keeps what
 * clients sent (request heads), so a test can see what a browser sent when it reconnected.
 */
public final class CuttableProxy implements AutoCloseable {
    private final ServerSocket server;
    private final int target;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final StringBuffer sent = new StringBuffer();

    public CuttableProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(this::accept);
    }

    public int port() {
        return server.getLocalPort();
    }

    /** Everything clients sent so far, as text. */
    public String sent() {
        return sent.toString();
    }

    /** Closes every open connection, as a network failure would. */
    public void cut() throws IOException {
        List<Socket> now = new ArrayList<>(open);
        open.removeAll(now);
        for (Socket s : now) s.close();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket upstream = new Socket(InetAddress.getLoopbackAddress(), target);
                open.add(client);
                open.add(upstream);
                Thread.ofVirtual().start(() -> pump(client, upstream, true));
                Thread.ofVirtual().start(() -> pump(upstream, client, false));
            } catch (IOException e) {
                // closed
            }
        }
    }

    private void pump(Socket from, Socket to, boolean fromClient) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                if (fromClient) sent.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed or was cut
        } finally {
            close(from);
            close(to);
        }
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        cut();
    }
}
