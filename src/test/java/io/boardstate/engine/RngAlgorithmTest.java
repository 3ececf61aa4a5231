package io.boardstate.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The algorithm docs/guide/verifying-randomness.md publishes ("The generator"), written out from that
 * text alone (no java.util.SplittableRandom), draws exactly what {@link Rng} draws: a verifier in any
 * language can follow that page.
 */
class RngAlgorithmTest {
    /** The published generator: SplitMix64 seeds, 32-bit outputs, bounded draws by rejection. */
    private static final class Published {
        private static final long GAMMA = 0x9E3779B97F4A7C15L;
        private long state;

        Published(long matchSeed, long version) {
            state = mix64(matchSeed) ^ mix64(version * GAMMA + 1);
        }

        static long mix64(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        int next32() {
            state += GAMMA;
            long z = state;
            z = (z ^ (z >>> 33)) * 0x62A9D9ED799705F5L;
            return (int) (((z ^ (z >>> 28)) * 0xCB24D0A5C88C35B3L) >>> 32);
        }

        int below(int bound) {
            int m = bound - 1;
            int r = next32();
            if ((bound & m) == 0) return r & m;
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = next32() >>> 1) {}
            return r;
        }

        <T> void shuffle(List<T> list) {
            for (int i = list.size() - 1; i > 0; i--) {
                int j = below(i + 1);
                T tmp = list.get(i);
                list.set(i, list.get(j));
                list.set(j, tmp);
            }
        }
    }

    @Test
    void thePublishedAlgorithmDrawsWhatRngDraws() {
        SplittableRandom cases = new SplittableRandom(11);
        for (int n = 0; n < 2_000; n++) {
            long seed = n < 3 ? new long[] {0, -1, Long.MIN_VALUE}[n] : cases.nextLong();
            long version = n % 7 == 0 ? 0 : cases.nextLong(1, 100_000);
            Rng rng = Rng.forVersion(seed, version);
            Published published = new Published(seed, version);
            for (int draw = 0; draw < 50; draw++) {
                // Small bounds like dice and decks, powers of two, and large ones that hit the rejection loop.
                int bound =
                        switch (draw % 4) {
                            case 0 -> 6;
                            case 1 -> 1 << cases.nextInt(31);
                            case 2 -> cases.nextInt(1, 200);
                            default -> cases.nextInt(1 << 30, Integer.MAX_VALUE);
                        };
                assertEquals(published.below(bound), rng.nextInt(bound), "seed " + seed + " version " + version);
            }
            List<Integer> deck = new ArrayList<>();
            for (int i = 0; i < 40; i++) deck.add(i);
            List<Integer> expected = new ArrayList<>(deck);
            published.shuffle(expected);
            rng.shuffle(deck);
            assertEquals(expected, deck, "the shuffle, seed " + seed);
        }
    }

    @Test
    void thePageStillPublishesTheseConstants() throws IOException {
        String page = Files.readString(Path.of("docs/guide/verifying-randomness.md"));
        for (String constant : List.of(
                "0xBF58476D1CE4E5B9",
                "0x94D049BB133111EB",
                "0x9E3779B97F4A7C15",
                "0x62A9D9ED799705F5",
                "0xCB24D0A5C88C35B3"))
            assertTrue(page.contains(constant), "docs/guide/verifying-randomness.md publishes " + constant);
    }
}
