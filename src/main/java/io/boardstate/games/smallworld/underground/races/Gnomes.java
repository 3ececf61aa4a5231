package io.boardstate.games.smallworld.underground.races;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Gnomes (7.4, R-19): during an opponent's turn, a region of active Gnomes can only be taken by a
 * plain conquest. Every ability, Place and Relic of that opponent asks {@link #shields} before it
 * acts on the region; the race itself has no hook.
 */
public final class Gnomes implements UndergroundAbility {
    public static final String ID = "GNOMES";

    /** The Balrog never takes a region of theirs ([U 573]-[U 574]). */
    @Override
    public boolean keepsOutTheBalrog() {
        return true;
    }

    /** Whether Gnomes of another player in {@code region} are protected from x's effects ([U 570]-[U 576]). */
    public static boolean shields(Game g, RaceState<?> x, int region) {
        int o = g.s.owner[region];
        if (o < 0) return false;
        RaceState<?> d = g.race(o);
        if (!d.is(ID) || d.seat == x.seat) return false;
        return d.active() || UndergroundData.of(g).rules.gnomesProtectedInDecline();
    }
}
