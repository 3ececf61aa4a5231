package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.EndTurn;
import io.boardstate.games.smallworld.underground.UndergroundEvent.CoinsTaken;
import io.boardstate.games.smallworld.underground.powers.Thieving;
import java.util.List;

/**
 * The end of an Underground turn (command {@code endTurn}): Thieving takes its coins (8.5, R-35),
 * the turn is scored, then the Altar of Souls may be used (9.3.1, R-46). Coins taken from another
 * player (Thieving, Froggy's Ring) are folded here.
 */
final class TurnEnd extends OneCommand<EndTurn, CoinsTaken> {
    private final HeldPowers powers;
    private final Altar altar;

    TurnEnd(HeldPowers powers, Altar altar) {
        super("endTurn", EndTurn.class, "coinsTaken", CoinsTaken.class);
        this.powers = powers;
        this.altar = altar;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, EndTurn c) {
        Integer altarRegion = c.altarRegion();
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        RaceState<?> x = g.activeRace(seat);
        if (x != null
                && x.regions > 0
                && powers.any(g, x, UndergroundAbility::placesQueen)
                && !UndergroundData.of(g).queenPlaced)
            return illegal(
                    "QUEEN_NOT_PLACED", "A Royal race places its Queen at the end of every turn ([U 737], R-37).");
        return altarRegion == null ? null : altar.check(g, seat, altarRegion);
    }

    @Override
    protected void write(Game g, int seat, EndTurn c, Rng rng, List<SmallWorldEvent> out) {
        RaceState<?> x = g.activeRace(seat);
        if (powers.any(g, x, UndergroundAbility::robsNeighbours)) Thieving.rob(g, seat, out);
        altar.endOfTurn(g, seat, c.altarRegion(), out); // E4 score, then the hand-over
    }

    @Override
    protected void fold(Game g, CoinsTaken e) {
        Coins.transfer(g, e.fromSeat(), e.seat(), e.coins(), Coins.TAKEN, e.source());
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.END_POWERS) return;
        // with an Altar region the checks are those without one, then the Altar's: asked once, then per region
        if (refusal(g, seat, new EndTurn(null)) != null) return;
        out.add(new EndTurn(null));
        if (!altar.servesNow(g, seat)) return;
        for (int r = 0; r < g.map.size; r++) if (altar.check(g, seat, r) == null) out.add(new EndTurn(r));
    }
}
