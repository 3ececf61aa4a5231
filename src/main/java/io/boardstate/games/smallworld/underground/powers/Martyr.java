package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Martyr (8.9, published effect, R-34): +1 coin from the bank each time an opponent conquers one of its regions. */
public final class Martyr implements Ability {
    public static final String ID = "MARTYR";

    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        if (g.s.currentSeat != defender.seat) Coins.change(g, defender.seat, 1, Coins.BONUS, ID);
    }
}
