package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import java.util.Map;

/** Frightened (8.13): +1 coin per region holding at least three of the race's tokens. */
public final class Frightened implements Ability {
    public static final String ID = "FRIGHTENED";

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
