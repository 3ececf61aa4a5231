package io.boardstate.games.smallworld.base.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Seafaring ([IT 1462], [IS 564], R-30): Seas and the Lake may be conquered (and entered by an edge Sea, by option). */
public final class Seafaring implements Ability {
    public static final String ID = "SEAFARING";

    @Override
    public boolean conquersWater(Game g, RaceState<?> x) {
        return true;
    }
}
