package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.SetupEvent;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/** Underground's own facts (stored names in {@link UndergroundEdition}; never rename their fields). */
public sealed interface UndergroundEvent extends SmallWorldEvent {

    /**
     * Setup (2.2): the draws of 12.3 in their order. {@code treasureStack}: the face-down Places
     * and Relics, top first, hidden from everybody until the end.
     */
    record UndergroundStarted(
            int seats,
            String mapId,
            int mapPlayers,
            int rounds,
            int firstSeat,
            List<String> bannerOrder,
            List<String> badgeOrder,
            List<String> treasureStack,
            UndergroundRules rules)
            implements UndergroundEvent, SetupEvent {}

    record BadgesSwapped(int seat, int slot, int swapWith) implements UndergroundEvent {}

    record VolcanoPlaced(int seat, int region) implements UndergroundEvent {}

    /** {@code power} is null when no badge was left to draw. */
    record StonehedgePowerDrawn(int seat, String power) implements UndergroundEvent {}

    record GreatAncientMoved(int seat, int region) implements UndergroundEvent {}

    record RegionReborn(int seat, int region) implements UndergroundEvent {}

    record RelicReadied(int seat, String relic, boolean bag) implements UndergroundEvent {}

    /** The Will-o'-Wisps' roll; a success is followed by regionConquered (method WISPS), a failure may end the conquests. */
    record WispsDieRolled(int seat, int region, int die, int cost, boolean success) implements UndergroundEvent {}

    /** A Vampire or Shiny Orb substitution: {@code method} VAMPIRE or ORB (BAG_ORB for the Bag). */
    record TokenReplaced(int seat, int region, String method) implements UndergroundEvent {}

    record BalrogMoved(int seat, int region) implements UndergroundEvent {}

    record ArmorPlaced(int seat, int region) implements UndergroundEvent {}

    record QueenPlaced(int seat, int region) implements UndergroundEvent {}

    record GhostPlaced(int seat, int region) implements UndergroundEvent {}

    record RingPlaced(int seat, int region, boolean bag) implements UndergroundEvent {}

    record ScepterPlaced(int seat, int region, boolean bag) implements UndergroundEvent {}

    /** {@code seat} takes {@code coins} from {@code fromSeat} (Thieving, Froggy's Ring; 10.4). */
    record CoinsTaken(int seat, int fromSeat, int coins, String source) implements UndergroundEvent {}

    /** After scoring: a declined token removed from {@code region} for 3 coins (9.3.1). */
    record AltarUsed(int seat, int region) implements UndergroundEvent {}

    /** A Tomb race declined keeping its tokens; its owner redeploys them before scoring (8.12). */
    record TombRedeployStarted(int seat) implements UndergroundEvent {}

    record TombTokenMoved(int seat, int from, int to) implements UndergroundEvent {}
}
