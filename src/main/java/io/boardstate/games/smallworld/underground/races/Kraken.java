package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Kraken (4.4): River regions stay theirs through redeployment, and a declined Reborn race
 * may turn a River region over to them; the rest is data.
 */
public final class Kraken implements UndergroundAbility {
    public static final String ID = "KRAKEN";

    @Override
    public boolean holdsRivers() {
        return true; // 4.4, R-38
    }
}
