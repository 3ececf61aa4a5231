package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundData;
import java.util.Map;

/** Quarreling (8.6, R-32): +1 coin per isolated group of regions, groups by shared borders (by option, effective adjacency). */
public final class Quarreling implements Ability {
    public static final String ID = "QUARRELING";
    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics (where the Great Brass Pipe is). */
    public Quarreling(Treasures treasures) {
        this.treasures = treasures;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        boolean effective = UndergroundData.of(g).rules.quarrelingUsesEffectiveAdjacency();
        Scoring.add(breakdown, ID, Board.groups(g, x, effective ? Flocking.linked(g, treasures, x) : g.map::adjacent));
    }
}
