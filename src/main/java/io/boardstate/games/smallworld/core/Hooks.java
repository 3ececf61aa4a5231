package io.boardstate.games.smallworld.core;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.ability.Ability;
import java.util.Map;

/**
 * Asks the abilities that apply to a race instance, in the family's order: the edition, then
 * the race, then the power ({@link Ability}). The one place that order is written down.
 */
public final class Hooks {
    private Hooks() {}

    public static boolean conquersWater(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.conquersWater(g, x)
                || (race != null && race.conquersWater(g, x))
                || (power != null && power.conquersWater(g, x));
    }

    public static boolean entersAt(Game g, RaceState<?> x, int r) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.entersAt(g, x, r)
                || (race != null && race.entersAt(g, x, r))
                || (power != null && power.entersAt(g, x, r));
    }

    public static boolean reaches(Game g, RaceState<?> x, int r) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.reaches(g, x, r)
                || (race != null && race.reaches(g, x, r))
                || (power != null && power.reaches(g, x, r));
    }

    /** Protection of an occupied region: the edition's, then the defender's race and power. */
    public static RuleViolation protects(Game g, RaceState<?> attacker, RaceState<?> defender, int r) {
        RuleViolation v = g.edition.protects(g, attacker, r);
        if (v != null) return v;
        Ability race = g.raceAbility(defender), power = g.powerAbility(defender);
        if (race != null && (v = race.protects(g, attacker, r)) != null) return v;
        return power == null ? null : power.protects(g, attacker, r);
    }

    public static int costModifier(Game g, RaceState<?> x, int r) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.costModifier(g, x, r)
                + (race == null ? 0 : race.costModifier(g, x, r))
                + (power == null ? 0 : power.costModifier(g, x, r));
    }

    public static int minimumCost(Game g, RaceState<?> x, int r) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        int min = g.edition.minimumCost(g, x, r);
        if (race != null) min = Math.max(min, race.minimumCost(g, x, r));
        if (power != null) min = Math.max(min, power.minimumCost(g, x, r));
        return min;
    }

    public static RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        RuleViolation v = power == null ? null : power.forbidsDieConquest(g, x);
        if (v == null && race != null) v = race.forbidsDieConquest(g, x);
        return v != null ? v : g.edition.forbidsDieConquest(g, x);
    }

    public static RuleViolation forbidsDecline(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        RuleViolation v = g.edition.forbidsDecline(g, x);
        if (v == null && race != null) v = race.forbidsDecline(g, x);
        return v != null || power == null ? v : power.forbidsDecline(g, x);
    }

    /** The method a conquest with a pre-rolled die is recorded with (base: BERSERK). */
    public static String preRolledDieMethod(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        String m = g.edition.preRolledDieMethod();
        if (m == null && race != null) m = race.preRolledDieMethod();
        if (m == null && power != null) m = power.preRolledDieMethod();
        return m == null ? "PRE_ROLLED" : m;
    }

    public static void onConquered(Game g, RaceState<?> x, int r, String method) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        g.edition.onConquered(g, x, r, method);
        if (race != null) race.onConquered(g, x, r, method);
        if (power != null) power.onConquered(g, x, r, method);
    }

    public static int tokensLost(Game g, RaceState<?> d, int r, int tokens) {
        Ability race = g.raceAbility(d), power = g.powerAbility(d);
        int lost = g.edition.tokensLost(g, d, r, tokens, 1);
        if (race != null) lost = race.tokensLost(g, d, r, tokens, lost);
        if (power != null) lost = power.tokensLost(g, d, r, tokens, lost);
        return Math.max(0, Math.min(tokens, lost));
    }

    public static void onDefeated(Game g, RaceState<?> d, int r) {
        Ability race = g.raceAbility(d), power = g.powerAbility(d);
        g.edition.onDefeated(g, d, r);
        if (race != null) race.onDefeated(g, d, r);
        if (power != null) power.onDefeated(g, d, r);
    }

    public static boolean survivesWithoutRegions(Game g, RaceState<?> d) {
        Ability race = g.raceAbility(d), power = g.powerAbility(d);
        return g.edition.survivesWithoutRegions(g, d)
                || (race != null && race.survivesWithoutRegions(g, d))
                || (power != null && power.survivesWithoutRegions(g, d));
    }

    public static boolean actsInDecline(Game g, RaceState<?> d) {
        Ability race = g.raceAbility(d), power = g.powerAbility(d);
        return g.edition.actsInDecline(g, d)
                || (race != null && race.actsInDecline(g, d))
                || (power != null && power.actsInDecline(g, d));
    }

    public static int tokensLeftWhenReadying(Game g, RaceState<?> x, int r) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        int left = g.edition.tokensLeftWhenReadying(g, x, r);
        if (race != null) left = Math.max(left, race.tokensLeftWhenReadying(g, x, r));
        if (power != null) left = Math.max(left, power.tokensLeftWhenReadying(g, x, r));
        return left;
    }

    public static void onRedeployStart(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        g.edition.onRedeployStart(g, x);
        if (race != null) race.onRedeployStart(g, x);
        if (power != null) power.onRedeployStart(g, x);
    }

    public static int keepBack(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.keepBack(g, x)
                + (race == null ? 0 : race.keepBack(g, x))
                + (power == null ? 0 : power.keepBack(g, x));
    }

    public static void onRedeployEnd(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        g.edition.onRedeployEnd(g, x);
        if (race != null) race.onRedeployEnd(g, x);
        if (power != null) power.onRedeployEnd(g, x);
    }

    public static boolean hasWithdrawals(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.hasWithdrawals(g, x)
                || (race != null && race.hasWithdrawals(g, x))
                || (power != null && power.hasWithdrawals(g, x));
    }

    public static int tokensKeptOnDecline(Game g, RaceState<?> x, int r, int tokens) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        int kept = g.edition.tokensKeptOnDecline(g, x, r, tokens);
        if (race != null) kept = Math.max(kept, race.tokensKeptOnDecline(g, x, r, tokens));
        if (power != null) kept = Math.max(kept, power.tokensKeptOnDecline(g, x, r, tokens));
        return Math.min(kept, tokens);
    }

    public static void onDecline(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        g.edition.onDecline(g, x);
        if (race != null) race.onDecline(g, x);
        if (power != null) power.onDecline(g, x);
    }

    public static boolean declinesBesideOlderRace(Game g, RaceState<?> x) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        return g.edition.declinesBesideOlderRace(g, x)
                || (race != null && race.declinesBesideOlderRace(g, x))
                || (power != null && power.declinesBesideOlderRace(g, x));
    }

    public static void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        Ability race = g.raceAbility(x), power = g.powerAbility(x);
        g.edition.score(g, x, breakdown);
        if (race != null) race.score(g, x, breakdown);
        if (power != null) power.score(g, x, breakdown);
    }
}
