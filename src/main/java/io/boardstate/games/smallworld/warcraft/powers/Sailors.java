package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/** Sailors (5.17, [W 572]): never pay the travel cost, not even on the first conquest. */
public final class Sailors implements WarcraftAbility {
    public static final String ID = "SAILOR";

    @Override
    public boolean waivesTravelCost(Game g, RaceState<?> x, int region) {
        return true;
    }
}
