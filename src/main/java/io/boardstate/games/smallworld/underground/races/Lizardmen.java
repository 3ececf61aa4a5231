package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Figures;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Lizardmen (7.8, R-21): they pass through River regions without conquering them. Their reach
 * includes the River regions next to their regions, the River regions joined to those, and every
 * region bordering one of them. Occupied Rivers are passable by option (default yes); a River
 * immune against them (the Balrog, a figure) blocks the way.
 */
public final class Lizardmen implements Ability {
    public static final String ID = "LIZARDMEN";

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        if (Gnomes.shields(g, x, region)) return false;
        return g.perList(new Reach(x.id), k -> reach(g, x))[region];
    }

    /** The key of a race's reach along the Rivers in {@link Game#perList}. */
    private record Reach(int race) {}

    /** The regions x reaches along the Rivers: the passable Rivers joined to its regions and their neighbours. */
    private static boolean[] reach(Game g, RaceState<?> x) {
        int n = g.map.size;
        boolean[] out = new boolean[n];
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int r = 0; r < n; r++) {
            if (g.s.owner[r] != x.id) continue;
            for (int b : g.map.neighbours[r]) {
                if (!seen[b] && passable(g, x, b)) {
                    seen[b] = true;
                    queue[tail++] = b;
                }
            }
        }
        while (head < tail) {
            int river = queue[head++];
            out[river] = true;
            for (int b : g.map.neighbours[river]) {
                out[b] = true;
                if (!seen[b] && passable(g, x, b)) {
                    seen[b] = true;
                    queue[tail++] = b;
                }
            }
        }
        return out;
    }

    private static boolean passable(Game g, RaceState<?> x, int r) {
        if (!Board.river(g, r) || Figures.immuneAgainst(g, x.seat, r)) return false;
        int o = g.s.owner[r];
        return o < 0 || o == x.id || UndergroundData.of(g).rules.lizardmenPassOccupiedRivers();
    }
}
