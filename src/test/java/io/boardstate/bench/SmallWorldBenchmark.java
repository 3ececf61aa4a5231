package io.boardstate.bench;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.SmallWorldCommand;
import io.boardstate.games.smallworld.SmallWorldEvent;
import io.boardstate.games.smallworld.SmallWorldRuleset;
import io.boardstate.games.smallworld.SmallWorldState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Throughput of the Small World engine (not a test): random full-game playouts per second per
 * player count, and legal-move generations per second. Each figure is also given as a ratio to a
 * baseline measured in the same run (sorting a fixed array of 100,000 ints), so that figures
 * from noisy or different machines can be compared.
 *
 * <p>Run: {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.boardstate.bench.SmallWorldBenchmark} (optional argument: seconds per
 * measurement, default 3).
 */
public final class SmallWorldBenchmark {
    private static final SmallWorldRuleset RULESET = new SmallWorldRuleset();
    private static volatile long sink;

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3.0;
        System.out.printf("Small World engine benchmark (%.1f s per figure, Java %s)%n", seconds, Runtime.version());
        warmUp();
        double baseline = measure(seconds, SmallWorldBenchmark::sortBaseline);
        System.out.printf("baseline: %,.1f sorts/s of 100,000 ints%n", baseline);
        for (int players = 2; players <= 5; players++) {
            int p = players;
            long[] seed = {1};
            double rate = measure(seconds, () -> sink += playout(p, seed[0]++));
            System.out.printf(
                    "playouts %d players: %,10.1f games/s   ratio to baseline %.3f%n", players, rate, rate / baseline);
        }
        List<SmallWorldState> states = sampleStates();
        int[] next = {0};
        double legal = measure(seconds, () -> {
            SmallWorldState s = states.get(next[0]++ % states.size());
            sink += RULESET.legalCommands(s, RULESET.seatsToAct(s).iterator().next())
                    .size();
        });
        System.out.printf(
                "legal-move generation: %,10.1f lists/s   ratio to baseline %.3f (%d sampled states, 2-5 players)%n",
                legal, legal / baseline, states.size());
    }

    private static void warmUp() {
        long end = System.nanoTime() + 2_000_000_000L;
        for (long seed = 0; System.nanoTime() < end; seed++) {
            sink += playout(2 + (int) (seed % 4), seed);
            sortBaseline();
        }
    }

    /** Runs {@code work} repeatedly for about {@code seconds}; returns runs per second. */
    private static double measure(double seconds, Runnable work) {
        long budget = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long runs = 0;
        long elapsed;
        do {
            work.run();
            runs++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        return runs / (elapsed / 1e9);
    }

    private static final int[] BASELINE_DATA =
            new SplittableRandom(12345).ints(100_000).toArray();

    private static void sortBaseline() {
        int[] copy = Arrays.copyOf(BASELINE_DATA, BASELINE_DATA.length);
        Arrays.sort(copy);
        sink += copy[copy.length / 2];
    }

    /** One random full game through the legal-command list; returns the number of commands. */
    static int playout(int players, long seed) {
        SplittableRandom chooser = new SplittableRandom(seed);
        SmallWorldState s = start(players, seed);
        int commands = 0;
        while (!RULESET.isOver(s)) {
            int seat = RULESET.seatsToAct(s).iterator().next();
            List<SmallWorldCommand> legal = RULESET.legalCommands(s, seat);
            SmallWorldCommand c = legal.get(chooser.nextInt(legal.size()));
            Decision<SmallWorldEvent> d = RULESET.decide(s, seat, c, Rng.forVersion(seed, commands));
            for (SmallWorldEvent e : ((Decision.Accepted<SmallWorldEvent>) d).events()) s = RULESET.apply(s, e);
            commands++;
        }
        return commands;
    }

    private static SmallWorldState start(int players, long seed) {
        Decision<SmallWorldEvent> d =
                RULESET.setup(new MatchSetup(players, SmallWorldRuleset.defaultOptions()), Rng.forVersion(seed, 0));
        SmallWorldState s = null;
        for (SmallWorldEvent e : ((Decision.Accepted<SmallWorldEvent>) d).events()) s = RULESET.apply(s, e);
        return s;
    }

    /** Copies of states met in random games, every 7th decision point. */
    private static List<SmallWorldState> sampleStates() {
        List<SmallWorldState> out = new ArrayList<>();
        for (int players = 2; players <= 5; players++) {
            for (long seed = 100; seed < 110; seed++) {
                SplittableRandom chooser = new SplittableRandom(seed);
                SmallWorldState s = start(players, seed);
                for (int n = 0; !RULESET.isOver(s); n++) {
                    int seat = RULESET.seatsToAct(s).iterator().next();
                    if (n % 7 == 0) out.add(s.copy());
                    List<SmallWorldCommand> legal = RULESET.legalCommands(s, seat);
                    SmallWorldCommand c = legal.get(chooser.nextInt(legal.size()));
                    Decision<SmallWorldEvent> d = RULESET.decide(s, seat, c, Rng.forVersion(seed, n));
                    for (SmallWorldEvent e : ((Decision.Accepted<SmallWorldEvent>) d).events()) s = RULESET.apply(s, e);
                }
            }
        }
        return out;
    }
}
