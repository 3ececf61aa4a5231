package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;
import static io.boardstate.games.smallworld.underground.UndergroundEdition.TREASURES;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import io.boardstate.games.smallworld.underground.races.WillOWisps;

/**
 * The checks of Underground's own moves (spec 12.5), shared by {@code decide} and the legal
 * list. Each returns null when the move is allowed, else the broken rule; none changes the state.
 */
final class UndergroundChecks {
    static final String SHADOW_MIMES = "SHADOW_MIMES";

    private UndergroundChecks() {}

    /** The active race of the seat while it conquers (CONQUEST phase), else the rule broken. */
    private static RuleViolation conquering(Game g, int seat, String what) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, what);
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (x == null || !x.active() || x.id != g.s.activeRace[seat])
            return illegal("NO_ACTIVE_RACE", what + " needs an active race.");
        return null;
    }

    private static RaceState<?> active(Game g, int seat) {
        int id = g.s.activeRace[seat];
        return id < 0 ? null : g.race(id);
    }

    private static RuleViolation region(Game g, int r) {
        return g.map.valid(r) ? null : Targets.noSuchRegion(r);
    }

    static RuleViolation pickSwapping(Game g, int seat, int slot, int with) {
        RuleViolation v = Checks.pickCombo(g, seat, slot);
        if (v != null) return v;
        if (!SHADOW_MIMES.equals(g.s.marketRaces.get(slot)))
            return illegal("NOT_SHADOW_MIMES", "Only the Shadow Mimes swap their badge when picked ([U 578], 7.12).");
        if (with == slot || with < 0 || with >= g.s.marketRaces.size())
            return illegal(
                    "NO_SUCH_COMBO", "The badge is swapped with one of the other visible combos ([U 579], R-27).");
        return null;
    }

    static RuleViolation placeVolcano(Game g, int seat, int r) {
        if (UndergroundEdition.volcanoPending(g) != seat)
            return illegal("NO_VOLCANO_TO_PLACE", "The Volcano is placed right after picking the Flames (7.3).");
        if (region(g, r) != null) return region(g, r);
        if (!g.map.has(r, g.catalog.vocabulary().symbol("VOLCANO")))
            return illegal(
                    "NOT_A_VOLCANO_CHASM",
                    "The Volcano goes on an Abysmal Chasm with the Volcano symbol ([U 551], [U 247]-[U 249]).");
        return null;
    }

    static RuleViolation drawStonehedge(Game g, int seat) {
        if (UndergroundData.of(g).stonehedgeDrawSeat != seat)
            return illegal("NO_STONEHEDGE_DRAW", "Stonehedge draws its power when it is discovered ([U 890]).");
        return null;
    }

    static RuleViolation moveGreatAncient(Game g, int seat, int r) {
        RuleViolation v = conquering(g, seat, "Moving the Great Ancient");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        UndergroundData d = UndergroundData.of(g);
        if (!UndergroundAbility.race(g, x).ownsTheGreatAncient() || d.greatAncient < 0 || x.pickedThisTurn)
            return illegal(
                    "NO_GREAT_ANCIENT",
                    "Only Cultists with the Great Ancient on the map move it, from their second turn ([U 541]).");
        if (d.greatAncientMoved || g.s.conquestsThisStep > 0 || g.s.conquestEnded)
            return illegal("TOO_LATE", "The Great Ancient moves once, at the start of the turn (7.1 item 4).");
        if ((v = region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id || r == d.greatAncient)
            return illegal(
                    "NOT_YOUR_REGION", "The Great Ancient moves to another region of the Cultists ([U 541]-[U 542]).");
        return null;
    }

    static RuleViolation rebirth(Game g, int seat, int r) {
        RuleViolation v = conquering(g, seat, "Reborn");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        int declined = g.s.declinedRace[seat];
        RaceState<?> y = declined < 0 ? null : g.race(declined);
        if (y == null || !y.declined || !HeldPowers.any(g, y, UndergroundAbility::rebornFromDecline))
            return illegal("NO_REBORN_RACE", "Reborn works for a declined Reborn race ([U 742]-[U 745]).");
        UndergroundData d = UndergroundData.of(g);
        if (d.reborn >= 2 || g.s.conquestsThisStep > 0 || g.s.conquestEnded)
            return illegal("TOO_LATE", "Reborn turns one or two regions at the start of the turn (8.16, R-38).");
        if ((v = region(g, r)) != null) return v;
        if (g.s.owner[r] != y.id)
            return illegal("NOT_YOUR_REGION", "Reborn turns regions of the declined Reborn race ([U 743]).");
        if (Board.river(g, r) && !UndergroundAbility.race(g, x).holdsRivers())
            return illegal("RIVER_REGION", "A River region can only go to active Kraken (R-38).");
        return null;
    }

    /** Whether x may use this Relic (or the Bag as this Relic) now: controlled, active, unused this turn. */
    static RuleViolation relicUsable(Game g, RaceState<?> x, String relic, boolean bag) {
        UndergroundData d = UndergroundData.of(g);
        if (!bag) {
            if (!TREASURES.controls(g, x, relic) || !x.active())
                return illegal(
                        "RELIC_NOT_CONTROLLED",
                        "Only the active race holding a Relic's region uses it ([U 758], 9.2).");
            if ((d.relicsUsed & TREASURES.bit(relic)) != 0)
                return illegal("RELIC_USED", "A Relic is used once per turn ([U 811], 9.2).");
            return null;
        }
        if (!x.active() || !HeldPowers.any(g, x, UndergroundAbility::hasBag))
            return illegal("NO_BAG", "Only the active Magic race has the Bag-o'-Many-Things ([U 681]).");
        if ((d.relicsUsed & Treasures.BAG_BIT) != 0)
            return illegal("RELIC_USED", "The Bag is used once per turn ([U 682], R-33).");
        if (d.bagAs != null && !d.bagAs.equals(relic))
            return illegal("BAG_ALREADY_CHOSEN", "The Bag copies one Relic per turn ([U 682], R-33).");
        if (TREASURES.at(g, relic) < 0)
            return illegal("RELIC_NOT_IN_PLAY", "The Bag copies a Relic that is on the map ([U 681]-[U 682]).");
        if (TREASURES.controls(g, x, relic))
            return illegal("RELIC_ALREADY_YOURS", "The Bag does not duplicate a Relic you already control (R-33).");
        return null;
    }

    static RuleViolation readyRelic(Game g, int seat, String relic, boolean bag) {
        RuleViolation v = conquering(g, seat, "Using a Relic");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if ((v = Targets.canStartConquest(g, x, false)) != null) return v;
        if (relic == null || !Treasures.CONQUEST_RELICS.contains(relic))
            return illegal(
                    "NOT_A_CONQUEST_RELIC",
                    "Readied for a conquest: the Flying Doormat, the Sword or the Socks (9.2).");
        if ((v = relicUsable(g, x, relic, bag)) != null) return v;
        int bit = bag ? Treasures.BAG_BIT : TREASURES.bit(relic);
        if ((UndergroundData.of(g).readied & bit) != 0)
            return illegal("RELIC_READIED", "This Relic is already readied for the next conquest.");
        return null;
    }

    static RuleViolation wisps(Game g, int seat, int r) {
        RuleViolation v = conquering(g, seat, "A Will-o'-Wisps conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (!UndergroundAbility.race(g, x).rollsBeforeConquering())
            return illegal("NOT_WILL_O_WISPS", "Only the Will-o'-Wisps roll before conquering ([U 560]).");
        if ((v = Targets.canStartConquest(g, x, false)) != null) return v;
        if ((v = Targets.target(g, x, r)) != null) return v;
        if (!WillOWisps.eligible(g, x, r))
            return illegal(
                    "NOT_NEAR_MYSTIC_CRYSTAL",
                    "The Will-o'-Wisps roll for a Mystic Crystal or a region next to one they hold ([U 561]-[U 562], R-25).");
        if (Gnomes.shields(g, x, r)) return gnomes();
        int reach = g.catalog.setup().finalConquestReach();
        if (Targets.cost(g, x, r) > x.hand + reach)
            return illegal("TOO_STRONG_FOR_DIE", "Even the best roll would not be enough (R-25).");
        return null;
    }

    static RuleViolation gnomes() {
        return illegal(
                "GNOMES_PROTECTED",
                "During your turn the Gnomes are safe from your abilities, Places and Relics ([U 570]-[U 576], R-19).");
    }

    /** A Vampire or Shiny Orb substitution of the lone active token in r (8.20 items 1-4, 9.2.5). */
    private static RuleViolation substitution(Game g, RaceState<?> x, int r) {
        RuleViolation v = Targets.canStartConquest(g, x, false);
        if (v == null) v = Targets.target(g, x, r);
        if (v != null) return v;
        RaceState<?> o = g.occupant(r);
        if (o == null || !o.active() || o.seat == x.seat || g.s.tokens[r] != 1)
            return illegal(
                    "NOT_A_LONE_ACTIVE_TOKEN",
                    "Only a lone token of an opponent's active race can be replaced ([U 768]-[U 771], 8.20).");
        if (Gnomes.shields(g, x, r)) return gnomes();
        return null;
    }

    static RuleViolation vampirize(Game g, int seat, int r) {
        RuleViolation v = conquering(g, seat, "A Vampire conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (!HeldPowers.any(g, x, UndergroundAbility::replacesTokens))
            return illegal("NOT_VAMPIRE", "Only a Vampire race replaces tokens ([U 767]).");
        if ((v = substitution(g, x, r)) != null) return v;
        if ((UndergroundData.of(g).vampirized & (1 << g.occupant(r).seat)) != 0)
            return illegal("OPPONENT_ALREADY_VAMPIRIZED", "Once per turn and per opponent ([U 767]).");
        return null;
    }

    static RuleViolation orb(Game g, int seat, int r, boolean bag) {
        RuleViolation v = conquering(g, seat, "A Shiny Orb conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if ((v = relicUsable(g, x, Treasures.ORB, bag)) != null) return v;
        return substitution(g, x, r);
    }

    static RuleViolation moveBalrog(Game g, int seat, int r) {
        Phase p = g.s.phase;
        if (p != Phase.CONQUEST && p != Phase.REDEPLOY && p != Phase.END_POWERS)
            return illegal("WRONG_PHASE", "The Balrog moves during your turn, before scoring (9.3.9, R-52).");
        RaceState<?> x = active(g, seat);
        UndergroundData d = UndergroundData.of(g);
        if (seat != g.s.currentSeat || x == null || !TREASURES.controls(g, x, Treasures.PENTACLE))
            return illegal(
                    "NO_PENTACLE",
                    "The active race holding the Wickedest Pentacle moves the Balrog ([U 909]-[U 910]).");
        if (d.balrogMoved) return illegal("BALROG_MOVED", "The Balrog moves once per turn (R-52).");
        RuleViolation v = region(g, r);
        if (v != null) return v;
        int pentacle = TREASURES.at(g, Treasures.PENTACLE);
        int from = d.balrog >= 0 ? d.balrog : pentacle;
        if (!g.map.adjacent(from, r) || r == pentacle || g.map.impassable[r])
            return illegal(
                    "NOT_ADJACENT",
                    "The Balrog goes into a region bordering its own (or the Pentacle's) ([U 906], R-52).");
        if (g.s.natives[r] > 0 && !d.rules.balrogMayEnterMonsterRegion())
            return illegal("MONSTER_REGION", "The Balrog does not enter a region guarded by Monsters (R-52).");
        RaceState<?> o = g.occupant(r);
        if (o != null && UndergroundAbility.race(g, o).keepsOutTheBalrog())
            return illegal("GNOMES_PROTECTED", "The Balrog cannot conquer a region of the Gnomes ([U 573]-[U 574]).");
        if (Figures.immuneAgainst(g, seat, r)) return Figures.refuse(g, x, r);
        if (o != null && UndergroundAbility.race(g, o).tollsTheBalrog(o) && o.seat != seat && g.s.coins[seat] < 1)
            return illegal(
                    "LICHES_TOLL_UNPAID", "The Balrog's master pays the Liches' toll and has no coin (7.7, R-52).");
        return null;
    }

    static RuleViolation placeArmor(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.REDEPLOY, "Placing a Mushroom Armor");
        if (v != null) return v;
        RaceState<?> x = active(g, seat);
        if (x == null || ((UndergroundRaceData) x.extra).armorsInHand < 1)
            return illegal("NO_ARMOR_IN_HAND", "No Mushroom Armor to place ([U 653]-[U 656]).");
        if ((v = region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "Armors go on regions of the Shield race ([U 656]).");
        return null;
    }

    private static RuleViolation endOfTurn(Game g, int seat, String what) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, what);
        if (v != null) return v;
        return active(g, seat) == null ? illegal("NO_ACTIVE_RACE", what + " needs an active race.") : null;
    }

    static RuleViolation placeQueen(Game g, int seat, int r) {
        RuleViolation v = endOfTurn(g, seat, "Placing the Queen");
        if (v != null) return v;
        RaceState<?> x = active(g, seat);
        if (!HeldPowers.any(g, x, UndergroundAbility::placesQueen))
            return illegal("NOT_ROYAL", "Only a Royal race has the Queen ([U 737]).");
        if (UndergroundData.of(g).queenPlaced) return illegal("QUEEN_PLACED", "The Queen is placed once per turn.");
        if ((v = region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "The Queen goes on a region of the Royal race ([U 738]).");
        return null;
    }

    static RuleViolation placeGhost(Game g, int seat, int r) {
        RuleViolation v = endOfTurn(g, seat, "Placing the Ghost");
        if (v != null) return v;
        RaceState<?> x = active(g, seat);
        if (!TREASURES.controls(g, x, Treasures.CRYPT))
            return illegal("NO_CRYPT", "The active race holding the Crypt places the Ghost ([U 869]).");
        if (UndergroundData.of(g).ghostPlaced) return illegal("GHOST_PLACED", "The Ghost is placed once per turn.");
        if ((v = region(g, r)) != null) return v;
        if (r == TREASURES.at(g, Treasures.CRYPT) || g.map.impassable[r])
            return illegal(
                    "NOT_FOR_THE_GHOST", "The Ghost goes anywhere but the Crypt's region or a Chasm ([U 870], R-48).");
        return null;
    }

    static RuleViolation placeRelic(Game g, int seat, int r, String relic, boolean bag) {
        RuleViolation v = endOfTurn(g, seat, "Placing a Relic");
        if (v != null) return v;
        RaceState<?> x = active(g, seat);
        if ((v = relicUsable(g, x, relic, bag)) != null) return v;
        if ((v = region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "The Relic goes on a region of your active race ([U 802], [U 844]).");
        if (bag && r == TREASURES.at(g, relic))
            return illegal("BAG_DUPLICATES", "The Bag cannot work where the Relic it copies already does (R-33).");
        return null;
    }

    static RuleViolation endTurn(Game g, int seat, Integer altar) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        RaceState<?> x = active(g, seat);
        if (x != null
                && x.regions > 0
                && HeldPowers.any(g, x, UndergroundAbility::placesQueen)
                && !UndergroundData.of(g).queenPlaced)
            return illegal(
                    "QUEEN_NOT_PLACED", "A Royal race places its Queen at the end of every turn ([U 737], R-37).");
        return altar == null ? null : altar(g, seat, altar);
    }

    /** The Altar of Souls on {@code region} after scoring (9.3.1, R-46), in the state {@code g} scores. */
    static RuleViolation altar(Game g, int seat, int region) {
        RaceState<?> holder = TREASURES.controller(g, Treasures.ALTAR);
        if (holder == null || holder.seat != seat)
            return illegal("NO_ALTAR", "The Altar of Souls serves the player whose race holds it ([U 860]-[U 861]).");
        RuleViolation v = region(g, region);
        if (v != null) return v;
        int declined = g.s.declinedRace[seat];
        if (declined < 0 || g.s.owner[region] != declined)
            return illegal("NOT_YOUR_DECLINED_REGION", "The Altar takes a token of your declined race ([U 860]).");
        return null;
    }

    /** Going into decline and then using the Altar (C3): checked on the state after the decline. */
    static RuleViolation declineWithAltar(Game g, int seat, int region) {
        RuleViolation v = Checks.decline(g, seat);
        if (v != null) return v;
        return altar(UndergroundMoves.afterDecline(g, seat), seat, region);
    }

    /** Decline keeping every Tomb token, then one last redeployment among them (8.12 items 1-2, R-36). */
    static RuleViolation tombDecline(Game g, int seat) {
        RuleViolation v = Checks.decline(g, seat);
        if (v != null) return v;
        if (!HeldPowers.any(g, active(g, seat), UndergroundAbility::redeploysOnDecline))
            return illegal("NOT_TOMB", "Only a Tomb race redeploys as it goes into decline ([U 716]).");
        return null;
    }

    /** One Tomb token moved during that last redeployment; each region keeps at least one. */
    static RuleViolation moveTombToken(Game g, int seat, int from, int to) {
        UndergroundData d = UndergroundData.of(g);
        if (d.tombRedeploySeat != seat)
            return illegal("NO_TOMB_REDEPLOYMENT", "The Tomb redeployment follows a tombDecline ([U 716]).");
        RuleViolation v = region(g, from);
        if (v == null) v = region(g, to);
        if (v != null) return v;
        int race = g.s.declinedRace[seat];
        if (race < 0 || g.s.owner[from] != race || g.s.owner[to] != race || from == to)
            return illegal("NOT_YOUR_REGION", "Tomb tokens move between regions of the declined Tomb race (8.12).");
        if (g.s.tokens[from] < 2)
            return illegal("LAST_TOKEN", "Every region of the race keeps at least one token (8.12 item 2).");
        return null;
    }

    static RuleViolation finishTombRedeploy(Game g, int seat, Integer altar) {
        if (UndergroundData.of(g).tombRedeploySeat != seat)
            return illegal("NO_TOMB_REDEPLOYMENT", "The Tomb redeployment follows a tombDecline ([U 716]).");
        return altar == null ? null : altar(g, seat, altar);
    }
}
