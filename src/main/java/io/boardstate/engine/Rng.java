package io.boardstate.engine;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The only source of randomness an engine may use, and only in {@link Ruleset#setup} and {@link
 * Ruleset#decide}: whatever it draws must be written into the events, so that {@link
 * Ruleset#apply} stays deterministic. Seeded by the match seed and the version the command is
 * applied at, so a match with a given seed and command sequence always plays out the same way.
 */
public final class Rng {
    private final SplittableRandom random;

    private Rng(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** The generator for the command that will be stored after {@code version}. */
    public static Rng forVersion(long matchSeed, long version) {
        return new Rng(mix(matchSeed) ^ mix(version * 0x9E3779B97F4A7C15L + 1));
    }

    public static Rng of(long seed) {
        return new Rng(seed);
    }

    /** A uniform integer in [0, bound). */
    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** Fisher-Yates, in place. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T tmp = list.get(i);
            list.set(i, list.get(j));
            list.set(j, tmp);
        }
    }

    public <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
