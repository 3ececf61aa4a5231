package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import java.util.Map;

/**
 * Fishermen (5.20, [W 588]): +1 per region of the race adjacent to a Lake or Sea region, water
 * regions held by Naga included (R-49); the sea crossed by travel is no region.
 */
public final class Fishermen implements Ability {
    public static final String ID = "FISHERMAN";

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] != x.id) continue;
            for (int nb : g.map.neighbours[r]) {
                if (g.map.water[nb]) {
                    n++;
                    break;
                }
            }
        }
        Scoring.add(breakdown, ID, n);
    }
}
