package io.boardstate.games.smallworld.example;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.example.ExampleCommand.EndTurn;
import java.util.List;
import java.util.Map;

/** The end of a turn (command {@code endTurn}): the core scores it; its events are the core's. */
final class EndOfTurn implements OwnMoves {
    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("endTurn", EndTurn.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of();
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v == null) Decisions.endOfTurn(g, seat, false, out);
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        throw new IllegalStateException("the end of a turn folds the core's events");
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS) out.add(new EndTurn());
    }
}
