package io.boardstate.games.smallworld.core;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;

/**
 * Which regions the acting race may conquer and what they cost (4.2-4.6), shared by {@code
 * decide} and {@code legalCommands}. Each check returns null when the move is allowed, else the
 * broken rule; none changes the state.
 */
public final class Targets {
    /** Defence of an empty region before terrain, markers and defenders (4.3). */
    static final int BASE_DEFENCE = 2;

    private Targets() {}

    public static RuleViolation noSuchRegion(int region) {
        return illegal("NO_SUCH_REGION", "Region " + region + " does not exist on this map.");
    }

    // Refusals of canStartConquest, made once: they name no region, and legal lists ask for them
    // per list and per region move (Warcraft's and Underground's conquest modes), where building
    // them anew was a visible part of the time.
    private static final RuleViolation CONQUEST_ENDED = illegal(
            "CONQUEST_ENDED",
            "The conquests of this race are over for this turn (4.6: a final die conquest ends them).");
    private static final RuleViolation NO_TOKENS_IN_HAND = illegal(
            "NO_TOKENS_IN_HAND",
            "At least one race token in hand is needed to start any conquest (4.2 item 1, [IT 515], [IS 227]).");
    // the code keeps the name of the base game's Berserk, the first power that rolls before conquering
    private static final RuleViolation BERSERK_ROLL_PENDING = illegal(
            "BERSERK_ROLL_PENDING",
            "After a die rolled before a conquest the next move is a conquest with that roll or the end of conquests (R-22).");

    /**
     * Common preconditions of every conquest kind (4.2 items 1-2, R-22); {@code preRolledDieUse}:
     * the move may use a die rolled before choosing the region.
     */
    public static RuleViolation canStartConquest(Game g, RaceState<?> x, boolean preRolledDieUse) {
        if (g.s.conquestEnded) return CONQUEST_ENDED;
        if (x.hand < 1) return NO_TOKENS_IN_HAND;
        if (!preRolledDieUse && g.s.pendingDie >= 0) return BERSERK_ROLL_PENDING;
        return null;
    }

    /** 4.2 items 3-7 for region {@code r} and acting race {@code x}. */
    public static RuleViolation target(Game g, RaceState<?> x, int r) {
        if (!g.map.valid(r)) return noSuchRegion(r);
        RuleViolation v = open(g, x, r);
        if (v != null) return v;
        if (x.regions == 0) return enters(g, x, r) ? null : g.edition.entry(g, x, r);
        if (g.touches(r, x.id) || Hooks.reaches(g, x, r)) return null;
        return illegal(
                "NOT_ADJACENT",
                "Region " + r + " is not adjacent to a region of this race (4.2 item 7, [IT 481], [IS 247]).");
    }

    /** Whether x, with no region on the map, may enter at {@code r}: an ability lets it, or the edition's entries. */
    private static boolean enters(Game g, RaceState<?> x, int r) {
        return Hooks.entersAt(g, x, r) || g.edition.entry(g, x, r) == null;
    }

    /** 4.2 items 4-6 for a valid region {@code r}: what {@link #target} refuses before adjacency and entries. */
    private static RuleViolation open(Game g, RaceState<?> x, int r) {
        return open(g, x, r, Hooks.asked(g, x, Hook.REFUSES_TARGET));
    }

    /** {@link #open} with x's abilities asked about refusals looked up already. */
    private static RuleViolation open(Game g, RaceState<?> x, int r, Hooks.Asked refuses) {
        if (g.s.owner[r] == x.id)
            return illegal("OWN_REGION", "Region " + r + " is already occupied by this race (4.2 item 4).");
        if (g.map.impassable[r])
            return illegal("IMPASSABLE_REGION", "Region " + r + " can never be entered or conquered.");
        if (g.map.water[r] && !Hooks.conquersWater(g, x)) {
            return illegal(
                    "WATER_REGION",
                    "Seas and the Lake cannot be conquered except by an active Seafaring race (4.11, [IT 405], [IS 564]).");
        }
        RuleViolation refused = Hooks.refusesTarget(refuses, g, x, r);
        if (refused != null) return refused;
        return protectedRegion(g, x, r);
    }

    /** 4.2 items 5-6: immunity markers and what the edition or the defender's abilities forbid. */
    public static RuleViolation protectedRegion(Game g, RaceState<?> x, int r) {
        RaceState<?> d = g.occupant(r);
        if (d == null) return null;
        int m = immunity(g, x, r);
        if (m >= 0) {
            return illegal(
                    "IMMUNE_REGION",
                    "Region " + r + " holds a " + g.catalog.markers().get(m).id()
                            + " marker and is immune to enemy conquest and powers (base: [IT 1121], [IT 1373], [IT 1436], R-14).");
        }
        return Hooks.protects(g, x, d, r);
    }

    /** Whether {@link #protectedRegion} refuses r, without building the immunity's refusal text (legal lists ask per region). */
    private static boolean isProtected(Game g, RaceState<?> x, int r) {
        RaceState<?> d = g.occupant(r);
        return d != null && (immunity(g, x, r) >= 0 || Hooks.protects(g, x, d, r) != null);
    }

    /** The first immunity marker in r that x is not exempt from, or -1. */
    private static int immunity(Game g, RaceState<?> x, int r) {
        for (int m : g.catalog.immuneMarkers())
            if (g.s.markers[m][r] > 0 && !g.edition.exemptFromImmunity(g, x, r)) return m;
        return -1;
    }

    /** Defence of a region before reductions (4.3): base, terrain, markers, neutral and race tokens. */
    public static int baseCost(Game g, int r) {
        int cost = BASE_DEFENCE + g.map.defence[r] + g.s.natives[r];
        int[] kinds = g.catalog.defenceMarkers(), values = g.catalog.defenceValues();
        for (int i = 0; i < kinds.length; i++) cost += values[i] * g.s.markers[kinds[i]][r];
        if (g.s.owner[r] >= 0) cost += g.s.tokens[r];
        return cost;
    }

    /** Tokens race {@code x} needs to conquer {@code r}: 4.3 with stacking reductions and a floor. */
    public static int cost(Game g, RaceState<?> x, int r) {
        return cost(g, x, r, Hooks.costModifier(g, x, r), Hooks.minimumCost(g, x, r));
    }

    /** {@link #cost} with what x's abilities add to it ({@link Hooks#costModifier}) and its floor ({@link Hooks#minimumCost}). */
    private static int cost(Game g, RaceState<?> x, int r, int modifier, int minimum) {
        return cost(g, x.active() ? g.rules(x) : null, r, modifier, minimum);
    }

    /** {@link #cost} where {@code active} is x's rules if x is active (its data cost rules apply), else null. */
    private static int cost(Game g, RaceRules active, int r, int modifier, int minimum) {
        int cost = baseCost(g, r);
        if (active != null) cost += active.costModifier(g.map, r); // the race's and the power's data rules
        return Math.max(minimum, cost + modifier);
    }

    /** Tokens a normal conquest places: the cost, or the cost minus a die rolled before. */
    public static int required(Game g, RaceState<?> x, int r) {
        int minimum = Hooks.minimumCost(g, x, r); // asked once for the cost and its reduction by the die
        return required(g, cost(g, x, r, Hooks.costModifier(g, x, r), minimum), minimum);
    }

    /** {@link #required} for a region whose {@link #cost} and cost floor are known. */
    private static int required(Game g, int cost, int minimum) {
        return g.s.pendingDie >= 0 ? Math.max(minimum, cost - g.s.pendingDie) : cost;
    }

    /**
     * The conquest checks of one legal list for the acting race x: what they ask alike for every
     * region (x's abilities asked about refusals, cost changes and the cost floor) is looked up
     * once rather than per region. Made per list: x and the state do not change meanwhile.
     */
    static final class ForList {
        private final Game g;
        private final RaceState<?> x;
        private final Hooks.Asked refuses, modifies, floors;
        /** x's rules when x is active (its data cost rules apply, 4.3), else null. */
        private final RaceRules active;
        // the final conquest's rule and reach, the same for every region of the list
        private final int reach;
        private final boolean capped;

        ForList(Game g, RaceState<?> x) {
            this.g = g;
            this.x = x;
            refuses = Hooks.asked(g, x, Hook.REFUSES_TARGET);
            modifies = Hooks.asked(g, x, Hook.COST_MODIFIER);
            floors = Hooks.asked(g, x, Hook.MINIMUM_COST);
            active = x.active() ? g.rules(x) : null;
            reach = finalConquestReach(g);
            capped = costCapped(g);
        }

        /**
         * Whether {@link Targets#target} accepts one of the {@link #candidates}: whether x reaches it or may
         * enter there is known already, and {@link #open}'s first checks (x's own, impassable,
         * water x may not take) refuse no candidate.
         */
        boolean accepts(int r) {
            return Hooks.refusesTarget(refuses, g, x, r) == null && !isProtected(g, x, r);
        }

        /**
         * For a region r that {@link #accepts}: {@link #BY_TOKENS} if {@link
         * Targets#affordable} accepts it, {@link #BY_DIE} if {@link Targets#withinDieReach} does
         * (asked only of the kinds given), with their pieces; the cost is worked out once for both.
         */
        int kinds(int r, boolean byTokens, boolean byDie) {
            int minimum = Hooks.minimumCost(floors, g, x, r);
            int cost = cost(g, active, r, Hooks.costModifier(modifies, g, x, r), minimum);
            int kinds = 0;
            if (byTokens && canPay(x, required(g, cost, minimum))) kinds |= BY_TOKENS;
            if (byDie && dieReaches(x, cost, capped, reach)) kinds |= BY_DIE;
            return kinds;
        }
    }

    /** Bits of {@link ForList#kinds}. */
    static final int BY_TOKENS = 1, BY_DIE = 2;

    static RuleViolation conquer(Game g, RaceState<?> x, int r) {
        RuleViolation v = canStartConquest(g, x, true);
        if (v == null) v = target(g, x, r);
        return v != null ? v : affordable(g, x, r);
    }

    /** The race may start a conquest by die: {@link #conquerWithDie} before the region is looked at. */
    static RuleViolation canStartDieConquest(Game g, RaceState<?> x) {
        RuleViolation v = Hooks.forbidsDieConquest(g, x);
        return v != null ? v : canStartConquest(g, x, false);
    }

    /**
     * The regions {@link #target} may accept for {@code x}: all but those it certainly refuses (the
     * race holds them, they are impassable, water it may not take, the race is on the map, touches
     * none of them and no ability reaches them, or it is not and may not enter there). Worked out
     * once per legal list from x's own regions' neighbours rather than per region, and without
     * building refusals, as most regions are out of reach most turns.
     */
    static boolean[] candidates(Game g, RaceState<?> x) {
        int[] owner = g.s.owner;
        boolean[] impassable = g.map.impassable, water = g.map.water;
        int size = g.map.size;
        boolean[] out = new boolean[size];
        boolean takesWater = Hooks.conquersWater(g, x);
        if (x.regions == 0) { // 4.2 item 7: the entries, asked before the rest of target's checks
            Hooks.Asked entersAt = Hooks.asked(g, x, Hook.ENTERS_AT);
            for (int r = 0; r < size; r++) // 4.2 item 4; impassable regions are never entered; 4.11
            out[r] = owner[r] != x.id && !impassable[r] && (takesWater || !water[r]) && enters(g, x, r, entersAt);
            return out;
        }
        long[] masks = g.map.neighbourMask;
        boolean reachHooks = Hooks.overridden(g, x, Hook.REACHES);
        if (masks != null) { // x's own regions' neighbours as one mask
            long own = 0, reach = 0;
            for (int r = 0, left = x.regions; left > 0 && r < size; r++) { // x.regions counts them: stop at the last
                if (owner[r] == x.id) {
                    own |= 1L << r;
                    reach |= masks[r];
                    left--;
                }
            }
            reach &= ~(own | g.map.impassableMask | (takesWater ? 0 : g.map.waterMask)); // 4.2 item 4; 4.11
            for (; reach != 0; reach &= reach - 1) out[Long.numberOfTrailingZeros(reach)] = true;
            if (!reachHooks) return out;
        } else {
            for (int r = 0; r < size; r++) if (owner[r] == x.id) for (int n : g.map.neighbours[r]) out[n] = true;
        }
        // markReached leaves x's own and impassable regions alone, so one pass below refuses them all
        if (reachHooks) Hooks.markReached(g, x, out);
        for (int r = 0; r < size; r++) { // 4.2 item 4; impassable regions are never entered; 4.11
            if (out[r] && (owner[r] == x.id || impassable[r] || (water[r] && !takesWater))) out[r] = false;
        }
        return out;
    }

    /** {@link #enters} with x's abilities asked about entries looked up already. */
    private static boolean enters(Game g, RaceState<?> x, int r, Hooks.Asked entersAt) {
        return Hooks.entersAt(entersAt, g, x, r) || g.edition.entry(g, x, r) == null;
    }

    /**
     * {@link #candidates} worked out once per legal list ({@link Game#perList}): a region outside
     * them is refused by {@link #target}, so region moves built on it may skip it before their check.
     */
    public static boolean[] candidatesPerList(Game g, RaceState<?> x) {
        return g.candidates(x);
    }

    /** {@link #conquer} for a region that is a valid target: the tokens in hand pay for it (4.3). */
    static RuleViolation affordable(Game g, RaceState<?> x, int r) {
        int required = required(g, x, r);
        if (!canPay(x, required)) {
            return illegal(
                    "NOT_ENOUGH_TOKENS",
                    "Conquering region " + r + " needs " + required + " tokens; " + x.hand + " in hand (4.3).");
        }
        return null;
    }

    static RuleViolation conquerWithDie(Game g, RaceState<?> x, int r) {
        RuleViolation v = canStartDieConquest(g, x);
        if (v == null) v = target(g, x, r);
        return v != null ? v : withinDieReach(g, x, r);
    }

    /** {@link #conquerWithDie} for a region that is a valid target: the die is needed and may suffice (4.6, R-6, R-8). */
    static RuleViolation withinDieReach(Game g, RaceState<?> x, int r) {
        int cost = cost(g, x, r);
        if (dieReaches(g, x, cost)) return null;
        if (cost <= x.hand) {
            return illegal(
                    "DIE_NOT_NEEDED", "The tokens in hand suffice for region " + r + "; conquer it normally (R-8).");
        }
        int reach = finalConquestReach(g);
        if (costCapped(g)) {
            return illegal(
                    "TOO_STRONG_FOR_DIE",
                    "A final conquest targets a region of cost " + reach
                            + " or less ([IT 553], option finalConquestRule, R-6).");
        }
        return illegal(
                "TOO_STRONG_FOR_DIE",
                "A final conquest targets a region at most " + reach + " tokens out of reach ([IS 255], R-6).");
    }

    /**
     * The tests of {@link #affordable} and {@link #withinDieReach} for a region of known cost,
     * without the refusal's text: legal lists ask them of every reachable region.
     */
    static boolean canPay(RaceState<?> x, int required) {
        return required <= x.hand;
    }

    static boolean dieReaches(Game g, RaceState<?> x, int cost) {
        return dieReaches(x, cost, costCapped(g), finalConquestReach(g));
    }

    /** {@link #dieReaches} with the final conquest's rule ({@link #costCapped}) and reach known. */
    private static boolean dieReaches(RaceState<?> x, int cost, boolean capped, int reach) {
        if (cost <= x.hand) return false; // the tokens suffice
        return capped ? cost <= reach : cost <= x.hand + reach;
    }

    private static int finalConquestReach(Game g) {
        return g.catalog.setup().finalConquestReach();
    }

    /** The final conquest's rule: a region of cost at most the reach ([IT 553]), else within the reach of the hand ([IS 255]). */
    private static boolean costCapped(Game g) {
        return FamilyRules.COST_AT_MOST_3.equals(g.rules().finalConquestRule());
    }
}
