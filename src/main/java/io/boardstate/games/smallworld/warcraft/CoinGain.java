package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Game;

/**
 * Coins a Warcraft race or power pays at once: the edition hands its own {@link
 * WarcraftEdition#gain} to the parts it builds, so a part never reaches back into the edition.
 */
@FunctionalInterface
public interface CoinGain {
    /** Apply time: {@code seat} wins {@code coins} now, counted as a bonus of {@code source}. */
    void gain(Game g, int seat, int coins, String source);
}
