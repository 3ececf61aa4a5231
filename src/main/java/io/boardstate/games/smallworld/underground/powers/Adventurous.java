package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.ability.Ability;
import io.boardstate.games.smallworld.underground.UndergroundEdition;
import java.util.Map;

/** Adventurous (8.1): +1 coin per Popular Place in the race's regions (Relics do not count). */
public final class Adventurous implements Ability {
    public static final String ID = "ADVENTUROUS";

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++)
            if (g.s.owner[r] == x.id && UndergroundEdition.TREASURES.hasPlace(g, r)) n++;
        Scoring.add(breakdown, ID, n);
    }
}
