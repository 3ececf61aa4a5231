package io.boardstate.games.greatfire;

/** The four coloured regions of the board (seed l.39). Pudding Lane belongs to none. */
public enum Region {
    PURPLE,
    BLUE,
    GREEN,
    ORANGE
}
