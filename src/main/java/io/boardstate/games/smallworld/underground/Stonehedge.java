package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundEdition.TREASURES;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import java.util.Map;

/**
 * Stonehedge (9.3.7, R-51): the race occupying it has the power drawn at its discovery besides its
 * own, by that power's rules (active powers while active; Muddy, Royal, Reborn, Tomb, Wise in
 * decline). The edition asks it at every hook; commands ask {@link UndergroundEdition#hasPower}.
 */
final class Stonehedge {
    private Stonehedge() {}

    /** The lent power's definition if x holds Stonehedge and the power works for x now, else null. */
    static PowerDef lent(Game g, RaceState<?> x) {
        String power = UndergroundData.of(g).stonehedgePower;
        if (power == null || x == null || x.gone) return null;
        int region = TREASURES.at(g, Treasures.STONEHEDGE);
        if (region < 0 || g.s.owner[region] != x.id) return null;
        PowerDef p = g.catalog.power(power);
        return x.active() || p.keptInDecline() ? p : null;
    }

    static Ability ability(Game g, RaceState<?> x) {
        PowerDef p = lent(g, x);
        return p == null ? null : Ability.of(p.ability());
    }

    static void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        PowerDef p = lent(g, x);
        if (p == null) return;
        Scoring.addRules(g, x, p, breakdown);
        Ability.of(p.ability()).score(g, x, breakdown);
    }
}
