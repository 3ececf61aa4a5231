package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;

/** Immortal (8.4): a conquered region's tokens all withdraw, none is lost (a replaced token is, [U 774]). */
public final class Immortal implements UndergroundAbility {
    public static final String ID = "IMMORTAL";

    /** Against the Balrog too, by option (9.3.9, R-52). */
    @Override
    public boolean keepsTokensWhenConquered() {
        return true;
    }

    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        return 0;
    }
}
