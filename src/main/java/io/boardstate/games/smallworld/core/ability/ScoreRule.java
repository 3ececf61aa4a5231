package io.boardstate.games.smallworld.core.ability;

/**
 * A coin bonus given as data (races.json / powers.json {@code score}), counted at its owner's
 * scoring under the race or power id (section 7.3).
 *
 * @param per {@link Per#REGION}: coins for each region of the race that matches; {@link
 *     Per#NON_EMPTY_CONQUEST}: for each non-empty region the race conquered this turn;
 *     {@link Per#TURN}: once
 * @param terrain region filter: terrain index, or -1
 * @param symbol region filter: symbol index, or -1
 * @param marker region filter: a marker of this index lies there, or -1
 * @param inDecline also counted while the race is in decline (base: Dwarves, R-37)
 * @param onlyTurnPicked only in the turn the race was picked (base: Wealthy)
 */
public record ScoreRule(
        Per per, int terrain, int symbol, int marker, int coins, boolean inDecline, boolean onlyTurnPicked) {

    public enum Per {
        REGION,
        NON_EMPTY_CONQUEST,
        TURN
    }
}
