package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.SmallWorldState;

/** The state of a Small World of Warcraft match: the family's state with this edition's slots. */
public final class WarcraftState extends SmallWorldState<WarcraftData, WarcraftRaceData> {
    public WarcraftState() {}

    @Override
    public WarcraftState copy() {
        return (WarcraftState) super.copy();
    }
}
