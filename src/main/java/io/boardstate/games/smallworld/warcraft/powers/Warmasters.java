package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.CoinGain;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;
import io.boardstate.games.smallworld.warcraft.races.Goblins;

/**
 * Masters of War, Italian «Maestri di Guerra» (5.15, [W 564]): +1 coin at once for each
 * non-empty region conquered; the core counts the non-empty conquests of the turn.
 */
public final class Warmasters implements WarcraftAbility, PerTurn {
    public static final String ID = "WARMASTER";
    private final CoinGain coins;

    public Warmasters(CoinGain coins) {
        this.coins = coins;
    }

    /** The conquests paid are the turn's. */
    @Override
    public void startTurn(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat == seat) ((WarcraftRaceData) r.extra).nonEmptyPaid = 0;
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        while (d.nonEmptyPaid < x.nonEmptyConquests) {
            d.nonEmptyPaid++;
            coins.gain(g, x.seat, 1, ID);
        }
    }

    /** An exploded bomb is a conquest by the Goblins and pays as one ([W 433]). */
    @Override
    public void onExplosionConquest(Game g, RaceState<?> x, int region) {
        onConquered(g, x, region, Goblins.EXPLODED);
    }
}
