package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;

/**
 * Draenei (4.2, [W 429]): in each opponent's turn the first token they would lose goes back to
 * their hand instead (Holy Light), automatically. A loss already prevented (Chapel of
 * Light) does not spend it. The flag is cleared at every turn start.
 */
public final class Draenei implements Ability, PerTurn {
    public static final String ID = "DRAENEI";

    /** Once per opponent's turn: every race's flag clears when any turn starts. */
    @Override
    public void startTurn(Game g, int seat) {
        for (RaceState<?> r : g.s.races) ((WarcraftRaceData) r.extra).holyLightUsed = false;
    }

    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        WarcraftRaceData d = (WarcraftRaceData) defender.extra;
        if (lost == 0 || d.holyLightUsed || g.s.currentSeat == defender.seat) return lost;
        d.holyLightUsed = true;
        return lost - 1;
    }
}
