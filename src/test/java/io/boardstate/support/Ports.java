package io.boardstate.support;

import java.io.IOException;
import java.net.ServerSocket;

/** Ports for the processes the tests start (or for nothing to listen on). */
public final class Ports {
    private Ports() {}

    /** A port that was free a moment ago. */
    public static int free() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
