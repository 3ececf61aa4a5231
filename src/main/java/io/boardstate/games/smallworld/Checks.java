package io.boardstate.games.smallworld;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.SmallWorldState.RaceState;
import io.boardstate.games.smallworld.map.Terrain;

/**
 * The rule checks shared by {@code decide} and {@code legalCommands}, so that both agree by
 * construction. Each returns null when the move is allowed, else the broken rule. None mutates.
 */
final class Checks {
    /** Reinforcement die faces (1.1, published value). */
    static final int[] DIE_FACES = {0, 0, 0, 1, 2, 3};

    static final int MAX_FORTRESSES = 6;

    private Checks() {}

    static RuleViolation phase(SmallWorldState s, Phase expected, String what) {
        if (s.phase == expected) return null;
        return illegal(
                "WRONG_PHASE",
                what + " is only possible in phase " + expected + "; the turn is in phase " + s.phase
                        + " (spec 3.3, 9.4).");
    }

    static boolean validRegion(Board b, int region) {
        return region >= 0 && region < b.size;
    }

    static RuleViolation noSuchRegion(int region) {
        return illegal("NO_SUCH_REGION", "Region " + region + " does not exist on this map.");
    }

    /** The acting race during CONQUEST, may be null outside it. */
    static RaceState acting(SmallWorldState s) {
        return s.actingRace < 0 ? null : s.race(s.actingRace);
    }

    /** Common preconditions of every conquest kind (4.2 items 1-2, R-22). */
    static RuleViolation canStartConquest(SmallWorldState s, RaceState x, boolean berserkRollAllowed) {
        if (s.conquestEnded)
            return illegal(
                    "CONQUEST_ENDED",
                    "The conquests of this race are over for this turn (4.6: a final die conquest ends them).");
        if (x.hand < 1)
            return illegal(
                    "NO_TOKENS_IN_HAND",
                    "At least one race token in hand is needed to start any conquest (4.2 item 1, [IT 515], [IS 227]).");
        if (!berserkRollAllowed && s.pendingBerserkDie >= 0) {
            return illegal(
                    "BERSERK_ROLL_PENDING",
                    "After a Berserk roll the next move is a conquest with that roll or the end of conquests (R-22).");
        }
        return null;
    }

    /** 4.2 items 3-7 for region {@code r} and acting race {@code x}; {@code xMask} = regions of x. */
    static RuleViolation target(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.owner[r] == x.id)
            return illegal("OWN_REGION", "Region " + r + " is already occupied by this race (4.2 item 4).");
        boolean seafaring = x.activeWith(Power.SEAFARING);
        if (b.water[r] && !seafaring) {
            return illegal(
                    "WATER_REGION",
                    "Seas and the Lake cannot be conquered except by an active Seafaring race (4.11, [IT 405], [IS 564]).");
        }
        RuleViolation protectedRegion = immuneOrAtPeace(s, x, r);
        if (protectedRegion != null) return protectedRegion;
        if (x.regions == 0) return firstConquest(s, b, x, r);
        if ((b.adjacent[r] & xMask) != 0) return null;
        if (x.activeWith(Power.FLYING) && !b.water[r]) return null; // [IS 516]
        if (x.activeWith(Power.UNDERWORLD) && b.cavern[r] && (b.cavernMask & xMask) != 0) return null;
        return illegal(
                "NOT_ADJACENT",
                "Region " + r + " is not adjacent to a region of this race (4.2 item 7, [IT 481], [IS 247]).");
    }

    /** 4.2 items 5-6: Hero, Dragon, Hole-in-the-Ground and the Diplomat's peace. */
    static RuleViolation immuneOrAtPeace(SmallWorldState s, RaceState x, int r) {
        int o = s.owner[r];
        if (o < 0) return null;
        RaceState d = s.race(o);
        if (s.hero[r] || s.dragon[r] || s.hole[r]) {
            boolean ownGhoulsExempt = !s.rules.immunityAppliesToOwnGhouls() && d.seat == x.seat;
            if (!ownGhoulsExempt) {
                return illegal(
                        "IMMUNE_REGION",
                        "Region " + r
                                + " holds a Hero, the Dragon or a Hole-in-the-Ground and is immune to enemy conquest and powers ([IT 1121], [IT 1373], [IT 1436], R-14).");
            }
        }
        if (x.active() && d.active() && d.seat != x.seat && s.ally[d.seat] == x.seat) {
            return illegal(
                    "AT_PEACE",
                    "Seat " + d.seat
                            + "'s Diplomat made peace with you: you may not attack his active race until his next turn ([IT 1339], R-21).");
        }
        return null;
    }

    /** 4.2 item 7, first conquest: a border region, with the Halflings/Flying/Seafaring exceptions. */
    private static RuleViolation firstConquest(SmallWorldState s, Board b, RaceState x, int r) {
        if (x.active() && x.race == Race.HALFLINGS) return null; // [IT 1113], R-19
        if (x.activeWith(Power.FLYING) && s.rules.flyingIgnoresBorderRule() && !b.water[r]) return null;
        if (b.water[r]) {
            if (s.rules.seafaringMayEnterBySea() && b.terrain[r] == Terrain.SEA && b.border[r]) return null; // R-30(c)
            return illegal(
                    "NOT_ON_BORDER", "A race entering the map may only take a Sea that touches the board edge (R-30).");
        }
        if (b.border[r]) return null;
        return illegal(
                "NOT_ON_BORDER",
                "A race with no region on the map must enter through a border region (4.2 item 7, [IT 386], [IS 205]).");
    }

    /** Defence of a region before reductions (4.3). */
    static int baseCost(SmallWorldState s, Board b, int r) {
        int cost = 2;
        if (b.mountain[r]) cost++;
        if (s.trollLair[r]) cost++;
        if (s.fortress[r]) cost++;
        cost += s.encampments[r];
        if (s.lostTribe[r]) cost++;
        if (s.owner[r] >= 0) cost += s.tokens[r];
        return cost;
    }

    /** Tokens race {@code x} needs to conquer {@code r}: 4.3 with stacking reductions and floor 1. */
    static int cost(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        int cost = baseCost(s, b, r);
        if (x.active()) {
            Terrain t = b.terrain[r];
            if (x.power == Power.COMMANDO) cost--;
            if (x.power == Power.MOUNTED && (t == Terrain.HILL || t == Terrain.FARMLAND)) cost--;
            if (x.power == Power.UNDERWORLD && b.cavern[r]) cost--;
            if (x.race == Race.TRITONS && b.coastal[r]) cost--;
            if (x.race == Race.GIANTS && (b.adjacent[r] & b.mountainMask & xMask) != 0) cost--;
        }
        return Math.max(1, cost);
    }

    static RuleViolation conquer(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        RuleViolation v = canStartConquest(s, x, true);
        if (v == null) v = target(s, b, x, xMask, r);
        if (v != null) return v;
        int required = required(s, b, x, xMask, r);
        if (required > x.hand) {
            return illegal(
                    "NOT_ENOUGH_TOKENS",
                    "Conquering region " + r + " needs " + required + " tokens; " + x.hand + " in hand (4.3).");
        }
        return null;
    }

    /** Tokens a normal conquest places: the cost, or cost minus a pending Berserk roll. */
    static int required(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        int cost = cost(s, b, x, xMask, r);
        return s.pendingBerserkDie >= 0 ? Math.max(1, cost - s.pendingBerserkDie) : cost;
    }

    static RuleViolation conquerWithDie(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        if (x.activeWith(Power.BERSERK)) {
            return illegal(
                    "BERSERK_USES_OWN_DIE",
                    "A Berserk race rolls before each conquest instead of making a final die conquest (R-22).");
        }
        if (s.rules.ghoulsShareDieWithActiveRace() && s.dieUsedThisTurn) {
            return illegal(
                    "DIE_ALREADY_USED",
                    "The reinforcement die was already used this turn (option ghoulsShareDieWithActiveRace, R-20).");
        }
        RuleViolation v = canStartConquest(s, x, false);
        if (v == null) v = target(s, b, x, xMask, r);
        if (v != null) return v;
        int cost = cost(s, b, x, xMask, r);
        if (cost <= x.hand) {
            return illegal(
                    "DIE_NOT_NEEDED", "The tokens in hand suffice for region " + r + "; conquer it normally (R-8).");
        }
        if (SmallWorldRules.COST_AT_MOST_3.equals(s.rules.finalConquestRule())) {
            if (cost > 3)
                return illegal(
                        "TOO_STRONG_FOR_DIE",
                        "A final conquest targets a region of cost 3 or less ([IT 553], option finalConquestRule, R-6).");
        } else if (cost > x.hand + 3) {
            return illegal(
                    "TOO_STRONG_FOR_DIE",
                    "A final conquest targets a region at most 3 tokens out of reach ([IS 255], R-6).");
        }
        return null;
    }

    static RuleViolation berserkRoll(SmallWorldState s, RaceState x) {
        if (!x.activeWith(Power.BERSERK))
            return illegal("POWER_NOT_HELD", "Only an active Berserk race rolls before a conquest ([IT 1284]).");
        if (s.pendingBerserkDie >= 0)
            return illegal("BERSERK_ROLL_PENDING", "The last Berserk roll has not been used yet (R-22).");
        return canStartConquest(s, x, false);
    }

    static RuleViolation dragonConquer(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        if (!x.activeWith(Power.DRAGON_MASTER))
            return illegal("POWER_NOT_HELD", "Only an active Dragon Master race has the Dragon ([IT 1361]).");
        if (s.dragonUsed) return illegal("DRAGON_ALREADY_USED", "The Dragon conquers once per turn ([IT 1361], R-17).");
        RuleViolation v = canStartConquest(s, x, false);
        return v != null ? v : target(s, b, x, xMask, r);
    }

    static RuleViolation sorcererConvert(SmallWorldState s, Board b, RaceState x, long xMask, int r) {
        if (!(x.active() && x.race == Race.SORCERERS))
            return illegal("RACE_NOT_HELD", "Only active Sorcerers replace enemy tokens ([IT 1163]).");
        RuleViolation v = canStartConquest(s, x, false);
        if (v != null) return v;
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.tray[Race.SORCERERS.ordinal()] < 1) {
            return illegal("TRAY_EMPTY", "No Sorcerer token is left in the tray ([IT 1169], [IS 191], C-20).");
        }
        int o = s.owner[r];
        if (o < 0 || !s.race(o).active() || s.race(o).seat == x.seat) {
            return illegal(
                    "NOT_ACTIVE_ENEMY_TOKEN",
                    "The Sorcerers only replace an active token of an opponent (C-23, [IT 1163], [IS 440]).");
        }
        if (s.tokens[r] != 1)
            return illegal("NOT_ALONE", "The replaced token must be the only token of its region ([IT 1174]).");
        if (s.encampments[r] > 0)
            return illegal(
                    "ENCAMPMENT_PROTECTS",
                    "An Encampment protects a lone token from the Sorcerers ([IT 1308], [IS 492]).");
        if ((s.sorcererVictims & (1 << s.race(o).seat)) != 0) {
            return illegal(
                    "ONCE_PER_OPPONENT", "The Sorcerers replace a token of each opponent once per turn ([IT 1163]).");
        }
        if (b.water[r] && !x.activeWith(Power.SEAFARING))
            return illegal("WATER_REGION", "Seas and the Lake are for Seafaring races only (4.11).");
        RuleViolation p = immuneOrAtPeace(s, x, r);
        if (p != null) return p;
        boolean adjacent = (b.adjacent[r] & xMask) != 0
                || (x.activeWith(Power.FLYING) && s.rules.flyingSorcerersIgnoreAdjacency())
                || (x.activeWith(Power.UNDERWORLD) && b.cavern[r] && (b.cavernMask & xMask) != 0);
        if (!adjacent)
            return illegal(
                    "NOT_ADJACENT", "The replaced token must be adjacent to a Sorcerer region ([IT 1182], R-15).");
        return null;
    }

    static RuleViolation abandon(SmallWorldState s, Board b, int seat, int r) {
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.phase == Phase.CONQUEST) {
            RaceState x = acting(s);
            if (s.owner[r] != x.id)
                return illegal("NOT_YOUR_REGION", "Only regions of the acting race can be abandoned (4.8).");
            if (s.pendingBerserkDie >= 0)
                return illegal("BERSERK_ROLL_PENDING", "A Berserk roll waits for its conquest (R-22).");
            if (s.conquestEnded) return illegal("CONQUEST_ENDED", "Regions are abandoned while readying troops (R-9).");
            if (s.conquestsThisStep > 0 && !s.rules.allowAbandonAfterFirstConquest()) {
                return illegal(
                        "ABANDON_AFTER_CONQUEST",
                        "Regions may only be abandoned before the first conquest of the turn (R-9).");
            }
            return null;
        }
        if (s.phase == Phase.REDEPLOY) {
            int active = s.activeRace[seat];
            if (active < 0 || s.race(active).race != Race.AMAZONS || s.owner[r] != active) {
                return illegal(
                        "ABANDON_NOT_ALLOWED",
                        "Redeployment never empties a region, except for the Amazons' removal of 4 tokens (4.7, R-24).");
            }
            RaceState a = s.race(active);
            if (a.hand >= amazonsKeepBack(s, a)) {
                return illegal(
                        "ABANDON_NOT_ALLOWED",
                        "The Amazons may empty a region only when they cannot otherwise take 4 tokens back (R-24).");
            }
            return null;
        }
        return illegal("WRONG_PHASE", "Regions are abandoned during the conquest phase (4.8).");
    }

    /** the Amazons keep min(4, tokens on map + in hand) back in hand at the end of B4. */
    static int amazonsKeepBack(SmallWorldState s, RaceState a) {
        if (!(a.active() && a.race == Race.AMAZONS)) return 0;
        int onMap = 0;
        for (int reg = 0; reg < s.owner.length; reg++) if (s.owner[reg] == a.id) onMap += s.tokens[reg];
        return Math.min(4, onMap + a.hand);
    }

    /** Tokens of race {@code r} that may still be placed in B4 or W. */
    static int placeable(SmallWorldState s, RaceState r) {
        if (r.regions == 0) return 0;
        return r.hand - (s.phase == Phase.REDEPLOY ? amazonsKeepBack(s, r) : 0);
    }

    /** Races whose tokens the seat places now: B4 its active race and declined Ghouls (R-20d), W all. */
    static boolean placesFor(SmallWorldState s, int seat, RaceState r) {
        if (r.seat != seat || r.gone) return false;
        if (s.phase == Phase.WITHDRAWALS) return true;
        return r.id == s.activeRace[seat] || (r.declined && r.race == Race.GHOULS);
    }

    static RuleViolation placeTokens(SmallWorldState s, Board b, int seat, int r, int count) {
        if (s.phase != Phase.REDEPLOY && s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Tokens are placed during redeployment or withdrawals (4.7, 4.9).");
        }
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.owner[r] < 0 || !placesFor(s, seat, s.race(s.owner[r]))) {
            return illegal(
                    "NOT_YOUR_REGION", "Tokens are redeployed only into regions held by the same race (4.7, R-44).");
        }
        RaceState race = s.race(s.owner[r]);
        if (count < 1) return illegal("BAD_COUNT", "Place at least one token.");
        if (count > placeable(s, race)) {
            return illegal(
                    "NOT_ENOUGH_TOKENS",
                    "This race has " + Math.max(0, placeable(s, race))
                            + " tokens to place (4.7; Amazons keep 4 back, R-24).");
        }
        return null;
    }

    static RuleViolation finishRedeploy(SmallWorldState s, int seat) {
        if (s.phase != Phase.REDEPLOY && s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Redeployment is finished during redeployment or withdrawals (4.7, 4.9).");
        }
        for (RaceState r : s.races) {
            if (!placesFor(s, seat, r) || r.regions == 0) continue;
            int left = placeable(s, r);
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

    static RuleViolation placeFortress(SmallWorldState s, Board b, int seat, int r) {
        RuleViolation v = phase(s, Phase.REDEPLOY, "Placing a Fortress");
        if (v != null) return v;
        int active = s.activeRace[seat];
        if (active < 0 || !s.race(active).activeWith(Power.FORTIFIED))
            return illegal("POWER_NOT_HELD", "Only an active Fortified race places Fortresses ([IS 528]).");
        if (s.fortressPlaced) return illegal("FORTRESS_ALREADY_PLACED", "One Fortress per turn ([IT 1409], R-28).");
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.owner[r] != active)
            return illegal("NOT_YOUR_REGION", "A Fortress goes in a region of the Fortified race (R-28).");
        if (s.fortress[r]) return illegal("FORTRESS_LIMIT", "At most one Fortress per region ([IT 1428]).");
        int onMap = 0;
        for (boolean f : s.fortress) if (f) onMap++;
        if (onMap >= MAX_FORTRESSES)
            return illegal("FORTRESS_LIMIT", "At most 6 Fortresses on the map ([IT 1430], [IS 528]).");
        return null;
    }

    static RuleViolation placeEncampment(SmallWorldState s, Board b, int seat, int r) {
        if (s.phase != Phase.REDEPLOY && s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Encampments are placed during redeployment or withdrawals (R-29).");
        }
        if (!validRegion(b, r)) return noSuchRegion(r);
        int o = s.owner[r];
        if (o < 0 || s.race(o).seat != seat || !s.race(o).activeWith(Power.BIVOUACKING)) {
            return illegal("NOT_YOUR_REGION", "Encampments go in regions of your active Bivouacking race ([IT 1300]).");
        }
        RaceState race = s.race(o);
        if (s.phase == Phase.WITHDRAWALS) {
            if (race.displacedEncampments < 1)
                return illegal("NO_ENCAMPMENT_LEFT", "No displaced Encampment to re-place (R-29).");
            return null;
        }
        int onMap = 0;
        for (int e : s.encampments) onMap += e;
        if (onMap >= Play.ENCAMPMENTS)
            return illegal("NO_ENCAMPMENT_LEFT", "All 5 Encampments are on the map ([IT 1300]).");
        return null;
    }

    static RuleViolation placeHero(SmallWorldState s, Board b, int seat, int r) {
        RuleViolation v = phase(s, Phase.END_POWERS, "Placing a Hero");
        if (v != null) return v;
        int active = s.activeRace[seat];
        if (active < 0 || !s.race(active).activeWith(Power.HEROIC))
            return illegal("POWER_NOT_HELD", "Only an active Heroic race has Heroes ([IT 1432]).");
        if (s.heroesToPlace < 1) return illegal("HEROES_PLACED", "Both Heroes are placed (R-18).");
        if (!validRegion(b, r)) return noSuchRegion(r);
        if (s.owner[r] != active)
            return illegal("NOT_YOUR_REGION", "Heroes go in regions of the Heroic race ([IT 1432]).");
        if (s.hero[r]) return illegal("HERO_SAME_REGION", "The two Heroes go in two different regions ([IT 1432]).");
        return null;
    }

    static RuleViolation chooseAlly(SmallWorldState s, int seat, int ally) {
        RuleViolation v = phase(s, Phase.END_POWERS, "Choosing an ally");
        if (v != null) return v;
        int active = s.activeRace[seat];
        if (active < 0 || !s.race(active).activeWith(Power.DIPLOMAT))
            return illegal("POWER_NOT_HELD", "Only an active Diplomat race chooses an ally ([IT 1333]).");
        if (s.allyChosen) return illegal("ALLY_ALREADY_CHOSEN", "One ally per turn ([IT 1333], R-21).");
        if (ally < 0 || ally >= s.seats || ally == seat)
            return illegal("NOT_AN_OPPONENT", "The ally must be another seat ([IT 1333]).");
        if (s.activeRace[ally] < 0)
            return illegal("ALLY_HAS_NO_ACTIVE_RACE", "The ally must have an active race ([IT 1335]).");
        if ((s.attackedSeats & (1 << ally)) != 0)
            return illegal("ALLY_ATTACKED", "You attacked this opponent's active race this turn ([IT 1335], R-21).");
        return null;
    }

    static RuleViolation endTurn(SmallWorldState s, int seat, boolean stout) {
        RuleViolation v = phase(s, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        if (s.heroesToPlace > 0)
            return illegal("HEROES_NOT_PLACED", "Place both Heroes at the end of the turn ([IT 1432], R-18).");
        if (stout) {
            int active = s.activeRace[seat];
            if (active < 0 || !s.race(active).activeWith(Power.STOUT))
                return illegal(
                        "POWER_NOT_HELD", "Only an active Stout race declines at the end of its turn ([IT 1500]).");
            if (s.race(active).pickedThisTurn && !s.rules.stoutMayDeclineOnPickTurn()) {
                return illegal(
                        "DECLINE_ON_PICK_TURN",
                        "This match does not allow a Stout decline in the turn the race was picked (option stoutMayDeclineOnPickTurn, R-23).");
            }
        }
        return null;
    }

    static RuleViolation pickCombo(SmallWorldState s, int seat, int slot) {
        RuleViolation v = phase(s, Phase.PICK, "Picking a combo");
        if (v != null) return v;
        if (slot < 0 || slot >= s.marketRaces.size())
            return illegal("NO_SUCH_COMBO", "Slot " + slot + " is not a visible combo (2.3).");
        if (s.coins[seat] < slot)
            return illegal(
                    "NOT_ENOUGH_COINS", "Combo " + slot + " costs " + slot + " coins of your own ([IT 310], R-3).");
        return null;
    }
}
