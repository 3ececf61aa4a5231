package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Magic (8.8, R-33): the Bag-o'-Many-Things copies a Relic on the map each turn; the edition's
 * Relic moves take {@code bag: true}. The Bag leaves the game with the race's decline.
 */
public final class Magic implements UndergroundAbility {
    public static final String ID = "MAGIC";

    /** The Bag-o'-Many-Things ([U 681]). */
    @Override
    public boolean hasBag() {
        return true;
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundData.of(g).bagAt = -1;
    }
}
