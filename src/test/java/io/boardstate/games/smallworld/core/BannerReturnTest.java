package io.boardstate.games.smallworld.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code decide} skips the badge-reshuffle replay when the banner pile is empty and {@link
 * SmallWorldRuleset#noBannerReturns} says the command's events return no banner. Checked here
 * against the fold itself: on random games of every edition, whenever it says so, the events
 * folded on a copy leave the banner pile empty after each of them (so R-5 never applied).
 */
class BannerReturnTest {
    @Test
    void anEmptyBannerPileStaysEmptyWhenNoBannerReturns() {
        int editions = 0;
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (!(r instanceof SmallWorldRuleset ruleset)) continue;
            editions++;
            int claimed = 0, refused = 0;
            for (int players = 2; players <= 5; players++) {
                for (long seed = 1; seed <= 40; seed++) {
                    int[] counts = play(ruleset, players, seed);
                    claimed += counts[0];
                    refused += counts[1];
                }
            }
            String id = ruleset.info().id();
            assertTrue(claimed > 100, id + ": commands with an empty banner pile where no banner returns: " + claimed);
            assertTrue(refused > 10, id + ": commands with an empty banner pile where one may return: " + refused);
        }
        assertTrue(editions >= 3, "the Small World editions are registered");
    }

    /** One random game; returns how often the test said no banner returns, and how often it did not. */
    private static int[] play(SmallWorldRuleset ruleset, int players, long seed) {
        SplittableRandom chooser = new SplittableRandom(seed);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
        var start = (Decision.Accepted<SmallWorldEvent>)
                ruleset.setup(new MatchSetup(players, options), Rng.forVersion(seed, 0));
        SmallWorldState<?, ?> s = null;
        for (SmallWorldEvent e : start.events()) s = ruleset.apply(s, e);
        int[] counts = new int[2];
        for (int n = 1; !s.over(); n++) {
            int seat = ruleset.seatsToAct(s).iterator().next();
            List<SmallWorldCommand> legal = ruleset.legalCommands(s, seat);
            SmallWorldCommand c = legal.get(chooser.nextInt(legal.size()));
            var d = (Decision.Accepted<SmallWorldEvent>) ruleset.decide(s, seat, c, Rng.forVersion(seed, n));
            List<SmallWorldEvent> events = new ArrayList<>(d.events());
            if (s.bannerPile.isEmpty()) {
                if (SmallWorldRuleset.noBannerReturns(ruleset.game(s), events)) {
                    counts[0]++;
                    SmallWorldState<?, ?> after = s.copy();
                    for (SmallWorldEvent e : events) {
                        after = ruleset.apply(after, e);
                        assertTrue(after.bannerPile.isEmpty(), () -> "a banner returned folding " + events);
                        assertFalse(e instanceof CoreEvent.BadgesReshuffled, "no reshuffle without a banner");
                    }
                } else {
                    counts[1]++;
                }
            }
            for (SmallWorldEvent e : events) s = ruleset.apply(s, e);
        }
        return counts;
    }
}
