package io.boardstate.games.smallworld.core;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.ability.Behaviour;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import java.util.Map;

/**
 * What a race, a power or an edition changes in the family's rules: named hooks with neutral
 * defaults, so a race or power class overrides only what differs. Numbers and the common
 * bonuses (coins per terrain or symbol, flat cost changes) are data in {@code races.json} and
 * {@code powers.json}; a class is needed only for behaviour beyond that.
 *
 * <p>Who is asked: for a race instance {@code x}, first the edition (rules that hold for every
 * race), then x's race while x is active or its race works in decline ({@link
 * RaceDef#worksInDecline()}), then x's power while x is active or its badge stays in decline
 * ({@link PowerDef#keptInDecline()}). Hooks that concern the whole match rather than a race
 * (turn start and end, entries, banners) are in {@link io.boardstate.games.smallworld.core.Edition}.
 *
 * <p>Hooks named "decide time" only look; "apply time" hooks change {@link Game#s} and must be
 * deterministic (no randomness, no clock): they run while events are applied and replayed, and
 * also on copies of the state that a decision looks ahead with, so they change nothing else.
 */
public interface Ability extends Behaviour {
    /** The ability of a race or power with no behaviour beyond its data. */
    Ability NONE = new Ability() {};

    /** The ability a definition holds ({@link RaceDef#ability()}), {@link #NONE} if it has no class. */
    static Ability of(Behaviour behaviour) {
        return behaviour == null ? NONE : (Ability) behaviour;
    }

    // ---------------------------------------------------------------- targets (decide time)

    /** x may conquer water regions (base: Seafaring, 4.11; Warcraft: Naga). */
    default boolean conquersWater(Game g, RaceState<?> x) {
        return false;
    }

    /** x, with no region on the map, may enter at {@code region} although it is no entry (base: Halflings, Flying R-31). */
    default boolean entersAt(Game g, RaceState<?> x, int region) {
        return false;
    }

    /**
     * Whether {@link #reaches} may hold for some region now, judged by what it asks alike for every
     * region: asked once per conquest list before {@link #reaches} is asked per region; true by
     * default. It must hold whenever {@link #reaches} does.
     */
    default boolean mayReach(Game g, RaceState<?> x) {
        return true;
    }

    /** x reaches {@code region} though it is not adjacent to x (base: Flying, Underworld caverns R-32). */
    default boolean reaches(Game g, RaceState<?> x, int region) {
        return false;
    }

    /**
     * Why attacker x may not conquer or use a power on the occupied {@code region}, or null (base:
     * the Diplomat's peace R-21; immunity markers are data, with the edition's exemptions).
     */
    default RuleViolation protects(Game g, RaceState<?> x, int region) {
        return null;
    }

    /** Tokens added to (negative: taken from) the cost for x of {@code region}, beyond the data rules (base: Giants). */
    default int costModifier(Game g, RaceState<?> x, int region) {
        return 0;
    }

    /** The least a conquest by x may cost after all reductions; the family's floor is 1 (Warcraft: Tauren 2). */
    default int minimumCost(Game g, RaceState<?> x, int region) {
        return 1;
    }

    /** Why x may not make a final conquest with the reinforcement die now, or null (base: Berserk, R-20c). */
    default RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        return null;
    }

    /**
     * The conquest method recorded when x conquers with a die rolled before choosing the region
     * (base: {@code BERSERK}), or null if this ability rolls no such die.
     */
    default String preRolledDieMethod() {
        return null;
    }

    /** Why x may not go into decline now (T1), or null (for editions whose decline takes choices). */
    default RuleViolation forbidsDecline(Game g, RaceState<?> x) {
        return null;
    }

    // ---------------------------------------------------------------- conquest (apply time)

    /**
     * x is about to take {@code region} by {@code method}: its defenders, natives and markers are
     * still there (Warcraft: the Forsaken count the tokens their conquests cost others). Added for
     * Warcraft; the family does nothing here.
     */
    default void beforeConquered(Game g, RaceState<?> x, int region, String method) {}

    /** x has just occupied {@code region} by {@code method} (base: Troll's Lair, Holes, the Dragon). */
    default void onConquered(Game g, RaceState<?> x, int region, String method) {}

    /** How many of the defender's {@code tokens} go to the tray when it loses {@code region} (base: Elves lose none). */
    default int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        return lost;
    }

    /** The defender loses {@code region}, before its markers are cleared (base: Bivouacking Encampments, R-29). */
    default void onDefeated(Game g, RaceState<?> defender, int region) {}

    /** A declined race with no region left stays in play (base: Ghouls with tokens in hand, R-20f). */
    default boolean survivesWithoutRegions(Game g, RaceState<?> declined) {
        return false;
    }

    // ---------------------------------------------------------------- turn flow (apply time)

    /** A declined race that still conquers and redeploys in its owner's turn, before the active race (base: Ghouls). */
    default boolean actsInDecline(Game g, RaceState<?> declined) {
        return false;
    }

    /** Tokens that stay in each region when troops are readied (the family's rule: 1, base R-10). */
    default int tokensLeftWhenReadying(Game g, RaceState<?> x, int region) {
        return 1;
    }

    /** Redeployment of the active race begins, troops in hand (base: Skeletons R-25, Bivouacking). */
    default void onRedeployStart(Game g, RaceState<?> active) {}

    /** Tokens x keeps in hand, out of redeployment, until its next conquests (base: Amazons, R-24). */
    default int keepBack(Game g, RaceState<?> x) {
        return 0;
    }

    /** Redeployment of the active race is finished (base: Heroes are placed anew, R-18). */
    default void onRedeployEnd(Game g, RaceState<?> active) {}

    /** x has pieces other than tokens to place at the withdrawals step (base: displaced Encampments). */
    default boolean hasWithdrawals(Game g, RaceState<?> x) {
        return false;
    }

    // ---------------------------------------------------------------- decline (apply time)

    /** Tokens of x that stay in {@code region} when x goes into decline (the family's rule: 1; base: Ghouls all). */
    default int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return 1;
    }

    /** x goes into decline: its tokens are reduced, it is still active (the place to take back what leaves with it). */
    default void onDecline(Game g, RaceState<?> x) {}

    /** x declines into a slot of its own and does not replace the older declined race (base: Spirit). */
    default boolean declinesBesideOlderRace(Game g, RaceState<?> x) {
        return false;
    }

    // ---------------------------------------------------------------- scoring (decide time)

    /** Coins x earns at its owner's scoring beyond the data rules, added to {@code breakdown} under x's id. */
    default void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {}

    // ---------------------------------------------------------------- hooks added for Underground

    /**
     * Why x may not target {@code region} at all, occupied or empty (decide time; Underground: the
     * immunity figures, which stay in a region their race abandoned, and the Balrog's empty
     * region). The family refuses nothing here.
     */
    default RuleViolation refusesTarget(Game g, RaceState<?> x, int region) {
        return null;
    }

    /**
     * x starts its conquests: troops are readied (apply time; Underground: the Iron Dwarves take
     * their Silver Hammers in hand). The family does nothing here.
     */
    default void onConquestsBegin(Game g, RaceState<?> x) {}

    /**
     * Apply time: x goes into decline, before its tokens are flipped and sent to the tray (3.4
     * step 3): pieces that are not race tokens leave first (Warcraft: the Champion, Beasts).
     */
    default void beforeDecline(Game g, RaceState<?> x) {}

    /**
     * Apply time: x's final conquest of {@code region} with the reinforcement die failed; the
     * defenders are still there (Warcraft: the tolls of the attempt are paid anyway, R-17). The
     * family does nothing here.
     */
    default void onConquestFailed(Game g, RaceState<?> x, int region) {}
}
