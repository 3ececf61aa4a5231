package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Skeletons ([IT 1149]-[IT 1159], R-25): at redeployment, one new token from the tray for every {@code
 * conquestsPerToken} (races.json) non-empty regions conquered this turn.
 */
public final class Skeletons implements Ability {
    public static final String ID = "SKELETONS";
    private final int conquestsPerToken;

    public Skeletons(Catalog catalog) {
        conquestsPerToken = ((Number) catalog.race(ID).features().get("conquestsPerToken")).intValue();
    }

    @Override
    public void onRedeployStart(Game g, RaceState<?> active) {
        int tray = g.tray(ID);
        int bonus = Math.min(active.nonEmptyConquests / conquestsPerToken, g.s.tray[tray]);
        g.s.tray[tray] -= bonus;
        active.hand += bonus;
    }
}
