package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.races.Gnomes;

/**
 * Vengeful (8.21, R-41): players who conquered a region of either of its owner's races hold one of
 * his Vengeance markers (handed out by the edition); conquering their regions costs one less
 * (floor 1, not against Gnomes). The markers come back at the end of the owner's turn.
 */
public final class Vengeful implements UndergroundAbility, PerTurn {
    public static final String ID = "VENGEFUL";

    /** A conquest of one of its owner's regions marks the conqueror (8.21). */
    @Override
    public boolean marksVengeance() {
        return true;
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        int o = g.s.owner[region];
        if (o < 0 || Gnomes.shields(g, x, region)) return 0;
        int seat = g.race(o).seat;
        return seat != x.seat && (UndergroundData.of(g).vengeance[x.seat] & (1 << seat)) != 0 ? -1 : 0;
    }

    /** The Vengeful take their markers back at the end of their owner's turn (8.21). */
    @Override
    public void endTurn(Game g, int seat) {
        UndergroundData.of(g).vengeance[seat] = 0;
    }
}
