package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Cultists (7.1): the Great Ancient stands in their first land conquest and makes it immune; a
 * region adjacent to it (their effective adjacency) costs them one token less; it leaves with
 * their decline. Moving it is the edition's {@code moveGreatAncient}.
 */
public final class Cultists implements UndergroundAbility {
    public static final String ID = "CULTISTS";

    /** The Great Ancient is theirs (7.1, [U 541]). */
    @Override
    public boolean ownsTheGreatAncient() {
        return true;
    }

    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics (where the Great Brass Pipe is). */
    public Cultists(Treasures treasures) {
        this.treasures = treasures;
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData d = UndergroundData.of(g);
        if (d.greatAncient < 0 && x.active() && !Board.river(g, region)) d.greatAncient = region;
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        int ga = UndergroundData.of(g).greatAncient;
        if (ga < 0 || ga == region || Gnomes.shields(g, x, region)) return 0;
        return Board.adjacentFor(g, treasures, x, ga, region) ? -1 : 0; // [U 537]-[U 540]
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundData.of(g).greatAncient = -1;
    }
}
