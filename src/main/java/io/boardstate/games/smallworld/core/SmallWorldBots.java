package io.boardstate.games.smallworld.core;

import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Rng;
import java.util.Collections;
import java.util.List;

/**
 * What the family's computer players see and want. Secret from a seat (7.4, 9.3): the others'
 * coins, the order of the race banners and power badges below the visible column, and what the
 * edition hides ({@link Secrets}: face-down treasures, bombs, markers). A determinization gives
 * every other seat as many coins as the seat itself holds (the seat knows no better) and
 * shuffles the piles anew from their sorted content.
 *
 * <p>The value of a position: coins, plus one per region held (what a region brings each turn,
 * 7.1), plus a quarter per token of the active race (its power to conquer).
 */
public final class SmallWorldBots implements BotSupport<SmallWorldState<?, ?>> {
    /** An edition's own secrets, drawn again for a seat (called on a copy the seat may not see). */
    @FunctionalInterface
    public interface Secrets {
        Secrets NONE = (g, seat, rng) -> {};

        void redraw(Game g, int seat, Rng rng);
    }

    private final SmallWorldRuleset rules;
    private final Secrets secrets;

    public SmallWorldBots(SmallWorldRuleset rules, Secrets secrets) {
        this.rules = rules;
        this.secrets = secrets;
    }

    @Override
    public SmallWorldState<?, ?> determinize(SmallWorldState<?, ?> state, int seat, Rng rng) {
        SmallWorldState<?, ?> c = state.copy();
        if (c.over()) return c; // everything is public at the end
        for (int other = 0; other < c.seats; other++) if (other != seat) c.coins[other] = c.coins[seat];
        redrawn(c.bannerPile, rng);
        redrawn(c.badgePile, rng);
        secrets.redraw(rules.game(c), seat, rng);
        return c;
    }

    /** The list in a new random order that owes nothing to its old one. */
    public static <T extends Comparable<? super T>> void redrawn(List<T> list, Rng rng) {
        Collections.sort(list);
        rng.shuffle(list);
    }

    @Override
    public double evaluate(SmallWorldState<?, ?> s, int seat) {
        double value = s.coins[seat];
        for (int r = 0; r < s.owner.length; r++) if (s.owner[r] >= 0 && s.race(s.owner[r]).seat == seat) value++;
        if (s.activeRace[seat] >= 0) {
            RaceState<?> active = s.race(s.activeRace[seat]);
            int tokens = active.hand;
            for (int r = 0; r < s.owner.length; r++) if (s.owner[r] == active.id) tokens += s.tokens[r];
            value += tokens / 4.0;
        }
        return value;
    }

    @Override
    public int seats(SmallWorldState<?, ?> s) {
        return s.seats;
    }
}
