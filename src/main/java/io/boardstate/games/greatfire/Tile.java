package io.boardstate.games.greatfire;

/** The three kinds of extra-action tile (seed l.28, §1.2 l.57-71). */
public enum Tile {
    EXPLOSIVE,
    DOUBLE_MOVE,
    ONE_VP
}
