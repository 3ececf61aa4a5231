package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldRuleset;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.function.IntFunction;

/** The ruleset {@code smallworld} (base game), as registered in META-INF/services. */
public final class SmallWorldBase extends SmallWorldRuleset {
    /** The bundled boards: the map follows the player count (2.1). */
    public SmallWorldBase() {
        this(null);
    }

    /** @param maps the map for a player count (2-5); tests pass small boards of their own */
    public SmallWorldBase(IntFunction<SmallWorldMap> maps) {
        super(new BaseEdition(maps));
    }

    @Override
    public BaseState apply(SmallWorldState<?, ?> state, SmallWorldEvent event) {
        return (BaseState) super.apply(state, event);
    }

    @Override
    public BaseEdition edition() {
        return (BaseEdition) super.edition();
    }
}
