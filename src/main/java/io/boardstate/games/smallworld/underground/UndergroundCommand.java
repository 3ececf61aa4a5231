package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.Required;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;

/**
 * Underground's own moves (spec 12.5), beside the family's. Regions are map region ids; {@code
 * bag}: the Bag-o'-Many-Things used as that Relic (Magic, 8.8).
 */
public sealed interface UndergroundCommand extends SmallWorldCommand {

    /** A1 for the Shadow Mimes: take the combo at {@code slot} after swapping its badge with the combo at {@code swapWith} (7.12). */
    record PickComboSwapping(int slot, int swapWith) implements UndergroundCommand {}

    /** Right after picking the Flames: put the Volcano on a Volcano chasm (7.3). */
    record PlaceVolcano(int region) implements UndergroundCommand {}

    /** Right after discovering Stonehedge: draw its special power from the badge pile (9.3.7). */
    record DrawStonehedgePower() implements UndergroundCommand {}

    /** Start of a later turn of the Cultists, before the first conquest: move the Great Ancient (7.1). */
    record MoveGreatAncient(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Reborn in decline, before the first conquest: a declined region becomes the active race's (8.16). */
    record Rebirth(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Use a conquest Relic (Flying Doormat, Sword, Socks) for the next conquest (9.2.1, 9.2.3, 9.2.4). */
    record ReadyRelic(@Required String relic, boolean bag) implements UndergroundCommand {}

    /** Will-o'-Wisps: name the region, roll the die, conquer if the tokens suffice (7.15). */
    record WispsConquer(int region) implements UndergroundCommand {}

    /** Vampire: replace the lone active token of an opponent (8.20). */
    record Vampirize(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Shiny Orb: replace a lone active token with one of your own (9.2.5). */
    record OrbReplace(int region, boolean bag) implements UndergroundCommand {}

    /** The Wickedest Pentacle's controller moves (or first invokes) the Balrog into a bordering region (9.3.9). */
    record MoveBalrog(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Shield, while redeploying: put a Mushroom Armor taken this turn on a region (8.2). */
    record PlaceArmor(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Royal, end of the turn: the Queen goes (or stays) on a region of the race (8.15). */
    record PlaceQueen(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Crypt, end of the turn: place the Tomb-raider's Ghost (9.3.3). */
    record PlaceGhost(int region) implements UndergroundCommand, RegionMove.OnRegion {}

    /** Froggy's Ring, end of the turn: move it and collect a coin from each player with an active token next to it (9.2.2). */
    record PlaceRing(int region, boolean bag) implements UndergroundCommand {}

    /** Scepter of Avarice, before scoring: the coins of that region are doubled (9.2.6). */
    record PlaceScepter(int region, boolean bag) implements UndergroundCommand {}

    /** End the turn: score, then optionally use the Altar of Souls on a region of your declined race (9.3.1, R-46). */
    record EndTurn(Integer altarRegion) implements UndergroundCommand {}

    /** Go into decline, score, then use the Altar of Souls on a region of the newly declined race (C3, 9.3.1). */
    record DeclineWithAltar(int altarRegion) implements UndergroundCommand {}

    /** A Tomb race goes into decline keeping all its tokens and redeploys them once before scoring (8.12). */
    record TombDecline() implements UndergroundCommand {}

    /** During that last redeployment: one token from one region of the Tomb race to another. */
    record MoveTombToken(int from, int to) implements UndergroundCommand {}

    /** End the Tomb redeployment: score, optionally use the Altar, end the turn. */
    record FinishTombRedeploy(Integer altarRegion) implements UndergroundCommand {}
}
