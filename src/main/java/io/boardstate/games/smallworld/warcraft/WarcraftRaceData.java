package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.RaceData;

/** Small World of Warcraft's slot in each race instance. */
public final class WarcraftRaceData implements RaceData<WarcraftRaceData> {
    /** Non-empty conquests of this turn already paid by the Warmaster power ([W 564], R-18). */
    public int nonEmptyPaid;

    public WarcraftRaceData() {}

    @Override
    public WarcraftRaceData copy() {
        WarcraftRaceData c = new WarcraftRaceData();
        c.nonEmptyPaid = nonEmptyPaid;
        return c;
    }
}
