package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.SmallWorldBots;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldRuleset;
import io.boardstate.games.smallworld.core.SmallWorldState;

/**
 * The ruleset {@code smallworld-warcraft}, listed in META-INF/services and served like every
 * game; what the edition leaves out is in the package note.
 */
public final class SmallWorldWarcraft extends SmallWorldRuleset {
    public SmallWorldWarcraft() {
        super(new WarcraftEdition());
    }

    @Override
    public WarcraftState apply(SmallWorldState<?, ?> state, SmallWorldEvent event) {
        return (WarcraftState) super.apply(state, event);
    }

    @Override
    public WarcraftEdition edition() {
        return (WarcraftEdition) super.edition();
    }

    /** Face-down markers and the reserve ([W 596], R-3), and the Goblins' bombs ([W 433]): secret to all. */
    @Override
    protected SmallWorldBots.Secrets secrets() {
        return WarcraftSecrets::redraw;
    }
}
