package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/** Trolls ([IT 1209]-[IT 1219], R-27): a Troll's Lair (defence +1, stays in decline) in every region they conquer. */
public final class Trolls implements Ability {
    public static final String ID = "TROLLS";
    private final int lair;

    public Trolls(Catalog catalog) {
        lair = catalog.marker("TROLL_LAIR");
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        g.s.markers[lair][region] = 1;
    }
}
