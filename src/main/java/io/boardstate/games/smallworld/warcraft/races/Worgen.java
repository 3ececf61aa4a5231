package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;

/**
 * Worgen (4.16, [W 504]): each turn, before conquering, the owner chooses the human form (+2
 * coins) or the Worgen form (pay 1 coin, every conquest costs 1 less, at least 1). The choice is
 * the edition's prompt (R-39: right after the pick in the pick turn, none in a Decline turn).
 */
public final class Worgen implements Ability {
    public static final String ID = "WORGEN";
    public static final String HUMAN = "HUMAN";
    public static final String WORGEN = "WORGEN";

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return WORGEN.equals(((WarcraftRaceData) x.extra).worgenForm) ? -1 : 0;
    }

    /** The form is still to be chosen this turn. */
    public static boolean choosing(Game g) {
        RaceState<?> x = g.acting();
        return x != null && x.active() && x.is(ID) && ((WarcraftRaceData) x.extra).worgenForm == null;
    }
}
