package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Ghouls ([IT 1077]-[IT 1093], R-20): they keep all their tokens when they decline, and declined Ghouls
 * still conquer and redeploy in their owner's turn, before the active race (step G). Optionally
 * they stay in play with tokens in hand and no region (R-20f).
 */
public final class Ghouls implements Ability {
    public static final String ID = "GHOULS";

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return tokens;
    }

    @Override
    public boolean actsInDecline(Game g, RaceState<?> declined) {
        return declined.declined;
    }

    @Override
    public boolean survivesWithoutRegions(Game g, RaceState<?> declined) {
        return declined.hand > 0 && BaseData.of(g).rules.declinedGhoulsInHandKeepRaceAlive();
    }
}
