package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Ability;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Garrisoned, Italian «Con Guarnigione» (5.3, [W 512]-[W 514]): at the end of redeployment (E1,
 * R-42) a Garrison goes on every region of the race without one, at most 10 on the map. The
 * Garrison defends (+1, data), stays in decline and leaves when the region is conquered or
 * emptied (core). With too few left the lowest region ids get them (R-42 lets the owner choose:
 * not asked yet).
 */
public final class Garrisoned implements Ability {
    public static final String ID = "GARRISON";
    private final int garrison;
    private final int pool;

    public Garrisoned(Catalog catalog) {
        garrison = catalog.marker("GARRISON");
        pool = catalog.markers().get(garrison).pool();
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        int[] here = g.s.markers[garrison];
        int onMap = 0;
        for (int n : here) onMap += n;
        for (int r = 0; r < g.map.size && onMap < pool; r++) {
            if (g.s.owner[r] == x.id && here[r] == 0) {
                here[r] = 1;
                onMap++;
            }
        }
    }
}
