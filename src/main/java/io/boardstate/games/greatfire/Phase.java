package io.boardstate.games.greatfire;

/** Where a match stands. A, B and C are the turn phases of seed l.138-142. */
public enum Phase {
    /** Players place emergency teams (seed l.127-132). */
    SETUP_TEAMS,
    /** Players place their owner pawns (seed l.134). */
    SETUP_OWNERS,
    /** Phase A: fire spread (seed l.144). After the normal move, phase B commands close it. */
    FIRE,
    /** Phase B: up to 4 action points (seed l.231). */
    ACTIONS,
    /** Phase C: placing the cones of an intensification (seed l.303). */
    INTENSIFY,
    GAME_OVER
}
