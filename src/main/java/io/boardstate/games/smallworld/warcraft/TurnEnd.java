package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.CloseTurn;
import io.boardstate.games.smallworld.warcraft.powers.Defenders;
import io.boardstate.games.smallworld.warcraft.powers.Garrisoned;
import java.util.List;

/**
 * Steps E and S (R-62, section 7): the turn closes (command {@code closeTurn}) once the
 * end-of-turn placements the player chooses are made: the Heart and the Aegis, the last
 * Garrisons and Watchtowers; then it is scored.
 */
final class TurnEnd extends OneCommand<CloseTurn, SmallWorldEvent> {
    private final Placed placed;
    private final Garrisoned garrisoned;
    private final Defenders defenders;

    TurnEnd(Placed placed, Garrisoned garrisoned, Defenders defenders) {
        super("closeTurn", CloseTurn.class, null, SmallWorldEvent.class);
        this.placed = placed;
        this.garrisoned = garrisoned;
        this.defenders = defenders;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, CloseTurn c) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Closing the turn");
        if (v != null) return v;
        List<String> due = placed.due(g, seat);
        if (!due.isEmpty()) return illegal("ARTIFACT_NOT_PLACED", "Place " + due + " first ([W 612], [W 615]).");
        if (garrisoned.due(g, seat) > 0)
            return illegal("GARRISONS_NOT_PLACED", "Place the Garrisons left first (R-42).");
        if (defenders.due(g, seat) > 0)
            return illegal("WATCHTOWERS_NOT_PLACED", "Place the Watchtowers left first (R-44).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, CloseTurn c, Rng rng, List<SmallWorldEvent> out) {
        Decisions.endOfTurn(g, seat, false, out); // S, then W
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS
                && placed.due(g, seat).isEmpty()
                && garrisoned.due(g, seat) == 0
                && defenders.due(g, seat) == 0) out.add(new CloseTurn());
    }
}
