package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundRaceData;

/**
 * Shield (8.2, R-31): at the end of the conquests, one Mushroom Armor per Mushroom Forest held
 * (as many as the box has left); they are placed while redeploying ({@code placeArmor}) and
 * defend +1 each, also in decline, until their region is emptied or conquered (markers, R-50).
 * Armors not placed go back to the box.
 */
public final class Shield implements Ability {
    public static final String ID = "SHIELD";
    public static final String ARMOR = "ARMOR";

    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        int kind = g.catalog.marker(ARMOR);
        int left = g.catalog.markers().get(kind).pool();
        for (int n : g.s.markers[kind]) left -= n;
        for (RaceState<?> r : g.s.races) left -= ((UndergroundRaceData) r.extra).armorsInHand;
        ((UndergroundRaceData) x.extra).armorsInHand +=
                Math.max(0, Math.min(left, Board.count(g, x, Board.MUSHROOM_FOREST)));
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        ((UndergroundRaceData) x.extra).armorsInHand = 0;
    }
}
