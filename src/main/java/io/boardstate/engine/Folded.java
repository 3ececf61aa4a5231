package io.boardstate.engine;

import java.util.List;

/**
 * The state after one event was folded in, with the coin changes folding it made ({@link
 * Ruleset#applyCounting}): empty for an event that moved no coin, or in a game without coins.
 */
public record Folded<S>(S state, List<CoinChange> coins) {
    public Folded {
        coins = List.copyOf(coins);
    }
}
