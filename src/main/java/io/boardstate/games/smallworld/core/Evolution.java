package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.CoreEvent.*;

/**
 * Folds the shared events into the state: with the editions' {@code apply}, the only code that
 * changes a {@link SmallWorldState}. Automatic steps (ready troops, turn hand-over, round count,
 * end of game) happen here, deterministically.
 */
public final class Evolution {
    private Evolution() {}

    public static void apply(Game g, CoreEvent event) {
        SmallWorldState<?, ?> s = g.s;
        switch (event) {
            case BadgesReshuffled e -> {
                s.badgePile.addAll(e.order());
                s.badgeDiscard.clear();
                Market.refill(g);
            }
            case ComboPicked e -> Market.pick(g, e);
            case Expanded e -> Turns.enterConquests(g);
            case RaceDeclined e -> Declining.decline(g, e.seat());
            case RegionAbandoned e -> Conquest.abandon(g, e.region());
            case RegionConquered e -> Conquest.conquer(g, e);
            case ReinforcementDieRolled e -> {
                if (!e.success()) Hooks.onConquestFailed(g, g.acting(), e.region());
                s.dieUsedThisTurn = true;
                s.conquestEnded = true;
            }
            case ConquestEnded e -> {
                if (s.declinedStep) Turns.startActiveStep(g);
                else Turns.startRedeploy(g);
            }
            case TokensPlaced e -> {
                RaceState<?> r = g.race(s.owner[e.region()]);
                r.hand -= e.count();
                s.tokens[e.region()] += e.count();
                g.edition.onTokensPlaced(g, r, e.region(), e.count());
            }
            case RedeploymentFinished e -> Turns.finishRedeploy(g, e.seat());
            case TurnScored e -> Coins.change(g, e.seat(), e.coins() == null ? 0 : e.coins(), Coins.TURN_SCORE, null);
            case TurnEnded e -> Turns.endTurn(g, e.seat());
        }
    }
}
