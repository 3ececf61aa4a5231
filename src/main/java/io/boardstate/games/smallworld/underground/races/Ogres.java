package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Ogres (7.11): every conquest costs one token less (floor 1), but not against Gnomes. */
public final class Ogres implements Ability {
    public static final String ID = "OGRES";

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return Gnomes.shields(g, x, region) ? 0 : -1;
    }
}
