package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import java.util.Map;

/** Drow (7.2, R-30): +1 coin per region bordering no other race's region and no Monsters. */
public final class Drow implements UndergroundAbility {
    public static final String ID = "DROW";

    /** An isolated region adds its coin to the coins obtained from it. */
    @Override
    public int raceRegionCoins(Game g, RaceState<?> x, int region) {
        return isolated(g, x, region) ? 1 : 0;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && isolated(g, x, r)) n++;
        Scoring.add(breakdown, ID, n);
    }

    /** No bordering region holds another race (the player's own declined race included) or Monsters ([U 546]-[U 549]). */
    public static boolean isolated(Game g, RaceState<?> x, int region) {
        for (int n : g.map.neighbours[region]) {
            int o = g.s.owner[n];
            if ((o >= 0 && o != x.id) || g.s.natives[n] > 0) return false;
        }
        return true;
    }
}
