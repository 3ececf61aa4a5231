package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Hooks only Small World of Warcraft asks, beside the family's {@link Ability}: the edition asks
 * them of a race's and a power's behaviour while it applies ({@link Game#raceAbility}, {@link
 * Game#powerAbility}).
 */
public interface WarcraftAbility extends Ability {
    /** x conquers the entry region {@code region} without the travel cost (3.2.4: Sailors, Kobolds' Caverns). */
    default boolean waivesTravelCost(Game g, RaceState<?> x, int region) {
        return false;
    }

    /**
     * Apply time: attacker x takes {@code region} from {@code defender}, whose tokens are still
     * counted there (Orcs, Enraged: bonuses paid at once, R-18).
     */
    default void onDefeating(Game g, RaceState<?> x, RaceState<?> defender, int region) {}

    /**
     * Apply time: a Goblin bomb exploded in {@code region}, a conquest by x ([W 433]) that pays
     * the badge's "each time it conquers" bonus (Warmaster).
     */
    default void onExplosionConquest(Game g, RaceState<?> x, int region) {}
}
