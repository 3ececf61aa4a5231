package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Underground's map predicates (spec 4.3) and the region groups some powers score: River and
 * Chasm regions, regions bordering a Chasm, effective adjacency through the Great Brass Pipe.
 */
public final class Board {
    public static final String RIVER = "RIVER";
    public static final String CHASM = "CHASM";
    public static final String MUDPOOL = "MUDPOOL";
    public static final String MUSHROOM_FOREST = "MUSHROOM_FOREST";
    public static final String MINE = "MINE";
    public static final String MYSTIC_CRYSTAL = "MYSTIC_CRYSTAL";

    private Board() {}

    public static boolean is(Game g, int region, String terrain) {
        return g.map.terrainId(region).equals(terrain);
    }

    public static boolean river(Game g, int region) {
        return is(g, region, RIVER);
    }

    /** r borders at least one Abysmal Chasm (Spiderines, 7.14). */
    public static boolean bordersChasm(Game g, int region) {
        for (int n : g.map.neighbours[region]) if (g.map.impassable[n]) return true;
        return false;
    }

    /** Regions of race x with the given terrain. */
    public static int count(Game g, RaceState<?> x, String terrain) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && is(g, r, terrain)) n++;
        return n;
    }

    /**
     * a and b count as adjacent for race x (4.3): a shared border, or both of the terrain of the
     * Great Brass Pipe while x controls it (9.3.6) among the edition's {@code treasures}.
     */
    public static boolean adjacentFor(Game g, Treasures treasures, RaceState<?> x, int a, int b) {
        return adjacentFor(g, pipeTerrain(g, treasures, x), a, b);
    }

    /** {@link #adjacentFor} with the {@link #pipeTerrain} of x known (asked once for many pairs). */
    public static boolean adjacentFor(Game g, int pipeTerrain, int a, int b) {
        return g.map.adjacent(a, b)
                || (pipeTerrain >= 0 && g.map.terrain[a] == pipeTerrain && g.map.terrain[b] == pipeTerrain);
    }

    /** The terrain the Great Brass Pipe joins for x (9.3.6): its region's, while x is active and controls it; else -1. */
    public static int pipeTerrain(Game g, Treasures treasures, RaceState<?> x) {
        int pipe = treasures.at(g, Treasures.PIPE);
        return pipe >= 0 && x.active() && treasures.controls(g, x, Treasures.PIPE) ? g.map.terrain[pipe] : -1;
    }

    /** Whether regions a and b of a race are one group (no boxing: asked of every pair of its regions). */
    public interface Linked {
        boolean test(int a, int b);
    }

    /** Number of groups the regions of x form under {@code linked} (0 if it holds none). */
    public static int groups(Game g, RaceState<?> x, Linked linked) {
        int n = g.map.size;
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int groups = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start] || g.s.owner[start] != x.id) continue;
            groups++;
            int head = 0, tail = 0;
            queue[tail++] = start;
            seen[start] = true;
            while (head < tail) {
                int a = queue[head++];
                for (int b = 0; b < n; b++) {
                    if (!seen[b] && g.s.owner[b] == x.id && linked.test(a, b)) {
                        seen[b] = true;
                        queue[tail++] = b;
                    }
                }
            }
        }
        return groups;
    }
}
