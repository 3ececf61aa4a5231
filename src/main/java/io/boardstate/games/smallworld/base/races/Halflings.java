package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.base.BaseRaceData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Halflings ([IT 1113]-[IT 1129], R-19): the first conquest may be anywhere; a Hole-in-the-Ground
 * (immune, edition.json) goes into each of their first conquered regions, as many as the box has.
 */
public final class Halflings implements Ability {
    public static final String ID = "HALFLINGS";
    private final int hole;
    private final int holes;

    public Halflings(Catalog catalog) {
        hole = catalog.marker("HOLE");
        holes = catalog.markers().get(hole).pool();
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return true;
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        BaseRaceData data = (BaseRaceData) x.extra;
        if (data.holesPlaced < holes) {
            g.s.markers[hole][region] = 1;
            data.holesPlaced++;
        }
    }
}
