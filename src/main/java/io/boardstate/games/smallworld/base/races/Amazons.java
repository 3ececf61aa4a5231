package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Amazons ([IT 1025]-[IT 1049], R-24): their conquest-only tokens (races.json {@code keptBack})
 * stay in hand at the end of redeployment, emptying regions if nothing else is left.
 */
public final class Amazons implements Ability {
    public static final String ID = "AMAZONS";
    private final int keptBack;

    public Amazons(Catalog catalog) {
        keptBack = ((Number) catalog.race(ID).features().get("keptBack")).intValue();
    }

    @Override
    public int keepBack(Game g, RaceState<?> x) {
        int onMap = 0;
        for (int reg = 0; reg < g.s.owner.length; reg++) if (g.s.owner[reg] == x.id) onMap += g.s.tokens[reg];
        return Math.min(keptBack, onMap + x.hand);
    }
}
