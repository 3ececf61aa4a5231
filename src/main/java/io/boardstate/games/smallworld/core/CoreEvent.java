package io.boardstate.games.smallworld.core;

import java.util.List;
import java.util.Map;

/** The facts every edition shares, applied by the core. Races and powers are catalog ids. */
public sealed interface CoreEvent extends SmallWorldEvent {
    /** {@link RegionConquered#method()}: tokens paid in full (4.3). */
    String NORMAL = "NORMAL";
    /** {@link RegionConquered#method()}: final conquest with the die rolled after choosing the region (4.6). */
    String DIE = "DIE";

    /** the discarded badges, shuffled into a new badge pile (top first). */
    record BadgesReshuffled(List<String> order) implements CoreEvent {}

    record ComboPicked(int seat, int slot, String race, String power, int coinsPaid, int coinsCollected, int tokens)
            implements CoreEvent {}

    record Expanded(int seat) implements CoreEvent {}

    /**
     * 3.4: the active race goes into decline; {@code stout}: at the end of the turn, after
     * scoring (base: the Stout power, R-23), instead of at its start.
     */
    record RaceDeclined(int seat, String race, boolean stout) implements CoreEvent {}

    record RegionAbandoned(int seat, int region) implements CoreEvent {}

    /**
     * A successful conquest by the acting race; {@code tokens} left its hand for the region;
     * {@code method}: {@link #NORMAL}, {@link #DIE} or an edition's (base: BERSERK, DRAGON).
     */
    record RegionConquered(int seat, int region, String race, String method, int tokens) implements CoreEvent {}

    /** 4.6: the reinforcement die of a final conquest; a success is followed by RegionConquered. */
    record ReinforcementDieRolled(int seat, int region, String race, int die, int cost, boolean success)
            implements CoreEvent {}

    record ConquestEnded(int seat, String race) implements CoreEvent {}

    record TokensPlaced(int seat, int region, int count) implements CoreEvent {}

    record RedeploymentFinished(int seat) implements CoreEvent {}

    /**
     * Coins won at the end of a turn (section 7). Secret (7.4): for other viewers {@code coins} and
     * {@code breakdown} are null until the game is over.
     */
    record TurnScored(int seat, Integer coins, Map<String, Integer> breakdown) implements CoreEvent {}

    record TurnEnded(int seat) implements CoreEvent {}
}
