package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Reborn (8.16, R-38): in decline, one or two of the race's regions change to its owner's
 * active race at the start of the turn ([U 742]-[U 745]); the edition's rebirth command.
 */
public final class Reborn implements UndergroundAbility {
    public static final String ID = "REBORN";

    @Override
    public boolean rebornFromDecline() {
        return true; // [U 742]
    }
}
