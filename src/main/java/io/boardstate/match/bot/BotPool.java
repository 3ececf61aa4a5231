package io.boardstate.match.bot;

import io.boardstate.match.model.MatchFailure;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where computer players think: a few threads of their own (half the cores, at least one) with a
 * short queue, so bots never take a request thread or the timeout scheduler, and never more CPU
 * than that. When the queue is full a bot turn waits for the next poll (its timer row stays due)
 * and a hint is refused with 503 BOTS_BUSY: back-pressure instead of a growing backlog.
 */
@ApplicationScoped
public class BotPool {
    static final int QUEUE = 16;

    private final ThreadPoolExecutor executor;

    public BotPool() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        AtomicInteger n = new AtomicInteger();
        executor =
                new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUE), r -> {
                    Thread t = new Thread(r, "boardstate-bots-" + n.incrementAndGet());
                    t.setDaemon(true);
                    t.setPriority(Thread.NORM_PRIORITY - 1); // people's requests first
                    return t;
                });
        executor.allowCoreThreadTimeOut(true);
    }

    /** Runs {@code work} on a bot thread; false when the pool is full (try again later). */
    public boolean offer(Runnable work) {
        try {
            executor.execute(work);
            return true;
        } catch (RejectedExecutionException full) {
            return false;
        }
    }

    /** The result of {@code work} run on a bot thread; {@link MatchFailure.Busy} when the pool is full. */
    public <T> T call(Callable<T> work) {
        Future<T> future;
        try {
            future = executor.submit(work);
        } catch (RejectedExecutionException full) {
            throw new MatchFailure.Busy("Every computer player is thinking; ask again in a moment.");
        }
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            throw new IllegalStateException("interrupted while a bot was thinking", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Whether work is waiting or running (the scheduler skips handing more while the queue is full). */
    public int pending() {
        return executor.getQueue().size() + executor.getActiveCount();
    }

    void stop(@Observes ShutdownEvent stopping) {
        executor.shutdownNow();
    }
}
