package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.Figures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundEvent.CoinsTaken;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import java.util.List;

/**
 * Thieving (8.5, R-35): at the end of the turn, 1 coin from each player whose active race
 * borders the thieves ([U 710]-[U 711]), taken as the turn ends ({@link #rob}).
 */
public final class Thieving implements UndergroundAbility {
    public static final String ID = "THIEVING";

    @Override
    public boolean robsNeighbours() {
        return true; // 8.5, R-35
    }

    /** The coins the thieves of {@code seat}'s active race take (events), before scoring. */
    public static void rob(Game g, int seat, List<SmallWorldEvent> events) {
        int id = g.s.activeRace[seat];
        int mask = 0;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] != id) continue;
            for (int n : g.map.neighbours[r]) {
                RaceState<?> o = g.occupant(n);
                if (o == null || !o.active() || o.seat == seat) continue;
                if (Gnomes.shields(g, g.race(id), n) || Figures.immuneToCoins(g, seat, n)) continue;
                mask |= 1 << o.seat;
            }
        }
        for (int q = 0; q < g.s.seats; q++)
            if ((mask & (1 << q)) != 0 && g.s.coins[q] > 0) events.add(new CoinsTaken(seat, q, 1, ID));
    }
}
