package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.SetupEvent;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/** The base game's own facts; the shared ones are the core's. Stored names and shapes never change. */
public sealed interface BaseEvent extends SmallWorldEvent {

    /**
     * Setup (2.2): the shuffled banner and badge orders (the first six of each form the visible
     * combos), the first seat and the rule choices.
     */
    record GameStarted(
            int seats,
            String mapId,
            int mapPlayers,
            int rounds,
            int firstSeat,
            List<String> bannerOrder,
            List<String> badgeOrder,
            SmallWorldRules rules)
            implements BaseEvent, SetupEvent {}

    record BerserkDieRolled(int seat, int die) implements BaseEvent {}

    record RegionConverted(int seat, int region) implements BaseEvent {}

    record FortressPlaced(int seat, int region) implements BaseEvent {}

    record EncampmentPlaced(int seat, int region) implements BaseEvent {}

    record HeroPlaced(int seat, int region) implements BaseEvent {}

    record AllyChosen(int seat, int ally) implements BaseEvent {}
}
