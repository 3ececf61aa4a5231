package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Spiderines (7.14, R-22): every region bordering an Abysmal Chasm counts as adjacent to their
 * regions, and they may make their first conquest there ([U 625]-[U 628], [U 635]).
 */
public final class Spiderines implements UndergroundAbility {
    public static final String ID = "SPIDERINES";

    /** Their chasm-side regions form one group for Flocking ([U 669]) and, by option, Quarreling. */
    @Override
    public boolean linksAcrossChasms() {
        return true;
    }

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        if (!Board.bordersChasm(g, region) || Gnomes.shields(g, x, region)) return false;
        if (!UndergroundData.of(g).rules.spiderinesRequireChasmSource()) return true;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && Board.bordersChasm(g, r)) return true;
        return false;
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return Board.bordersChasm(g, region) && !Gnomes.shields(g, x, region);
    }
}
