package io.boardstate.it;

import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * Waits for what a test expects to happen on a machine that may be slow (two shared cores under a
 * load of 15 take many times as long as a quiet one): polls until the condition holds, with a cap
 * far above a quiet machine's time, so that only "never" fails and no test rests on a margin of
 * wall-clock time.
 */
final class Patience {
    /** The cap for anything a quiet machine does within seconds: a start, a timeout, a failover. */
    static final Duration CAP = Duration.ofMinutes(5);

    private Patience() {}

    /** Polls {@code condition} every {@code every} until it is true; fails naming {@code what} after {@link #CAP}. */
    static void until(String what, Duration every, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + CAP.toNanos();
        while (!condition.call()) {
            if (System.nanoTime() > deadline) throw new AssertionError(what + ": not within " + CAP);
            Thread.sleep(every.toMillis());
        }
    }
}
