package io.boardstate.games.greatfire;

/** The fixed order of phase B (seed l.239): owner moves, then team moves, then extinguishing. */
public enum ActionStep {
    OWNER_MOVE,
    TEAM_MOVE,
    EXTINGUISH
}
