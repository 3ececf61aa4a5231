package io.boardstate.support;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.File;
import java.io.IOException;
import java.net.Socket;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A private redis-server for the tests, on a free port, so that a test can stop and restart it
 * (Redis outages) without touching any other Redis on the machine.
 */
public class RedisTestResource implements QuarkusTestResourceLifecycleManager {
    private static int port;
    private static Process process;

    @Override
    public Map<String, String> start() {
        port = Ports.free();
        startRedis();
        return Map.of(
                "quarkus.redis.hosts", "redis://127.0.0.1:" + port, "boardstate.cache.retry-after-failure", "PT0.2S");
    }

    @Override
    public void stop() {
        stopRedis();
    }

    public static synchronized void startRedis() {
        if (process != null && process.isAlive()) return;
        try {
            process = new ProcessBuilder(
                            redisServer(),
                            "--port",
                            Integer.toString(port),
                            "--bind",
                            "127.0.0.1",
                            "--save",
                            "",
                            "--appendonly",
                            "no")
                    .redirectErrorStream(true)
                    .redirectOutput(new File("target/redis-test.log"))
                    .start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < deadline) {
                try (Socket ignored = new Socket("127.0.0.1", port)) {
                    return;
                } catch (IOException notYet) {
                    Thread.sleep(50);
                }
            }
            throw new IllegalStateException("redis-server did not start on port " + port);
        } catch (IOException e) {
            throw new IllegalStateException("cannot start redis-server (install Redis, see README)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static synchronized void stopRedis() {
        if (process == null) return;
        process.destroy();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process = null;
    }

    public static int port() {
        return port;
    }

    private static String redisServer() {
        for (String candidate : new String[] {"/usr/bin/redis-server", "/usr/local/bin/redis-server"}) {
            if (new File(candidate).canExecute()) return candidate;
        }
        return "redis-server";
    }
}
