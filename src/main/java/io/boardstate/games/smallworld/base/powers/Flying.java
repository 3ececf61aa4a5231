package io.boardstate.games.smallworld.base.powers;

import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Flying ([IT 1395], [IS 516], R-31): any land region may be conquered, adjacent or not, even the first. */
public final class Flying implements Ability {
    public static final String ID = "FLYING";

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        return !g.map.water[region];
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return BaseData.of(g).rules.flyingIgnoresBorderRule() && !g.map.water[region];
    }
}
