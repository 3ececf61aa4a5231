package io.boardstate.games.smallworld;

import io.boardstate.engine.Event;
import java.util.List;
import java.util.Map;

/** Facts of a Small World match. Every random outcome is written into one of them. */
public sealed interface SmallWorldEvent extends Event {

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
            List<Race> bannerOrder,
            List<Power> badgeOrder,
            SmallWorldRules rules)
            implements SmallWorldEvent {}

    /** the discarded badges, shuffled into a new badge pile (top first). */
    record BadgesReshuffled(List<Power> order) implements SmallWorldEvent {}

    record ComboPicked(int seat, int slot, Race race, Power power, int coinsPaid, int coinsCollected, int tokens)
            implements SmallWorldEvent {}

    record Expanded(int seat) implements SmallWorldEvent {}

    /** 3.4: the active race goes into decline ({@code stout}: at the end of a turn, R-23). */
    record RaceDeclined(int seat, Race race, boolean stout) implements SmallWorldEvent {}

    record RegionAbandoned(int seat, int region) implements SmallWorldEvent {}

    /** A successful conquest by the acting race; {@code tokens} left its hand for the region. */
    record RegionConquered(int seat, int region, Race race, ConquestMethod method, int tokens)
            implements SmallWorldEvent {}

    /** 4.6: the reinforcement die of a final conquest; a success is followed by RegionConquered. */
    record ReinforcementDieRolled(int seat, int region, Race race, int die, int cost, boolean success)
            implements SmallWorldEvent {}

    record BerserkDieRolled(int seat, int die) implements SmallWorldEvent {}

    record RegionConverted(int seat, int region) implements SmallWorldEvent {}

    record ConquestEnded(int seat, Race race) implements SmallWorldEvent {}

    record TokensPlaced(int seat, int region, int count) implements SmallWorldEvent {}

    record FortressPlaced(int seat, int region) implements SmallWorldEvent {}

    record EncampmentPlaced(int seat, int region) implements SmallWorldEvent {}

    record RedeploymentFinished(int seat) implements SmallWorldEvent {}

    record HeroPlaced(int seat, int region) implements SmallWorldEvent {}

    record AllyChosen(int seat, int ally) implements SmallWorldEvent {}

    /**
     * Coins won at the end of a turn (section 7). Secret (7.4): for other viewers {@code coins} and
     * {@code breakdown} are null until the game is over.
     */
    record TurnScored(int seat, Integer coins, Map<String, Integer> breakdown) implements SmallWorldEvent {}

    record TurnEnded(int seat) implements SmallWorldEvent {}
}
