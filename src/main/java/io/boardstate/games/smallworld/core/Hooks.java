package io.boardstate.games.smallworld.core;

import static io.boardstate.games.smallworld.core.Hook.*;

import io.boardstate.engine.RuleViolation;
import java.util.Map;

/**
 * Asks the abilities that apply to a race instance, in the family's order: the edition, then
 * the race, then the power ({@link Ability}); only those whose class overrides the hook. The one
 * place that order is written down.
 */
public final class Hooks {
    private Hooks() {}

    /** The edition's rules for every race, if they override {@code h}. */
    private static Ability edition(Game g, Hook h) {
        return (g.editionHooks & h.mask) != 0 ? g.everyRace : null;
    }

    /** x's race behaviour, if it overrides {@code h} and applies now (x active, or the race works in decline). */
    private static Ability race(Game g, RaceState<?> x, Hook h) {
        return g.rules(x).race(x, h.mask);
    }

    /** x's power behaviour, if it overrides {@code h} and applies now (x active, or the badge stays in decline). */
    private static Ability power(Game g, RaceState<?> x, Hook h) {
        return g.rules(x).power(x, h.mask);
    }

    /** Whether the edition, x's race or x's power would be asked about {@code h} now (else the hook keeps its default). */
    static boolean overridden(Game g, RaceState<?> x, Hook h) {
        return edition(g, h) != null || race(g, x, h) != null || power(g, x, h) != null;
    }

    public static boolean conquersWater(Game g, RaceState<?> x) {
        Ability e = edition(g, CONQUERS_WATER), r = race(g, x, CONQUERS_WATER), p = power(g, x, CONQUERS_WATER);
        return (e != null && e.conquersWater(g, x))
                || (r != null && r.conquersWater(g, x))
                || (p != null && p.conquersWater(g, x));
    }

    public static boolean entersAt(Game g, RaceState<?> x, int region) {
        return entersAt(asked(g, x, ENTERS_AT), g, x, region);
    }

    static boolean entersAt(Asked a, Game g, RaceState<?> x, int region) {
        Ability e = a.edition, r = a.race, p = a.power;
        return (e != null && e.entersAt(g, x, region))
                || (r != null && r.entersAt(g, x, region))
                || (p != null && p.entersAt(g, x, region));
    }

    public static boolean reaches(Game g, RaceState<?> x, int region) {
        return reaches(g, x, region, edition(g, REACHES), race(g, x, REACHES), power(g, x, REACHES));
    }

    private static boolean reaches(Game g, RaceState<?> x, int region, Ability e, Ability r, Ability p) {
        return (e != null && e.reaches(g, x, region))
                || (r != null && r.reaches(g, x, region))
                || (p != null && p.reaches(g, x, region));
    }

    /**
     * Sets {@code out[r]} to {@link #reaches} for each region r that is not already set, not x's
     * own and not impassable: the abilities are looked up once for the whole map, not per region.
     */
    static void markReached(Game g, RaceState<?> x, boolean[] out) {
        Ability e = edition(g, REACHES), r = race(g, x, REACHES), p = power(g, x, REACHES);
        if (e != null && !e.mayReach(g, x)) e = null; // asked once, not per region
        if (r != null && !r.mayReach(g, x)) r = null;
        if (p != null && !p.mayReach(g, x)) p = null;
        if (e == null && r == null && p == null) return;
        int[] owner = g.s.owner;
        boolean[] impassable = g.map.impassable;
        for (int region = 0; region < out.length; region++)
            if (!out[region] && owner[region] != x.id && !impassable[region])
                out[region] = reaches(g, x, region, e, r, p);
    }

    /** Protection of an occupied region: the edition's, then the defender's race and power. */
    public static RuleViolation protects(Game g, RaceState<?> attacker, RaceState<?> defender, int region) {
        Ability e = edition(g, PROTECTS), r = race(g, defender, PROTECTS), p = power(g, defender, PROTECTS);
        RuleViolation v = e == null ? null : e.protects(g, attacker, region);
        if (v == null && r != null) v = r.protects(g, attacker, region);
        if (v == null && p != null) v = p.protects(g, attacker, region);
        return v;
    }

    /**
     * The abilities the edition, x's race and x's power would be asked about {@code h} now, each
     * null if not: for a hook asked of many regions in one legal list, while x does not change.
     */
    record Asked(Ability edition, Ability race, Ability power) {}

    static Asked asked(Game g, RaceState<?> x, Hook h) {
        return new Asked(edition(g, h), race(g, x, h), power(g, x, h));
    }

    public static int costModifier(Game g, RaceState<?> x, int region) {
        return costModifier(asked(g, x, COST_MODIFIER), g, x, region);
    }

    static int costModifier(Asked a, Game g, RaceState<?> x, int region) {
        Ability e = a.edition, r = a.race, p = a.power;
        return (e == null ? 0 : e.costModifier(g, x, region))
                + (r == null ? 0 : r.costModifier(g, x, region))
                + (p == null ? 0 : p.costModifier(g, x, region));
    }

    public static int minimumCost(Game g, RaceState<?> x, int region) {
        return minimumCost(asked(g, x, MINIMUM_COST), g, x, region);
    }

    static int minimumCost(Asked a, Game g, RaceState<?> x, int region) {
        Ability e = a.edition, r = a.race, p = a.power;
        int min = 1;
        if (e != null) min = e.minimumCost(g, x, region);
        if (r != null) min = Math.max(min, r.minimumCost(g, x, region));
        if (p != null) min = Math.max(min, p.minimumCost(g, x, region));
        return min;
    }

    public static RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        Hook h = FORBIDS_DIE_CONQUEST;
        Ability e = edition(g, h), r = race(g, x, h), p = power(g, x, h);
        RuleViolation v = p == null ? null : p.forbidsDieConquest(g, x);
        if (v == null && r != null) v = r.forbidsDieConquest(g, x);
        if (v == null && e != null) v = e.forbidsDieConquest(g, x);
        return v;
    }

    public static RuleViolation forbidsDecline(Game g, RaceState<?> x) {
        Ability e = edition(g, FORBIDS_DECLINE), r = race(g, x, FORBIDS_DECLINE), p = power(g, x, FORBIDS_DECLINE);
        RuleViolation v = e == null ? null : e.forbidsDecline(g, x);
        if (v == null && r != null) v = r.forbidsDecline(g, x);
        if (v == null && p != null) v = p.forbidsDecline(g, x);
        return v;
    }

    /** The method a conquest with a pre-rolled die is recorded with (base: BERSERK). */
    public static String preRolledDieMethod(Game g, RaceState<?> x) {
        Hook h = PRE_ROLLED_DIE_METHOD;
        Ability e = edition(g, h), r = race(g, x, h), p = power(g, x, h);
        String m = e == null ? null : e.preRolledDieMethod();
        if (m == null && r != null) m = r.preRolledDieMethod();
        if (m == null && p != null) m = p.preRolledDieMethod();
        return m == null ? "PRE_ROLLED" : m;
    }

    public static void onConquered(Game g, RaceState<?> x, int region, String method) {
        Ability e = edition(g, ON_CONQUERED), r = race(g, x, ON_CONQUERED), p = power(g, x, ON_CONQUERED);
        if (e != null) e.onConquered(g, x, region, method);
        if (r != null) r.onConquered(g, x, region, method);
        if (p != null) p.onConquered(g, x, region, method);
    }

    public static int tokensLost(Game g, RaceState<?> d, int region, int tokens) {
        Ability e = edition(g, TOKENS_LOST), r = race(g, d, TOKENS_LOST), p = power(g, d, TOKENS_LOST);
        int lost = e == null ? 1 : e.tokensLost(g, d, region, tokens, 1);
        if (r != null) lost = r.tokensLost(g, d, region, tokens, lost);
        if (p != null) lost = p.tokensLost(g, d, region, tokens, lost);
        return Math.max(0, Math.min(tokens, lost));
    }

    public static void onDefeated(Game g, RaceState<?> d, int region) {
        Ability e = edition(g, ON_DEFEATED), r = race(g, d, ON_DEFEATED), p = power(g, d, ON_DEFEATED);
        if (e != null) e.onDefeated(g, d, region);
        if (r != null) r.onDefeated(g, d, region);
        if (p != null) p.onDefeated(g, d, region);
    }

    public static boolean survivesWithoutRegions(Game g, RaceState<?> d) {
        Hook h = SURVIVES_WITHOUT_REGIONS;
        Ability e = edition(g, h), r = race(g, d, h), p = power(g, d, h);
        return (e != null && e.survivesWithoutRegions(g, d))
                || (r != null && r.survivesWithoutRegions(g, d))
                || (p != null && p.survivesWithoutRegions(g, d));
    }

    public static boolean actsInDecline(Game g, RaceState<?> d) {
        Ability e = edition(g, ACTS_IN_DECLINE), r = race(g, d, ACTS_IN_DECLINE), p = power(g, d, ACTS_IN_DECLINE);
        return (e != null && e.actsInDecline(g, d))
                || (r != null && r.actsInDecline(g, d))
                || (p != null && p.actsInDecline(g, d));
    }

    /** The abilities asked ({@link #asked}) are looked up once for all of x's regions. */
    static int tokensLeftWhenReadying(Asked a, Game g, RaceState<?> x, int region) {
        Ability e = a.edition, r = a.race, p = a.power;
        int left = e == null ? 1 : e.tokensLeftWhenReadying(g, x, region);
        if (r != null) left = Math.max(left, r.tokensLeftWhenReadying(g, x, region));
        if (p != null) left = Math.max(left, p.tokensLeftWhenReadying(g, x, region));
        return left;
    }

    public static void onRedeployStart(Game g, RaceState<?> x) {
        Ability e = edition(g, ON_REDEPLOY_START),
                r = race(g, x, ON_REDEPLOY_START),
                p = power(g, x, ON_REDEPLOY_START);
        if (e != null) e.onRedeployStart(g, x);
        if (r != null) r.onRedeployStart(g, x);
        if (p != null) p.onRedeployStart(g, x);
    }

    public static int keepBack(Game g, RaceState<?> x) {
        Ability e = edition(g, KEEP_BACK), r = race(g, x, KEEP_BACK), p = power(g, x, KEEP_BACK);
        return (e == null ? 0 : e.keepBack(g, x))
                + (r == null ? 0 : r.keepBack(g, x))
                + (p == null ? 0 : p.keepBack(g, x));
    }

    public static void onRedeployEnd(Game g, RaceState<?> x) {
        Ability e = edition(g, ON_REDEPLOY_END), r = race(g, x, ON_REDEPLOY_END), p = power(g, x, ON_REDEPLOY_END);
        if (e != null) e.onRedeployEnd(g, x);
        if (r != null) r.onRedeployEnd(g, x);
        if (p != null) p.onRedeployEnd(g, x);
    }

    public static boolean hasWithdrawals(Game g, RaceState<?> x) {
        Ability e = edition(g, HAS_WITHDRAWALS), r = race(g, x, HAS_WITHDRAWALS), p = power(g, x, HAS_WITHDRAWALS);
        return (e != null && e.hasWithdrawals(g, x))
                || (r != null && r.hasWithdrawals(g, x))
                || (p != null && p.hasWithdrawals(g, x));
    }

    /** The abilities asked ({@link #asked}) are looked up once for all of x's regions. */
    static int tokensKeptOnDecline(Asked a, Game g, RaceState<?> x, int region, int tokens) {
        Ability e = a.edition, r = a.race, p = a.power;
        int kept = e == null ? 1 : e.tokensKeptOnDecline(g, x, region, tokens);
        if (r != null) kept = Math.max(kept, r.tokensKeptOnDecline(g, x, region, tokens));
        if (p != null) kept = Math.max(kept, p.tokensKeptOnDecline(g, x, region, tokens));
        return Math.min(kept, tokens);
    }

    public static void onDecline(Game g, RaceState<?> x) {
        Ability e = edition(g, ON_DECLINE), r = race(g, x, ON_DECLINE), p = power(g, x, ON_DECLINE);
        if (e != null) e.onDecline(g, x);
        if (r != null) r.onDecline(g, x);
        if (p != null) p.onDecline(g, x);
    }

    public static boolean declinesBesideOlderRace(Game g, RaceState<?> x) {
        Hook h = DECLINES_BESIDE_OLDER_RACE;
        Ability e = edition(g, h), r = race(g, x, h), p = power(g, x, h);
        return (e != null && e.declinesBesideOlderRace(g, x))
                || (r != null && r.declinesBesideOlderRace(g, x))
                || (p != null && p.declinesBesideOlderRace(g, x));
    }

    public static void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        Ability e = edition(g, SCORE), r = race(g, x, SCORE), p = power(g, x, SCORE);
        if (e != null) e.score(g, x, breakdown);
        if (r != null) r.score(g, x, breakdown);
        if (p != null) p.score(g, x, breakdown);
    }

    // ---------------------------------------------------------------- hooks added for Warcraft

    public static void beforeConquered(Game g, RaceState<?> x, int region, String method) {
        Ability e = edition(g, BEFORE_CONQUERED), r = race(g, x, BEFORE_CONQUERED), p = power(g, x, BEFORE_CONQUERED);
        if (e != null) e.beforeConquered(g, x, region, method);
        if (r != null) r.beforeConquered(g, x, region, method);
        if (p != null) p.beforeConquered(g, x, region, method);
    }

    // ---------------------------------------------------------------- hooks added for Underground

    public static RuleViolation refusesTarget(Game g, RaceState<?> x, int region) {
        return refusesTarget(asked(g, x, REFUSES_TARGET), g, x, region);
    }

    static RuleViolation refusesTarget(Asked a, Game g, RaceState<?> x, int region) {
        Ability e = a.edition, r = a.race, p = a.power;
        RuleViolation v = e == null ? null : e.refusesTarget(g, x, region);
        if (v == null && r != null) v = r.refusesTarget(g, x, region);
        if (v == null && p != null) v = p.refusesTarget(g, x, region);
        return v;
    }

    public static void onConquestsBegin(Game g, RaceState<?> x) {
        Ability e = edition(g, ON_CONQUESTS_BEGIN),
                r = race(g, x, ON_CONQUESTS_BEGIN),
                p = power(g, x, ON_CONQUESTS_BEGIN);
        if (e != null) e.onConquestsBegin(g, x);
        if (r != null) r.onConquestsBegin(g, x);
        if (p != null) p.onConquestsBegin(g, x);
    }

    public static void beforeDecline(Game g, RaceState<?> x) {
        Ability e = edition(g, BEFORE_DECLINE), r = race(g, x, BEFORE_DECLINE), p = power(g, x, BEFORE_DECLINE);
        if (e != null) e.beforeDecline(g, x);
        if (r != null) r.beforeDecline(g, x);
        if (p != null) p.beforeDecline(g, x);
    }

    public static void onConquestFailed(Game g, RaceState<?> x, int region) {
        Ability e = edition(g, ON_CONQUEST_FAILED),
                r = race(g, x, ON_CONQUEST_FAILED),
                p = power(g, x, ON_CONQUEST_FAILED);
        if (e != null) e.onConquestFailed(g, x, region);
        if (r != null) r.onConquestFailed(g, x, region);
        if (p != null) p.onConquestFailed(g, x, region);
    }
}
