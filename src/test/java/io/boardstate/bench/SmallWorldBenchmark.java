package io.boardstate.bench;

import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/**
 * Throughput of the Small World family engines (not a test): random full-game playouts per
 * second per player count, and legal-move generations per second, for every registered edition
 * (ruleset ids starting with {@code smallworld}). Each figure is also given as a ratio to a
 * baseline measured in the same run (sorting a fixed array of 100,000 ints), so that figures
 * from noisy or different machines can be compared; rates are per second of the benchmark
 * thread's CPU time, best of quarter-second windows, so that other load disturbs them little.
 *
 * <p>Run: {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.boardstate.bench.SmallWorldBenchmark} (optional arguments: seconds per
 * measurement, default 3; then ruleset ids, default every Small World edition). {@code
 * -Dplayers=5} measures playouts at that player count only; {@code -Dlegal=false} skips the
 * legal-move figure (its sample games take long): short runs to compare two builds alternately.
 */
public final class SmallWorldBenchmark {
    private static volatile long sink;

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3.0;
        List<String> ids = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : List.of();
        List<Ruleset<Object, Command, Event>> rulesets = editions(ids);
        System.out.printf("Small World engine benchmark (%.1f s per figure, Java %s)%n", seconds, Runtime.version());
        for (Ruleset<Object, Command, Event> r : rulesets) warmUp(r);
        double baseline = measure(seconds, SmallWorldBenchmark::sortBaseline);
        System.out.printf("baseline: %,.1f sorts/s of 100,000 ints%n", baseline);
        for (Ruleset<Object, Command, Event> ruleset : rulesets) {
            String id = ruleset.info().id();
            Integer only = Integer.getInteger("players");
            for (int players = only != null ? only : ruleset.info().minSeats();
                    players <= (only != null ? only : ruleset.info().maxSeats());
                    players++) {
                int p = players;
                long[] seed = {1};
                double rate = measure(seconds, () -> sink += playout(ruleset, p, seed[0]++));
                System.out.printf(
                        "%s playouts %d players: %,10.1f games/s   ratio to baseline %.3f%n",
                        id, players, rate, rate / baseline);
            }
            if (!Boolean.parseBoolean(System.getProperty("legal", "true"))) continue;
            List<Object> states = sampleStates(ruleset);
            int[] next = {0};
            double legal = measure(seconds, () -> {
                Object s = states.get(next[0]++ % states.size());
                sink += ruleset.legalCommands(
                                s, ruleset.seatsToAct(s).iterator().next())
                        .size();
            });
            System.out.printf(
                    "%s legal-move generation: %,10.1f lists/s   ratio to baseline %.3f (%d sampled states)%n",
                    id, legal, legal / baseline, states.size());
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Ruleset<Object, Command, Event>> editions(List<String> ids) {
        List<Ruleset<Object, Command, Event>> out = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            String id = r.info().id();
            if (ids.isEmpty() ? id.startsWith("smallworld") : ids.contains(id)) {
                out.add((Ruleset<Object, Command, Event>) r);
            }
        }
        return out;
    }

    private static void warmUp(Ruleset<Object, Command, Event> ruleset) {
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long end = cpu.getCurrentThreadCpuTime() + 3_000_000_000L; // CPU time: a loaded machine still warms up
        int span = ruleset.info().maxSeats() - ruleset.info().minSeats() + 1;
        for (long seed = 0; cpu.getCurrentThreadCpuTime() < end; seed++) {
            sink += playout(ruleset, ruleset.info().minSeats() + (int) (seed % span), seed);
            sortBaseline();
        }
    }

    /**
     * Runs {@code work} for about {@code seconds} of this thread's CPU time, in windows of a
     * quarter second, and returns the best window's runs per CPU second: other load on a shared
     * machine only ever slows a window down, so the best one is the closest to the machine alone.
     */
    private static double measure(double seconds, Runnable work) {
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long window = 250_000_000L;
        long end = cpu.getCurrentThreadCpuTime() + (long) (seconds * 1e9);
        double best = 0;
        do {
            long start = cpu.getCurrentThreadCpuTime();
            long runs = 0;
            long elapsed;
            do {
                work.run();
                runs++;
                elapsed = cpu.getCurrentThreadCpuTime() - start;
            } while (elapsed < window);
            best = Math.max(best, runs / (elapsed / 1e9));
        } while (cpu.getCurrentThreadCpuTime() < end);
        return best;
    }

    private static final int[] BASELINE_DATA =
            new SplittableRandom(12345).ints(100_000).toArray();

    private static void sortBaseline() {
        int[] copy = Arrays.copyOf(BASELINE_DATA, BASELINE_DATA.length);
        Arrays.sort(copy);
        sink += copy[copy.length / 2];
    }

    /** One random full game through the legal-command list; returns the number of commands. */
    static int playout(Ruleset<Object, Command, Event> ruleset, int players, long seed) {
        int[] commands = {0};
        play(ruleset, players, seed, s -> {
            commands[0]++;
            return s;
        });
        return commands[0];
    }

    /** Plays a random game, handing each state before a command to {@code seen}. */
    private static void play(
            Ruleset<Object, Command, Event> ruleset, int players, long seed, UnaryOperator<Object> seen) {
        SplittableRandom chooser = new SplittableRandom(seed);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
        Object s = null;
        var start = (Decision.Accepted<Event>) ruleset.setup(new MatchSetup(players, options), Rng.forVersion(seed, 0));
        for (Event e : start.events()) s = ruleset.apply(s, e);
        for (int n = 0; !ruleset.isOver(s); n++) {
            seen.apply(s);
            int seat = ruleset.seatsToAct(s).iterator().next();
            List<Command> legal = ruleset.legalCommands(s, seat);
            Command c = legal.get(chooser.nextInt(legal.size()));
            var d = (Decision.Accepted<Event>) ruleset.decide(s, seat, c, Rng.forVersion(seed, n));
            for (Event e : d.events()) s = ruleset.apply(s, e);
        }
    }

    /** States met in random games, every 7th decision point (kept: apply makes a new state only at setup). */
    private static List<Object> sampleStates(Ruleset<Object, Command, Event> ruleset) {
        List<Object> out = new ArrayList<>();
        var codec = new io.boardstate.match.support.EngineCodec<>(ruleset);
        for (int players = ruleset.info().minSeats(); players <= ruleset.info().maxSeats(); players++) {
            for (long seed = 100; seed < 110; seed++) {
                int[] n = {0};
                play(ruleset, players, seed, s -> {
                    if (n[0]++ % 7 == 0) out.add(codec.stateFromJson(codec.stateToJson(s)));
                    return s;
                });
            }
        }
        return out;
    }
}
