package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Tomb (8.12, R-36): on decline the race keeps all its tokens on the map (the badge stays with
 * it); later losses follow the usual withdrawal, and tokens with no region left are lost.
 */
public final class Tomb implements UndergroundAbility {
    public static final String ID = "TOMB";

    /** The last redeployment among the Tomb tokens as the race declines (8.12 items 1-2, [U 716], R-36). */
    @Override
    public boolean redeploysOnDecline() {
        return true;
    }

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return tokens;
    }
}
