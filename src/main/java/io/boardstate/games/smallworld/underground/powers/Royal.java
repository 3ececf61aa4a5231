package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Royal (8.15, R-37): the race places its Queen at the end of every turn ([U 737]); the
 * edition's placeQueen command and {@code Figures}.
 */
public final class Royal implements UndergroundAbility {
    public static final String ID = "ROYAL";

    @Override
    public boolean placesQueen() {
        return true; // [U 737], R-37
    }
}
