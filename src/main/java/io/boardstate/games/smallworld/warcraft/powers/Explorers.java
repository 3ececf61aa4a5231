package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.warcraft.WarcraftBoard;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** Explorers (5.10, [W 542]): +1 per island where the race holds at least one region. */
public final class Explorers implements Ability {
    public static final String ID = "EXPLORER";
    private final Function<Game, WarcraftBoard> board;

    /** {@code board}: the composed board of a match, with its islands (the edition's). */
    public Explorers(Function<Game, WarcraftBoard> board) {
        this.board = board;
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        WarcraftBoard islandsOf = board.apply(g);
        Set<Integer> islands = new HashSet<>();
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id) islands.add(islandsOf.island(r));
        Scoring.add(breakdown, ID, islands.size());
    }
}
