package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import java.util.Map;

/**
 * Flocking (8.3, R-32): +2 coins if all the race's regions form one group, counting the
 * adjacency its abilities give: Spiderines' chasm-side regions ([U 669]) and the Great Brass Pipe.
 */
public final class Flocking implements Ability {
    public static final String ID = "FLOCKING";
    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics (where the Great Brass Pipe is). */
    public Flocking(Treasures treasures) {
        this.treasures = treasures;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        if (Board.groups(g, x, linked(g, treasures, x)) == 1) Scoring.add(breakdown, ID, 2);
    }

    /**
     * Whether two regions of x are one group: adjacent for x, or both by a Chasm for Spiderines
     * ([U 669]). What does not depend on the pair is asked once, as groups test every pair.
     */
    public static Board.Linked linked(Game g, Treasures treasures, RaceState<?> x) {
        int pipe = Board.pipeTerrain(g, treasures, x);
        boolean acrossChasms = UndergroundAbility.race(g, x).linksAcrossChasms();
        return (a, b) -> Board.adjacentFor(g, pipe, a, b)
                || (acrossChasms && Board.bordersChasm(g, a) && Board.bordersChasm(g, b));
    }
}
