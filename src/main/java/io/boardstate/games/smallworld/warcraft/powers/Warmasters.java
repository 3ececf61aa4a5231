package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Ability;
import io.boardstate.games.smallworld.warcraft.WarcraftEdition;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;

/**
 * Masters of War, Italian «Maestri di Guerra» (5.15, [W 564]): +1 coin at once for each
 * non-empty region conquered; the core counts the non-empty conquests of the turn.
 */
public final class Warmasters implements Ability {
    public static final String ID = "WARMASTER";

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        while (d.nonEmptyPaid < x.nonEmptyConquests) {
            d.nonEmptyPaid++;
            WarcraftEdition.gain(g, x.seat, 1, ID);
        }
    }
}
