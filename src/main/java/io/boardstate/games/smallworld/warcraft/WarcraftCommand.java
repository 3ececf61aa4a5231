package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Required;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;

/** Small World of Warcraft's own moves; the shared moves are the core's. */
public sealed interface WarcraftCommand extends SmallWorldCommand {

    /** Steps E and S: the end-of-turn placements are made and the turn is scored (R-62, section 7). */
    record CloseTurn() implements WarcraftCommand {}

    /** Worgen, before conquering: {@code HUMAN} (+2 coins) or {@code WORGEN} (pay 1, conquests cost 1 less) ([W 504]). */
    record ChooseWorgenForm(@Required String form) implements WarcraftCommand {}

    /** Forsaken, at redeployment: buy {@code count} tokens for 1 coin each, one per loss caused ([W 467]). */
    record RecruitForsaken(int count) implements WarcraftCommand {}

    /** Humans, at the end of their turn: put one of the 2 Military Objectives on a region ([W 498]). */
    record PlaceObjective(int region) implements WarcraftCommand, RegionMove.OnRegion {}

    /**
     * A once-per-turn special conquest ({@link ConquestModes}): {@code ASHES}, {@code FROSTMOURNE},
     * {@code DOOMHAMMER}, {@code AIR_ASSAULT} (Gnomes) or {@code ETHEREAL} (Ethereals' discount).
     */
    record ConquerWith(int region, @Required String mode) implements WarcraftCommand {}

    /** End of turn (E3, E4): put the Heart of Azeroth or the Aegis of Aggramar on a region of the active race. */
    record PlaceArtifact(@Required String relic, int region) implements WarcraftCommand {}

    /** A neutral race holding the Battleground fights for {@code ALLIANCE} or {@code HORDE} this turn ([W 628], R-25). */
    record DeclareSide(@Required String faction) implements WarcraftCommand {}

    /** Ethereals: move the face-up Artifact {@code relic} from a region next to theirs into {@code region} ([W 451]). */
    record EtherealSteal(@Required String relic, int region) implements WarcraftCommand {}

    /** Intimidating: take one piece from {@code source}; a race token goes to {@code destination}, -1 = discarded ([W 576]). */
    record Intimidate(int source, int destination) implements WarcraftCommand {}

    /** Portal Mages: swap the pieces of two Magic regions, {@code a < b} ([W 568]). */
    record PortalSwap(int a, int b) implements WarcraftCommand {}

    /** Goblins, at the end of their turn: put the top bomb of the pile face down on {@code region} ([W 433]). */
    record PlaceBomb(int region) implements WarcraftCommand {}

    /** After an air assault short of tokens: {@code true} = make it the final conquest with a second die. */
    record AirAssaultFinal(boolean roll) implements WarcraftCommand {}

    /** With a Champion: the Champion moves to a region of its race during redeployment or withdrawals (5.2, R-41). */
    record MoveChampion(int region) implements WarcraftCommand, RegionMove.OnRegion {}

    /** Goblins, at the start of their owner's turn: resolve the bomb on {@code region}, in the order the player chooses. */
    record ExplodeBomb(int region) implements WarcraftCommand {}

    /** The Tauren owner moves his lonely token (left alone by Intimidating) to another Tauren region. */
    record MoveLonelyTauren(int region) implements WarcraftCommand {}

    /** Garrisoned, at E1 when too few Garrisons are left for every region: the owner puts one on {@code region}. */
    record PlaceGarrison(int region) implements WarcraftCommand, RegionMove.OnRegion {}

    /** Defenders, at E2 when more Farmlands qualify than Watchtowers are left: the owner puts one on {@code region}. */
    record PlaceWatchtower(int region) implements WarcraftCommand, RegionMove.OnRegion {}
}
