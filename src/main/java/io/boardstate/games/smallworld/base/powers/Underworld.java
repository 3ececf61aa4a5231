package io.boardstate.games.smallworld.base.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Underworld ([IT 1526]-[IT 1536], R-32): all Cavern regions count as adjacent to each other; the
 * -1 on Caverns is data (powers.json).
 */
public final class Underworld implements Ability {
    public static final String ID = "UNDERWORLD";
    private final int cavern;

    public Underworld(Catalog catalog) {
        cavern = catalog.symbol("CAVERN");
    }

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        if (!g.map.has(region, cavern)) return false;
        for (int reg = 0; reg < g.map.size; reg++) {
            if (g.s.owner[reg] == x.id && g.map.has(reg, cavern)) return true;
        }
        return false;
    }
}
