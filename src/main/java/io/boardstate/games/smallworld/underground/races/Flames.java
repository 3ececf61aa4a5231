package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Flames (7.3, R-8, R-23): every region next to the Volcano, or next to Flames regions linked to
 * it, is conquered as if empty (race tokens and Monsters ignored; Black Mountain, Armors and the
 * Keep still count). The Volcano is placed by the edition's prompt and leaves with the decline.
 */
public final class Flames implements UndergroundAbility {
    public static final String ID = "FLAMES";

    /** The Volcano is theirs to place (7.3) and, by option, their entry. */
    @Override
    public boolean placesVolcano() {
        return true;
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        if (UndergroundData.of(g).volcano < 0 || Gnomes.shields(g, x, region) || !linked(g, x, region)) return 0;
        return -Flames.asIfEmpty(g, region);
    }

    /** What "as if empty" takes off a region's defence: race tokens and Monsters, Armors by option. */
    public static int asIfEmpty(Game g, int region) {
        int tokens = g.s.owner[region] >= 0 ? g.s.tokens[region] : 0;
        int armors = UndergroundData.of(g).rules.asIfEmptyIgnoresArmors()
                ? g.s.markers[g.catalog.marker("ARMOR")][region]
                : 0;
        return tokens + g.s.natives[region] + armors;
    }

    /** r borders the Volcano chasm, or a Flames region connected to it through Flames regions ([U 552]). */
    static boolean linked(Game g, RaceState<?> x, int region) {
        int volcano = UndergroundData.of(g).volcano;
        if (g.map.adjacent(volcano, region)) return true;
        int n = g.map.size;
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int r : g.map.neighbours[volcano]) {
            if (g.s.owner[r] == x.id) {
                seen[r] = true;
                queue[tail++] = r;
            }
        }
        while (head < tail) {
            int a = queue[head++];
            if (g.map.adjacent(a, region)) return true;
            for (int b : g.map.neighbours[a]) {
                if (!seen[b] && g.s.owner[b] == x.id) {
                    seen[b] = true;
                    queue[tail++] = b;
                }
            }
        }
        return false;
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundData.of(g).volcano = -1;
    }
}
