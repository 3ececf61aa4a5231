package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import java.util.Map;

/** Adventurous (8.1): +1 coin per Popular Place in the race's regions (Relics do not count). */
public final class Adventurous implements UndergroundAbility {
    public static final String ID = "ADVENTUROUS";

    /** A Popular Place in the region adds its coin to the coins obtained from it. */
    @Override
    public int regionCoins(Game g, RaceState<?> x, int region) {
        return treasures.hasPlace(g, region) ? 1 : 0;
    }

    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics. */
    public Adventurous(Treasures treasures) {
        this.treasures = treasures;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && treasures.hasPlace(g, r)) n++;
        Scoring.add(breakdown, ID, n);
    }
}
