package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CostRule;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import io.boardstate.games.smallworld.core.ability.Traits;
import io.boardstate.games.smallworld.core.map.MapIndex;

/**
 * A race instance's race and power as the rules ask for them: definitions, behaviours and the
 * hooks each overrides. Resolved once per race instance and kept with it (it keeps its race and
 * power from its pick on), so that a hook asked per region is a field load and a bit test rather
 * than catalog look-ups. Immutable.
 */
final class RaceRules {
    final RaceDef race;
    final PowerDef power;
    /** The behaviours, null for a part without a class ({@link Ability#NONE} asks nothing). */
    final Ability raceAbility, powerAbility;

    final long raceHooks, powerHooks;
    /** Whether the race's hooks and the badge's work while the instance is in decline. */
    final boolean raceInDecline, powerInDecline;

    /** The data cost rules of the race, then of the power ({@link Traits#cost}), in arrays: asked per region of every conquest list. */
    private final Cost[] costs;

    private final Catalog catalog;

    private RaceRules(RaceDef race, PowerDef power, Catalog catalog) {
        this.catalog = catalog;
        this.race = race;
        this.power = power;
        raceAbility = (Ability) race.ability();
        powerAbility = (Ability) power.ability();
        raceHooks = raceAbility == null ? 0 : race.hooks();
        powerHooks = powerAbility == null ? 0 : power.hooks();
        raceInDecline = race.worksInDecline();
        powerInDecline = power.keptInDecline();
        costs = costs(race.cost(), power.cost());
    }

    private static final Cost[] NO_COSTS = {};

    /** The rules of {@code a} then {@code b} (most races and powers have none; made for every race instance). */
    private static Cost[] costs(java.util.List<CostRule> a, java.util.List<CostRule> b) {
        if (a.isEmpty() && b.isEmpty()) return NO_COSTS;
        Cost[] out = new Cost[a.size() + b.size()];
        int i = 0;
        for (CostRule rule : a) out[i++] = new Cost(rule);
        for (CostRule rule : b) out[i++] = new Cost(rule);
        return out;
    }

    /** A {@link CostRule} with its terrains and symbols as int arrays. */
    private record Cost(int modifier, int[] terrains, int[] symbols, Boolean coastal) {
        Cost(CostRule rule) {
            this(rule.modifier(), ints(rule.terrains()), ints(rule.symbols()), rule.coastal());
        }

        private static int[] ints(java.util.List<Integer> values) {
            int[] out = new int[values.size()];
            for (int i = 0; i < out.length; i++) out[i] = values.get(i);
            return out;
        }

        boolean matches(MapIndex map, int r) {
            if (terrains.length > 0 && !contains(terrains, map.terrain[r])) return false;
            if (symbols.length > 0 && !anySymbol(map, r)) return false;
            return coastal == null || coastal == map.coastal[r];
        }

        private boolean anySymbol(MapIndex map, int r) {
            for (int symbol : symbols) if (map.has(r, symbol)) return true;
            return false;
        }

        private static boolean contains(int[] values, int value) {
            for (int v : values) if (v == value) return true;
            return false;
        }
    }

    /** What the data cost rules of the race and the power add to the cost of region r (4.3); for an active race. */
    int costModifier(MapIndex map, int r) {
        int sum = 0;
        for (Cost c : costs) if (c.matches(map, r)) sum += c.modifier;
        return sum;
    }

    /** x's race behaviour if it overrides the hooks of {@code mask} and applies now, else null. */
    Ability race(RaceState<?> x, long mask) {
        return (raceHooks & mask) != 0 && !x.gone && (!x.declined || raceInDecline) ? raceAbility : null;
    }

    /** x's power behaviour if it overrides the hooks of {@code mask} and applies now, else null. */
    Ability power(RaceState<?> x, long mask) {
        return (powerHooks & mask) != 0 && !x.gone && (!x.declined || powerInDecline) ? powerAbility : null;
    }

    /**
     * x's rules, resolved on its first use and then kept with it (copies of the state share them,
     * a state read from JSON resolves them again), from the edition's {@link Pairs}. Two threads
     * may resolve them at once: either result is the same immutable value. The catalog is
     * compared because tests may ask one state of two editions' rulesets.
     */
    static RaceRules of(RaceState<?> x, Edition edition) {
        RaceRules r = x.rules;
        if (r == null || r.catalog != edition.catalog()) x.rules = r = edition.raceRules.of(x, edition.catalog());
        return r;
    }

    /**
     * An edition's rules by race and power, made once per pair: a pick makes a race instance,
     * and a playout makes a dozen, each of which would otherwise copy its cost rules again.
     * Filled without locks: two threads may both make a pair, and either immutable value serves.
     */
    static final class Pairs {
        private RaceRules[] byPair;

        RaceRules of(RaceState<?> x, Catalog catalog) {
            RaceDef race = catalog.race(x.race);
            PowerDef power = catalog.power(x.power);
            RaceRules[] pairs = byPair;
            if (pairs == null)
                byPair = pairs =
                        new RaceRules[catalog.races().size() * catalog.powers().size()];
            int i = race.index() * catalog.powers().size() + power.index();
            RaceRules r = pairs[i];
            if (r == null) pairs[i] = r = new RaceRules(race, power, catalog);
            return r;
        }
    }
}
