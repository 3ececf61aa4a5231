package io.boardstate.bench;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.games.greatfire.GreatFireCommand;
import io.boardstate.games.greatfire.GreatFireEvent;
import io.boardstate.games.greatfire.GreatFireRuleset;
import io.boardstate.games.greatfire.GreatFireState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Throughput of the Great Fire engine: random playouts per second per player count and legal-move
 * generations per second, each also as a ratio to a baseline workload (sorting a fixed int array)
 * timed in the same run, so figures compare across machines. Rates are per second of the
 * measuring thread's CPU time. Not a test: run it with
 * {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.boardstate.bench.GreatFireBenchmark}.
 */
public final class GreatFireBenchmark {
    private static final GreatFireRuleset RULESET = new GreatFireRuleset();
    private static final long MEASURE_NANOS = 2_000_000_000L;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static long sink;

    private GreatFireBenchmark() {}

    public static void main(String[] args) {
        warmUp();
        // The baseline is timed again next to each workload, so that load from other processes
        // affects both sides of a ratio alike.
        for (int count = 3; count <= 6; count++) {
            double baseline = baselineSortsPerSecond();
            final int players = count;
            long[] commands = new long[2];
            double rate = rate(seed -> {
                commands[0] += playout(players, seed, null);
                commands[1]++;
            });
            System.out.printf(
                    "%d players: %.1f playouts/s = %.4f x baseline (%.0f sorts/s of a fixed 10,000-int array), %.0f commands per game%n",
                    players, rate, rate / baseline, baseline, (double) commands[0] / commands[1]);
        }
        List<GreatFireState> states = new ArrayList<>();
        for (int players = 3; players <= 6; players++)
            for (int g = 0; g < 5; g++) playout(players, 900 + g * 7L + players, states);
        double baseline = baselineSortsPerSecond();
        double legal = rate(k -> sink += RULESET.legalCommands(
                        states.get((int) (k % states.size())), states.get((int) (k % states.size())).currentSeat)
                .size());
        System.out.printf(
                "legal-move generation: %.0f lists/s over %d sampled states = %.2f x baseline (%.0f sorts/s)%n",
                legal, states.size(), legal / baseline, baseline);
        if (sink == 42) System.out.println();
    }

    /** Lets the JIT compile the engine and the baseline before anything is measured. */
    private static void warmUp() {
        rate(k -> playout(3 + (int) (k % 4), k, null));
        rate(k -> playout(3 + (int) (k % 4), k, null));
        baselineSortsPerSecond();
    }

    interface Work {
        void run(long iteration);
    }

    /**
     * Runs the work repeatedly for the measuring window and returns iterations per second of this
     * thread's CPU time: on a shared machine the wall clock also counts the time other processes
     * held the core, which the CPU clock leaves out (for the workload and the baseline alike).
     */
    private static double rate(Work work) {
        long start = CPU.getCurrentThreadCpuTime();
        long iterations = 0;
        // Reading the CPU clock costs about a microsecond: it is read once per 16 iterations.
        while (CPU.getCurrentThreadCpuTime() - start < MEASURE_NANOS)
            for (int k = 0; k < 16; k++) work.run(iterations++);
        return iterations / ((CPU.getCurrentThreadCpuTime() - start) / 1e9);
    }

    private static double baselineSortsPerSecond() {
        int[] fixed = new int[10_000];
        SplittableRandom random = new SplittableRandom(1666);
        for (int i = 0; i < fixed.length; i++) fixed[i] = random.nextInt();
        return rate(k -> {
            int[] copy = fixed.clone();
            Arrays.sort(copy);
            sink += copy[(int) (k % copy.length)];
        });
    }

    private static GreatFireState replay(List<GreatFireEvent> log) {
        GreatFireState state = null;
        for (GreatFireEvent e : log) state = RULESET.apply(state, e);
        return state;
    }

    /** One random game through the legal-command list; returns the number of commands. */
    private static int playout(int players, long seed, List<GreatFireState> sample) {
        SplittableRandom chooser = new SplittableRandom(seed);
        Decision<GreatFireEvent> opening = RULESET.setup(new MatchSetup(players, Map.of()), Rng.of(seed));
        GreatFireState state = null;
        List<GreatFireEvent> log = new ArrayList<>(((Decision.Accepted<GreatFireEvent>) opening).events());
        for (GreatFireEvent e : log) state = RULESET.apply(state, e);
        int commands = 0;
        while (!state.isOver()) {
            int seat = state.currentSeat;
            List<GreatFireCommand> legal = RULESET.legalCommands(state, seat);
            if (sample != null && commands % 40 == 0) sample.add(replay(log));
            GreatFireCommand command = legal.get(chooser.nextInt(legal.size()));
            Decision<GreatFireEvent> decision = RULESET.decide(state, seat, command, Rng.of(seed + commands));
            for (GreatFireEvent e : ((Decision.Accepted<GreatFireEvent>) decision).events()) {
                state = RULESET.apply(state, e);
                if (sample != null) log.add(e);
            }
            commands++;
        }
        return commands;
    }
}
