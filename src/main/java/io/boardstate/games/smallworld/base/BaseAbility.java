package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Questions only the base game asks of a race, beside the family's {@link Ability}, with neutral
 * defaults: a rule asks them instead of naming the race whose rule it applies.
 */
public interface BaseAbility extends Ability {
    /** A behaviour with no base-game question answered. */
    BaseAbility PLAIN = new BaseAbility() {};

    /** x's race behaviour whether x is active or in decline (what the race is), or {@link #PLAIN}. */
    static BaseAbility race(Game g, RaceState<?> x) {
        return Ability.of(g.raceDef(x).ability()) instanceof BaseAbility b ? b : PLAIN;
    }

    /** A token of the race that a Sorcerer replaces goes to its owner's hand, by option (Elves, R-16). */
    default boolean keepsTokenReplacedBySorcerer() {
        return false;
    }
}
