package io.boardstate.games.smallworld.base;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.EndTurn;
import io.boardstate.games.smallworld.base.powers.Stout;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/**
 * The end of a base turn (command {@code endTurn}): once the end-of-turn powers are done, score
 * (section 7), with the Stout decline after scoring. Its events are the core's.
 */
final class EndOfTurn extends OneCommand<EndTurn, SmallWorldEvent> {
    EndOfTurn() {
        super("endTurn", EndTurn.class, null, SmallWorldEvent.class);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, EndTurn c) {
        boolean stout = c.stoutDecline();
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        if (BaseData.of(g).heroesToPlace > 0)
            return illegal("HEROES_NOT_PLACED", "Place both Heroes at the end of the turn ([IT 1432], R-18).");
        return stout ? Stout.checkDecline(g, seat) : null;
    }

    @Override
    protected void write(Game g, int seat, EndTurn c, Rng rng, List<SmallWorldEvent> out) {
        Decisions.endOfTurn(g, seat, c.stoutDecline(), out); // B6, then B7
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.END_POWERS) return;
        offer(g, seat, new EndTurn(false), out);
        offer(g, seat, new EndTurn(true), out);
    }
}
