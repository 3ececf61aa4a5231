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
    /** A behaviour with no Warcraft hook. */
    WarcraftAbility PLAIN = new WarcraftAbility() {};

    /**
     * x's race behaviour as Warcraft hooks whether x is active or in decline (what the race is,
     * not what it does now), {@link #PLAIN} if its class has none.
     */
    static WarcraftAbility race(Game g, RaceState<?> x) {
        return Ability.of(g.raceDef(x).ability()) instanceof WarcraftAbility w ? w : PLAIN;
    }

    /**
     * The race's tokens never stand alone in a region, active or in decline (Tauren, [W 474],
     * 2 stay where the Champion leaves; a token left alone goes back to the hand, or
     * (active, after Intimidating) joins another region of the race.
     */
    default boolean neverAlone() {
        return false;
    }

    /** The race counts the tokens it loses, Intimidating's included, to recruit them back (Forsaken, R-35). */
    default boolean countsLosses() {
        return false;
    }

    /** The active race hands out Harmony tokens whose holders pay before attacking it (Pandaren, [W 463], R-34). */
    default boolean handsOutHarmony() {
        return false;
    }

    /**
     * The race's own once-per-turn conquest mode ({@link ConquestModes}): the Gnomes' air
     * assault (4.6), the Ethereals' discount (4.5, whose theft replaces it, [W 451]); or null.
     */
    default String conquestMode() {
        return null;
    }
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
