package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;

/** Stout ([IT 1500], R-23): the race may go into decline at the end of a turn, after scoring ({@code endTurn(stoutDecline)}). */
public final class Stout implements Ability {
    public static final String ID = "STOUT";

    public static RuleViolation checkDecline(Game g, int seat) {
        if (!g.activeRaceWith(seat, ID))
            return illegal("POWER_NOT_HELD", "Only an active Stout race declines at the end of its turn ([IT 1500]).");
        if (g.race(g.s.activeRace[seat]).pickedThisTurn && !BaseData.of(g).rules.stoutMayDeclineOnPickTurn()) {
            return illegal(
                    "DECLINE_ON_PICK_TURN",
                    "This match does not allow a Stout decline in the turn the race was picked (option stoutMayDeclineOnPickTurn, R-23).");
        }
        return null;
    }
}
