package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Game;

/**
 * A race, power or piece with flags that last one turn: it clears its own when a turn starts
 * (step T1, before the Goblins' bombs of T2), whichever races are in play.
 */
public interface PerTurn {
    /** Apply time: the turn of {@code seat} starts. */
    void startTurn(Game g, int seat);
}
