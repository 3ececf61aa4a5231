package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import java.util.Map;

/** Wise (8.18): +2 coins at the end of each turn in decline (the decline turn included) while it holds a region. */
public final class Wise implements Ability {
    public static final String ID = "WISE";

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        if (x.declined && x.regions > 0) Scoring.add(breakdown, ID, 2);
    }
}
