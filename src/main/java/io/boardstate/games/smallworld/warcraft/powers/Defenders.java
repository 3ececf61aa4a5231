package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Ability;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.HashMap;
import java.util.Map;

/**
 * Defenders (5.8, [W 534]): at the end of each of its owner's turns, active or in decline (the
 * badge stays, [W 353]), the race puts a Watchtower on each of its Farmlands where it holds more
 * adjacent regions than any other race (Murlocs as one race) and takes it off the others.
 * The tower makes the region immune (data: {@code immune}). With more than 6 qualifying
 * Farmlands the lowest region ids get them (R-44 lets the owner choose: not asked yet).
 */
public final class Defenders implements Ability {
    public static final String ID = "DEFENDER";
    private final int farmland;
    private final int tower;
    private final int pool;

    public Defenders(Catalog catalog) {
        farmland = catalog.terrain("FARMLAND");
        tower = catalog.marker("WATCHTOWER");
        pool = catalog.markers().get(tower).pool();
    }

    /** Apply time: E2 / C2 for race x. */
    public void evaluate(Game g, RaceState<?> x) {
        int[] towers = g.s.markers[tower];
        int onMap = 0;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] == x.id && towers[r] > 0 && !qualifies(g, x, r)) towers[r] = 0;
            onMap += towers[r];
        }
        for (int r = 0; r < g.map.size && onMap < pool; r++) {
            if (g.s.owner[r] == x.id && towers[r] == 0 && qualifies(g, x, r)) {
                towers[r] = 1;
                onMap++;
            }
        }
    }

    private boolean qualifies(Game g, RaceState<?> x, int f) {
        if (g.map.terrain[f] != farmland) return false;
        Map<Integer, Integer> count = new HashMap<>();
        int murlocs = 0;
        for (int n : g.map.neighbours[f]) {
            if (g.s.owner[n] >= 0) count.merge(g.s.owner[n], 1, Integer::sum);
            else if (g.s.natives[n] > 0) murlocs++;
        }
        int mine = count.getOrDefault(x.id, 0);
        if (mine == 0 || mine <= murlocs) return false;
        for (var e : count.entrySet()) if (e.getKey() != x.id && e.getValue() >= mine) return false;
        return true;
    }
}
