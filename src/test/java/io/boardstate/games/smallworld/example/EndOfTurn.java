package io.boardstate.games.smallworld.example;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.example.ExampleCommand.EndTurn;
import java.util.List;

/** The end of a turn (command {@code endTurn}): the core scores it; its events are the core's. */
final class EndOfTurn extends OneCommand<EndTurn, SmallWorldEvent> {
    EndOfTurn() {
        super("endTurn", EndTurn.class, null, SmallWorldEvent.class);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, EndTurn c) {
        return Checks.phase(g, Phase.END_POWERS, "Ending the turn");
    }

    @Override
    protected void write(Game g, int seat, EndTurn c, Rng rng, List<SmallWorldEvent> out) {
        Decisions.endOfTurn(g, seat, false, out);
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS) out.add(new EndTurn());
    }
}
