package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * The powers a race has now, as the edition's rules ask them ({@link UndergroundAbility}): its
 * badge (the race active, or the badge kept in decline) and the one Stonehedge lends it.
 */
public final class HeldPowers {
    private final Stonehedge stonehedge;

    HeldPowers(Stonehedge stonehedge) {
        this.stonehedge = stonehedge;
    }

    /** Whether race x has power {@code id} now: its own badge (active, or kept in decline) or Stonehedge's. */
    public boolean has(Game g, RaceState<?> x, String id) {
        if (x == null || x.gone) return false;
        if (x.power.equals(id) && (x.active() || g.powerDef(x).keptInDecline())) return true;
        PowerDef lent = stonehedge.lent(g, x);
        return lent != null && lent.id().equals(id);
    }

    /** Whether one of x's powers now answers yes (the reading of {@link #has}). */
    public boolean any(Game g, RaceState<?> x, Predicate<UndergroundAbility> ask) {
        if (x == null || x.gone) return false;
        return (g.powerAbility(x) instanceof UndergroundAbility own && ask.test(own))
                || (stonehedge.ability(g, x) instanceof UndergroundAbility lent && ask.test(lent));
    }

    /** The sum of what x's powers now answer. */
    public int sum(Game g, RaceState<?> x, ToIntFunction<UndergroundAbility> ask) {
        if (x == null || x.gone) return 0;
        int n = g.powerAbility(x) instanceof UndergroundAbility own ? ask.applyAsInt(own) : 0;
        return n + (stonehedge.ability(g, x) instanceof UndergroundAbility lent ? ask.applyAsInt(lent) : 0);
    }
}
