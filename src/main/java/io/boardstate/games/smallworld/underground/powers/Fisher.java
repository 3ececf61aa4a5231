package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import java.util.Map;

/** Fisher (8.14): +1 coin per two coastal regions held, rounded down; River regions are never coastal. */
public final class Fisher implements Ability {
    public static final String ID = "FISHER";

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && g.map.coastal[r]) n++;
        Scoring.add(breakdown, ID, n / 2);
    }
}
