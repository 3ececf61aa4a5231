package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;

/**
 * Draenei (4.2, [W 429]): in each opponent's turn the first token they would lose goes back to
 * their hand instead (Holy Light), automatically. A loss already prevented (Chapel of
 * Light) does not spend it. The flag is cleared at every turn start ({@code WarcraftData}).
 */
public final class Draenei implements Ability {
    public static final String ID = "DRAENEI";

    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        WarcraftRaceData d = (WarcraftRaceData) defender.extra;
        if (lost == 0 || d.holyLightUsed || g.s.currentSeat == defender.seat) return lost;
        d.holyLightUsed = true;
        return lost - 1;
    }
}
