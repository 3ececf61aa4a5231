package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.CoinGain;
import io.boardstate.games.smallworld.warcraft.Factions;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/** Orcs (4.10, [W 459]): +1 coin at once for each region taken from an Alliance race, active or declined. */
public final class Orcs implements WarcraftAbility {
    public static final String ID = "ORCS";
    private final CoinGain coins;

    public Orcs(CoinGain coins) {
        this.coins = coins;
    }

    @Override
    public void onDefeating(Game g, RaceState<?> x, RaceState<?> defender, int region) {
        if (Factions.of(g, defender).equals(Factions.ALLIANCE)) coins.gain(g, x.seat, 1, ID);
    }
}
