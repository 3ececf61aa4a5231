package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;

/**
 * Berserk ([IT 1284]-[IT 1294], R-22): the die is rolled before choosing each conquest (command
 * {@code berserkRoll}) and reduces its cost; no final conquest with the die.
 */
public final class Berserk implements Ability {
    public static final String ID = "BERSERK";

    public RuleViolation checkRoll(Game g, RaceState<?> x) {
        if (!x.activeWith(ID))
            return illegal("POWER_NOT_HELD", "Only an active Berserk race rolls before a conquest ([IT 1284]).");
        if (g.s.pendingDie >= 0)
            return illegal("BERSERK_ROLL_PENDING", "The last Berserk roll has not been used yet (R-22).");
        return Targets.canStartConquest(g, x, false);
    }

    @Override
    public RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        return illegal(
                "BERSERK_USES_OWN_DIE",
                "A Berserk race rolls before each conquest instead of making a final die conquest (R-22).");
    }

    @Override
    public String preRolledDieMethod() {
        return ID;
    }
}
