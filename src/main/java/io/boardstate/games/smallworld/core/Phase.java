package io.boardstate.games.smallworld.core;

/**
 * Where a turn stands (base spec 9.4). Editions add decisions inside these steps (prompts, their
 * own commands) rather than new steps.
 */
public enum Phase {
    /** The player has no active race and must pick a combo (step A1). */
    PICK,
    /** The player has an active race: expand or go into decline (step T1). */
    TURN_START,
    /** Conquests of the acting race: declined races that act in decline first (base: Ghouls, step G), then the active race (B1-B3). */
    CONQUEST,
    /** Troop redeployment of the player's own races (step B4). */
    REDEPLOY,
    /** End-of-turn placements and the end of the turn with scoring (base: Heroes, Diplomat, Stout, B5-B7). */
    END_POWERS,
    /** Other players place their withdrawn tokens, clockwise from the active player (step W, R-12). */
    WITHDRAWALS,
    GAME_OVER
}
