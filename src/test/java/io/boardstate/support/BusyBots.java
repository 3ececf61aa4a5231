package io.boardstate.support;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.match.bot.BotPool;
import java.util.concurrent.CountDownLatch;

/**
 * Every bot thread kept busy until {@link #close}: a test holds a bot's work back for as long as
 * it needs, deterministically (the work waits in the pool's queue), then lets it run.
 */
public final class BusyBots implements AutoCloseable {
    private final CountDownLatch release = new CountDownLatch(1);

    public BusyBots(BotPool pool) {
        int blockers = Runtime.getRuntime().availableProcessors(); // at least every bot thread
        for (int i = 0; i < blockers; i++)
            assertTrue(pool.offer(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
    }

    @Override
    public void close() {
        release.countDown();
    }
}
