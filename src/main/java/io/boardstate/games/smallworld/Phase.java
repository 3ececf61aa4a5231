package io.boardstate.games.smallworld;

/** Where a turn stands (spec 9.4). */
public enum Phase {
    /** The player has no active race and must pick a combo (step A1). */
    PICK,
    /** The player has an active race: expand or go into decline (step T1). */
    TURN_START,
    /** Conquests of the acting race: declined Ghouls first (step G), then the active race (B1-B3). */
    CONQUEST,
    /** Troop redeployment of the player's own races (step B4). */
    REDEPLOY,
    /** Heroes, Diplomat ally, then end of turn with scoring and an optional Stout decline (B5-B7). */
    END_POWERS,
    /** Other players place their withdrawn tokens and displaced Encampments (step W). */
    WITHDRAWALS,
    GAME_OVER
}
