package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.SmallWorldBots;
import io.boardstate.games.smallworld.core.SmallWorldRuleset;

/** The ruleset {@code smallworld-underground}, as registered in META-INF/services. */
public final class SmallWorldUnderground extends SmallWorldRuleset {
    public SmallWorldUnderground() {
        super(new UndergroundEdition());
    }

    @Override
    public UndergroundEdition edition() {
        return (UndergroundEdition) super.edition();
    }

    /** The face-down Places and Relics under the Monsters: which lies where is secret to all. */
    @Override
    protected SmallWorldBots.Secrets secrets() {
        return (g, seat, rng) -> SmallWorldBots.redrawn(UndergroundData.of(g).stack, rng);
    }
}
