package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.CoinGain;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/** Enraged (5.13, [W 554]): taking a region defended by 2 or more race tokens pays that many coins at once. */
public final class Enraged implements WarcraftAbility {
    public static final String ID = "ENRAGED";
    private final CoinGain coins;

    public Enraged(CoinGain coins) {
        this.coins = coins;
    }

    @Override
    public void onDefeating(Game g, RaceState<?> x, RaceState<?> defender, int region) {
        int defending = g.s.tokens[region]; // still in the region: Murlocs are natives, not counted
        if (defending >= 2) coins.gain(g, x.seat, defending, ID);
    }
}
