package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Night Elves (4.4, [W 443]): Forests cost 1 less (data); each Forest they conquer gets a Wisp
 * Wall while the supply has one. The wall defends (+1, data), stays in decline and leaves
 * when the region is conquered or emptied (core: markers leave with their occupant).
 */
public final class NightElves implements Ability {
    public static final String ID = "NIGHT_ELVES";
    private final int forest;
    private final int wall;
    private final int pool;

    public NightElves(Catalog catalog) {
        forest = catalog.terrain("FOREST");
        wall = catalog.marker("WISP_WALL");
        pool = catalog.markers().get(wall).pool();
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        if (g.map.terrain[region] != forest) return;
        if (g.s.markersOnMap(wall) < pool) g.s.markers[wall][region] = 1;
    }
}
