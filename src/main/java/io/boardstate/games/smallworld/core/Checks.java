package io.boardstate.games.smallworld.core;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;

/**
 * The checks of the shared moves other than conquests (picking, abandoning, redeploying, going
 * into decline), used by both {@code decide} and {@code legalCommands} so that both agree by
 * construction. Each returns null when the move is allowed, else the broken rule.
 */
public final class Checks {
    private Checks() {}

    public static RuleViolation phase(Game g, Phase expected, String what) {
        if (g.s.phase == expected) return null;
        return illegal(
                "WRONG_PHASE",
                what + " is only possible in phase " + expected + "; the turn is in phase " + g.s.phase
                        + " (spec 3.3, 9.4).");
    }

    public static RuleViolation pickCombo(Game g, int seat, int slot) {
        RuleViolation v = phase(g, Phase.PICK, "Picking a combo");
        if (v != null) return v;
        if (slot < 0 || slot >= g.s.marketRaces.size())
            return illegal("NO_SUCH_COMBO", "Slot " + slot + " is not a visible combo (2.3).");
        if (g.s.coins[seat] < slot)
            return illegal(
                    "NOT_ENOUGH_COINS", "Combo " + slot + " costs " + slot + " coins of your own ([IT 310], R-3).");
        return null;
    }

    public static RuleViolation decline(Game g, int seat) {
        RuleViolation v = phase(g, Phase.TURN_START, "Going into decline");
        return v != null ? v : Hooks.forbidsDecline(g, g.race(g.s.activeRace[seat]));
    }

    // the refusals of abandon, made once: legal lists ask it for every command
    private static final RuleViolation NOT_OWN_REGION =
            illegal("NOT_YOUR_REGION", "Only regions of the acting race can be abandoned (4.8).");
    private static final RuleViolation ROLL_PENDING =
            illegal("BERSERK_ROLL_PENDING", "A die rolled before a conquest waits for it (R-22).");
    private static final RuleViolation ENDED =
            illegal("CONQUEST_ENDED", "Regions are abandoned while readying troops (R-9).");
    private static final RuleViolation AFTER_CONQUEST = illegal(
            "ABANDON_AFTER_CONQUEST", "Regions may only be abandoned before the first conquest of the turn (R-9).");
    private static final RuleViolation NEVER_EMPTIED = illegal(
            "ABANDON_NOT_ALLOWED",
            "Redeployment never empties a region, except for the Amazons' removal of 4 tokens (4.7, R-24).");
    private static final RuleViolation AMAZONS_CAN_TAKE_BACK = illegal(
            "ABANDON_NOT_ALLOWED",
            "The Amazons may empty a region only when they cannot otherwise take 4 tokens back (R-24).");
    private static final RuleViolation ABANDON_PHASE =
            illegal("WRONG_PHASE", "Regions are abandoned during the conquest phase (4.8).");

    static RuleViolation abandon(Game g, int seat, int r) {
        SmallWorldState<?, ?> s = g.s;
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (s.phase == Phase.CONQUEST) {
            RaceState<?> x = g.acting();
            if (s.owner[r] != x.id) return NOT_OWN_REGION;
            if (s.pendingDie >= 0) return ROLL_PENDING;
            if (s.conquestEnded) return ENDED;
            if (s.conquestsThisStep > 0 && !g.rules().allowAbandonAfterFirstConquest()) {
                return AFTER_CONQUEST;
            }
            return null;
        }
        if (s.phase == Phase.REDEPLOY) {
            int active = s.activeRace[seat];
            int keep = active < 0 || s.owner[r] != active ? 0 : Hooks.keepBack(g, g.race(active));
            if (keep == 0) {
                return NEVER_EMPTIED;
            }
            if (g.race(active).hand >= keep) {
                return AMAZONS_CAN_TAKE_BACK;
            }
            return null;
        }
        return ABANDON_PHASE;
    }

    /** Tokens of race {@code r} that may still be placed in B4 or W (tokens kept back excepted, R-24). */
    public static int placeable(Game g, RaceState<?> r) {
        if (r.regions == 0) return 0;
        return r.hand - (g.s.phase == Phase.REDEPLOY ? Hooks.keepBack(g, r) : 0);
    }

    /**
     * Races whose tokens the seat places now: B4 its active race, races acting in decline (R-20d)
     * and a declined race holding tokens its owner's own active race withdrew this turn (they are
     * placed at the end of the conqueror's turn, which is the owner's own: 4.9, R-12 [IT 422],
     * Underground 6.9 and the Tomb [U 722]); W all. Decided here, not when events are folded, so a
     * log replays the same whichever release wrote it (docs/adr/0004-stored-format-evolution.md).
     */
    public static boolean placesFor(Game g, int seat, RaceState<?> r) {
        if (r.seat != seat || r.gone) return false;
        if (g.s.phase == Phase.WITHDRAWALS) return true;
        if (r.declined && r.hand > 0 && g.s.phase == Phase.REDEPLOY) return true;
        return r.id == g.s.activeRace[seat] || (r.declined && Hooks.actsInDecline(g, r));
    }

    static RuleViolation placeTokens(Game g, int seat, int r, int count) {
        SmallWorldState<?, ?> s = g.s;
        if (s.phase != Phase.REDEPLOY && s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Tokens are placed during redeployment or withdrawals (4.7, 4.9).");
        }
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (s.owner[r] < 0 || !placesFor(g, seat, g.race(s.owner[r]))) {
            return illegal(
                    "NOT_YOUR_REGION", "Tokens are redeployed only into regions held by the same race (4.7, R-44).");
        }
        RaceState<?> race = g.race(s.owner[r]);
        if (count < 1) return illegal("BAD_COUNT", "Place at least one token.");
        RuleViolation refused = g.edition.refusesPlacement(g, race, r, count);
        if (refused != null) return refused;
        if (count > placeable(g, race)) {
            return illegal(
                    "NOT_ENOUGH_TOKENS",
                    "This race has " + Math.max(0, placeable(g, race))
                            + " tokens to place (4.7; tokens kept back stay in hand, R-24).");
        }
        return null;
    }

    static RuleViolation finishRedeploy(Game g, int seat) {
        if (g.s.phase != Phase.REDEPLOY && g.s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Redeployment is finished during redeployment or withdrawals (4.7, 4.9).");
        }
        for (RaceState<?> r : g.s.races) {
            if (!placesFor(g, seat, r) || r.regions == 0) continue;
            int left = placeable(g, r);
            if (left > 0)
                return illegal(
                        "TOKENS_LEFT_IN_HAND",
                        r.race + " still have " + left
                                + " tokens to place: every token must be placed while the race holds a region (R-11, [IT 571]).");
            if (left < 0)
                return illegal(
                        "AMAZONS_MUST_KEEP_4",
                        "The Amazons must take 4 tokens back, emptying regions if necessary (R-24, [IT 1037]).");
        }
        return null;
    }
}
