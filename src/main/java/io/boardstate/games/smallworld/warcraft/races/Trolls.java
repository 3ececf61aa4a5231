package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Trolls (4.14, [W 492]): a non-empty region (Murlocs or race tokens, [W 413]) costs 1 less, at least 1. */
public final class Trolls implements Ability {
    public static final String ID = "TROLLS";

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return g.s.natives[region] > 0 || g.s.owner[region] >= 0 ? -1 : 0;
    }
}
