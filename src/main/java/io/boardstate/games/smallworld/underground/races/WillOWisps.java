package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Will-o'-Wisps (7.15, R-25): they may roll the die before conquering a Mystic Crystal or a region
 * next to a Mystic Crystal they hold; the edition's {@code wispsConquer} move does it.
 */
public final class WillOWisps implements UndergroundAbility {
    public static final String ID = "WILL_O_WISPS";

    /** Their conquest next to a Mystic Crystal starts with a roll ([U 560]). */
    @Override
    public boolean rollsBeforeConquering() {
        return true;
    }

    /** The target qualifies for the Wisps' roll ([U 560]-[U 562]). */
    public static boolean eligible(Game g, RaceState<?> x, int region) {
        if (Board.is(g, region, Board.MYSTIC_CRYSTAL)) return true;
        for (int n : g.map.neighbours[region])
            if (g.s.owner[n] == x.id && Board.is(g, n, Board.MYSTIC_CRYSTAL)) return true;
        return false;
    }
}
