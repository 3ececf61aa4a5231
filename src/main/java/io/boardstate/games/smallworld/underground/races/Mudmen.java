package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;

/** Mudmen (7.9): while redeploying, one new Mudman from the tray per Mudpool held (tray-limited, [U 201]-[U 203]). */
public final class Mudmen implements Ability {
    public static final String ID = "MUDMEN";

    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        int tray = g.tray(x);
        int added = Math.min(Board.count(g, x, Board.MUDPOOL), g.s.tray[tray]);
        g.s.tray[tray] -= added;
        x.hand += added;
    }
}
