package io.boardstate.games.smallworld.base;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.EndTurn;
import io.boardstate.games.smallworld.base.powers.Stout;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;
import java.util.Map;

/**
 * The end of a base turn (command {@code endTurn}): once the end-of-turn powers are done, score
 * (section 7), with the Stout decline after scoring. Its events are the core's.
 */
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
        boolean stout = ((EndTurn) command).stoutDecline();
        RuleViolation v = check(g, seat, stout);
        if (v == null) Decisions.endOfTurn(g, seat, stout, out); // B6, then B7
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        throw new IllegalStateException("the end of a turn folds the core's events");
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.END_POWERS) return;
        if (check(g, seat, false) == null) out.add(new EndTurn(false));
        if (check(g, seat, true) == null) out.add(new EndTurn(true));
    }

    private static RuleViolation check(Game g, int seat, boolean stout) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        if (BaseData.of(g).heroesToPlace > 0)
            return illegal("HEROES_NOT_PLACED", "Place both Heroes at the end of the turn ([IT 1432], R-18).");
        return stout ? Stout.checkDecline(g, seat) : null;
    }
}
