package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Naga (4.8, [W 447]): they conquer Lakes and Seas at the usual cost, even as their first
 * conquest (no travel cost: water is no entry region). In decline their tokens simply stay, one
 * per region, water included.
 */
public final class Naga implements Ability {
    public static final String ID = "NAGA";

    @Override
    public boolean conquersWater(Game g, RaceState<?> x) {
        return true;
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return g.map.water[region];
    }
}
