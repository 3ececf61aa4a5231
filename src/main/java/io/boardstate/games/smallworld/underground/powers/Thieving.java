package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Thieving (8.5, R-35): at the end of the turn, 1 coin from each player whose active race
 * borders the thieves ([U 710]-[U 711]); the edition collects it.
 */
public final class Thieving implements UndergroundAbility {
    public static final String ID = "THIEVING";

    @Override
    public boolean robsNeighbours() {
        return true; // 8.5, R-35
    }
}
