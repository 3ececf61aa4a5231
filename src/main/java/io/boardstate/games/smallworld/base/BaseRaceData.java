package io.boardstate.games.smallworld.base;

import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.RaceData;

/** The base game's slot in each race instance. */
public final class BaseRaceData extends Copyable<BaseRaceData> implements RaceData<BaseRaceData> {
    /** Halflings: Holes-in-the-Ground placed in the life of the race. */
    public int holesPlaced;
    /** Bivouacking: Encampments taken off a conquered region, to re-place at step W. */
    public int displacedEncampments;

    public BaseRaceData() {}

    @Override
    public BaseRaceData copy() {
        return shallowCopy();
    }
}
