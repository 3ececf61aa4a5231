package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Immortal (8.4): a conquered region's tokens all withdraw, none is lost (a replaced token is, [U 774]). */
public final class Immortal implements Ability {
    public static final String ID = "IMMORTAL";

    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        return 0;
    }
}
