package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/** Giants ([IT 1101], R-33): one token less for a region next to a Mountain they hold. */
public final class Giants implements Ability {
    public static final String ID = "GIANTS";
    private final int mountain;

    public Giants(Catalog catalog) {
        mountain = catalog.terrain("MOUNTAIN");
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        for (int n : g.map.neighbours[region]) {
            if (g.map.terrain[n] == mountain && g.s.owner[n] == x.id) return -1;
        }
        return 0;
    }
}
