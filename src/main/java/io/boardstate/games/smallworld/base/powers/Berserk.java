package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.BerserkRoll;
import io.boardstate.games.smallworld.base.BaseEvent.BerserkDieRolled;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import java.util.List;

/**
 * Berserk ([IT 1284]-[IT 1294], R-22): the die is rolled before choosing each conquest (command
 * {@code berserkRoll}) and reduces its cost; no final conquest with the die.
 */
public final class Berserk extends OneCommand<BerserkRoll, BerserkDieRolled> implements Ability {
    public static final String ID = "BERSERK";

    public Berserk() {
        super("berserkRoll", BerserkRoll.class, "berserkDieRolled", BerserkDieRolled.class);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, BerserkRoll c) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, "A Berserk roll");
        return v != null ? v : checkRoll(g, g.acting());
    }

    @Override
    protected void write(Game g, int seat, BerserkRoll c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new BerserkDieRolled(seat, g.rollDie(rng)));
    }

    @Override
    protected void fold(Game g, BerserkDieRolled e) {
        g.s.pendingDie = e.die();
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.CONQUEST && checkRoll(g, g.acting()) == null) out.add(new BerserkRoll());
    }

    private RuleViolation checkRoll(Game g, RaceState<?> x) {
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
