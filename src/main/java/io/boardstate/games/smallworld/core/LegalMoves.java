package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Every command a seat may submit now: the shared moves, each region's edition moves right after
 * the shared ones for that region, the edition's other moves, then the move that closes the step.
 * Built from the same checks as {@code decide}, so both agree; the order is stable (it is part of
 * what replays of random games depend on).
 */
final class LegalMoves {
    private LegalMoves() {}

    static List<SmallWorldCommand> of(Game g, int seat) {
        List<SmallWorldCommand> out = new ArrayList<>(g.map.size); // most lists hold up to a move per region
        SmallWorldState<?, ?> s = g.s;
        if (g.edition.hasPrompts() && g.edition.promptSeat(g) >= 0) {
            g.edition.legalInPrompt(g, seat, out);
            return out;
        }
        switch (s.phase) {
            case PICK -> {
                for (int slot = 0; slot < s.marketRaces.size(); slot++) {
                    if (Checks.pickCombo(g, seat, slot) == null) out.add(new PickCombo(slot));
                }
                g.edition.legalInPhase(g, seat, out);
            }
            case TURN_START -> {
                out.add(new Expand());
                if (Checks.decline(g, seat) == null) out.add(new Decline());
                g.edition.legalInPhase(g, seat, out);
            }
            case CONQUEST -> {
                RaceState<?> x = g.acting();
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                // Targets.conquer and conquerWithDie, split so that what does not depend on the
                // region is checked once and each region's target once for both.
                boolean byTokens = Targets.canStartConquest(g, x, true) == null;
                boolean byDie = Targets.canStartDieConquest(g, x) == null;
                for (int r = 0; r < g.map.size; r++) {
                    // Checks.abandon refuses every region the acting race does not hold (4.8).
                    if (s.owner[r] == x.id && Checks.abandon(g, seat, r) == null) out.add(new Abandon(r));
                    if ((byTokens || byDie) && !Targets.surelyOutOfReach(g, x, r) && Targets.target(g, x, r) == null) {
                        int cost = Targets.cost(g, x, r); // once for both kinds
                        if (byTokens && Targets.canPay(x, Targets.required(g, x, r, cost))) out.add(new Conquer(r));
                        if (byDie && Targets.dieReaches(g, x, cost)) out.add(new ConquerWithDie(r));
                    }
                    for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                }
                g.edition.legalInPhase(g, seat, out);
                out.add(new EndConquest());
            }
            case REDEPLOY, WITHDRAWALS -> {
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                for (int r = 0; r < g.map.size; r++) {
                    int o = s.owner[r];
                    if (o >= 0 && Checks.placesFor(g, seat, g.race(o))) {
                        int max = Checks.placeable(g, g.race(o));
                        for (int n = 1; n <= max; n++)
                            if (g.edition.refusesPlacement(g, g.race(o), r, n) == null) out.add(new PlaceTokens(r, n));
                    }
                    // Checks.abandon refuses in redeployment every region the active race does not hold (4.7).
                    if (s.phase == Phase.REDEPLOY
                            && o >= 0
                            && o == s.activeRace[seat]
                            && Checks.abandon(g, seat, r) == null) out.add(new Abandon(r));
                    for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                }
                g.edition.legalInPhase(g, seat, out);
                if (Checks.finishRedeploy(g, seat) == null) out.add(new FinishRedeploy());
            }
            case END_POWERS -> {
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                for (int r = 0; r < g.map.size; r++) for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                g.edition.legalInPhase(g, seat, out);
            }
            case GAME_OVER -> {}
        }
        return out;
    }
}
