package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.BerserkRoll;
import io.boardstate.games.smallworld.base.BaseEvent.BerserkDieRolled;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import java.util.List;
import java.util.Map;

/**
 * Berserk ([IT 1284]-[IT 1294], R-22): the die is rolled before choosing each conquest (command
 * {@code berserkRoll}) and reduces its cost; no final conquest with the die.
 */
public final class Berserk implements Ability, OwnMoves {
    public static final String ID = "BERSERK";

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("berserkRoll", BerserkRoll.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("berserkDieRolled", BerserkDieRolled.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, "A Berserk roll");
        if (v == null) v = checkRoll(g, g.acting());
        if (v == null) out.add(new BerserkDieRolled(seat, g.rollDie(rng)));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        g.s.pendingDie = ((BerserkDieRolled) event).die();
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
