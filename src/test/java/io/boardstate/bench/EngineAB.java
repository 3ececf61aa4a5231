package io.boardstate.bench;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Compares the engine speed of two builds in one JVM (not a test): each build's classes are loaded
 * in a class loader of their own, with a second loader of build A as a control, and the three take
 * turns in short windows of this thread's CPU time, playing the same random games
 * ({@link SmallWorldBenchmark#playout}). Load from other processes then falls on all three alike,
 * which separate runs one after the other cannot promise on a shared machine. It prints the median
 * of the per-round ratios B/A, and A'/A for the control: a difference smaller than the control's
 * distance from 1 is noise.
 *
 * <p>Run with the test classpath: {@code java io.boardstate.bench.EngineAB <build A> <build B>
 * <ruleset id> <players> [rounds, default 40]}, where a build is a directory holding {@code
 * classes} and {@code test-classes} (a copy of one build's {@code target}).
 */
public final class EngineAB {
    private static final long WINDOW_NANOS = 300_000_000L;

    public static void main(String[] args) throws Exception {
        String id = args[2];
        int players = Integer.parseInt(args[3]);
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 40;
        Build a = new Build(args[0], id, players),
                b = new Build(args[1], id, players),
                control = new Build(args[0], id, players);
        Build[] all = {a, b, control};
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int w = 0; w < 10; w++) for (Build x : all) rate(cpu, x); // warm up each build's JIT
        double[] ba = new double[rounds], ca = new double[rounds];
        double[][] rates = new double[3][rounds];
        for (int k = 0; k < rounds; k++) {
            for (int j = 0; j < 3; j++) { // each build goes first, second and third in turn
                int i = (k + j) % 3;
                rates[i][k] = rate(cpu, all[i]);
            }
            ba[k] = rates[1][k] / rates[0][k];
            ca[k] = rates[2][k] / rates[0][k];
        }
        System.out.printf(
                "%s %d players, %d rounds: A median %,.0f games/s, B %,.0f, A' %,.0f%n",
                id, players, rounds, median(rates[0]), median(rates[1]), median(rates[2]));
        System.out.printf(
                "B/A median %.3f (quartiles %.3f-%.3f); control A'/A median %.3f (quartiles %.3f-%.3f)%n",
                median(ba), quartile(ba, 1), quartile(ba, 3), median(ca), quartile(ca, 1), quartile(ca, 3));
    }

    /** Playouts per CPU second of one window. */
    private static double rate(ThreadMXBean cpu, Build x) throws Exception {
        long start = cpu.getCurrentThreadCpuTime();
        long runs = 0, elapsed;
        do {
            x.playout();
            runs++;
            elapsed = cpu.getCurrentThreadCpuTime() - start;
        } while (elapsed < WINDOW_NANOS);
        return runs / (elapsed / 1e9);
    }

    private static double median(double[] v) {
        return quartile(v, 2);
    }

    private static double quartile(double[] v, int q) {
        double[] sorted = v.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, q * sorted.length / 4)];
    }

    /** One build in its own class loader, over the libraries of this JVM's class path. */
    private static final class Build {
        private final Object ruleset;
        private final Method playout;
        private final int players;
        private long seed = 1;
        long sink;

        Build(String dir, String id, int players) throws Exception {
            List<URL> urls = new ArrayList<>();
            urls.add(Path.of(dir, "test-classes").toUri().toURL());
            urls.add(Path.of(dir, "classes").toUri().toURL());
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator))
                if (entry.endsWith(".jar")) urls.add(Path.of(entry).toUri().toURL());
            ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            Class<?> rulesetType = Class.forName("io.boardstate.engine.Ruleset", true, loader);
            Object found = null;
            for (Object r : ServiceLoader.load(rulesetType, loader)) {
                Object info = rulesetType.getMethod("info").invoke(r);
                if (id.equals(info.getClass().getMethod("id").invoke(info))) found = r;
            }
            if (found == null) throw new IllegalArgumentException("no ruleset " + id + " in " + dir);
            ruleset = found;
            playout = Class.forName("io.boardstate.bench.SmallWorldBenchmark", true, loader)
                    .getDeclaredMethod("playout", rulesetType, int.class, long.class);
            playout.setAccessible(true);
            this.players = players;
        }

        void playout() throws Exception {
            sink += (int) playout.invoke(null, ruleset, players, seed);
            seed = seed % 400 + 1; // the same 400 games in every build
        }
    }
}
