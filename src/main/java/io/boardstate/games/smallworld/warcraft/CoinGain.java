package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;

/**
 * Coins a Warcraft race or power pays at once: the parts are handed {@link #BONUS} when
 * they are built ({@code WarcraftParts}), so a part never reaches back into the edition.
 */
@FunctionalInterface
public interface CoinGain {
    /** Coins won at once, shown to their owner in the turn view ({@code bonusCoins}). */
    CoinGain BONUS = (g, seat, coins, source) -> {
        Coins.change(g, seat, coins, Coins.BONUS, source);
        WarcraftData.of(g).bonusCoins[seat] += coins;
    };

    /** Apply time: {@code seat} wins {@code coins} now, counted as a bonus of {@code source}. */
    void gain(Game g, int seat, int coins, String source);
}
