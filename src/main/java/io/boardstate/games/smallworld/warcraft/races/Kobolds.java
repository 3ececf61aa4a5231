package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/**
 * Kobolds (4.1, [W 421]): any Cavern region counts as adjacent, and a Cavern region may be their
 * first conquest; a Cavern entry region costs no travel.
 */
public final class Kobolds implements WarcraftAbility {
    public static final String ID = "KOBOLDS";
    private final int cavern;

    public Kobolds(Catalog catalog) {
        cavern = catalog.symbol("CAVERN");
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return g.map.has(region, cavern);
    }

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        return g.map.has(region, cavern);
    }

    @Override
    public boolean waivesTravelCost(Game g, RaceState<?> x, int region) {
        return g.map.has(region, cavern);
    }
}
