package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.SmallWorldState;

/** The state of an Underground match: the family's state with Underground's data slots. */
public final class UndergroundState extends SmallWorldState<UndergroundData, UndergroundRaceData> {
    public UndergroundState() {}

    @Override
    public UndergroundState copy() {
        return (UndergroundState) super.copy();
    }
}
