package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.SmallWorldState;

/** The state of a base-game match: the family's state with the base game's data slots. */
public final class BaseState extends SmallWorldState<BaseData, BaseRaceData> {
    public BaseState() {}

    @Override
    public BaseState copy() {
        return (BaseState) super.copy();
    }
}
