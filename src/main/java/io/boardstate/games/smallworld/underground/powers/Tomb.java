package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Tomb (8.12, R-36): on decline the race keeps all its tokens on the map (the badge stays with
 * it); later losses follow the usual withdrawal, and tokens with no region left are lost.
 */
public final class Tomb implements Ability {
    public static final String ID = "TOMB";

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return tokens;
    }
}
