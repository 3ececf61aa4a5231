package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import java.util.Map;

/** Frightened (8.13): +1 coin per region holding at least three of the race's tokens. */
public final class Frightened implements UndergroundAbility {
    public static final String ID = "FRIGHTENED";

    /** A region that qualifies adds its coin to the coins obtained from it. */
    @Override
    public int regionCoins(Game g, RaceState<?> x, int region) {
        return qualifies(g, x, region) ? 1 : 0;
    }

    public static boolean qualifies(Game g, RaceState<?> x, int region) {
        return g.s.owner[region] == x.id && g.s.tokens[region] >= 3;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (qualifies(g, x, r)) n++;
        Scoring.add(breakdown, ID, n);
    }
}
