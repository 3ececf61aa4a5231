package io.boardstate.games.greatfire;

/**
 * One of the six house colours (seed l.23). The rulebook names only five of them, so the engine
 * uses abstract ids; display labels come from {@code cards.json}.
 */
public enum Colour {
    C1,
    C2,
    C3,
    C4,
    C5,
    C6
}
