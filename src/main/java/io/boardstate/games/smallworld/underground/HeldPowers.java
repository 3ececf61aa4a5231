package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * The powers a race has now, as the edition's rules ask them ({@link UndergroundAbility}): its
 * badge (the race active, or the badge kept in decline) and the one Stonehedge lends it.
 */
final class HeldPowers {
    private HeldPowers() {}

    /** Whether one of x's powers now answers yes (the reading of {@link UndergroundEdition#hasPower}). */
    static boolean any(Game g, RaceState<?> x, Predicate<UndergroundAbility> ask) {
        if (x == null || x.gone) return false;
        return (g.powerAbility(x) instanceof UndergroundAbility own && ask.test(own))
                || (Stonehedge.ability(g, x) instanceof UndergroundAbility lent && ask.test(lent));
    }

    /** The sum of what x's powers now answer. */
    static int sum(Game g, RaceState<?> x, ToIntFunction<UndergroundAbility> ask) {
        if (x == null || x.gone) return 0;
        int n = g.powerAbility(x) instanceof UndergroundAbility own ? ask.applyAsInt(own) : 0;
        return n + (Stonehedge.ability(g, x) instanceof UndergroundAbility lent ? ask.applyAsInt(lent) : 0);
    }
}
