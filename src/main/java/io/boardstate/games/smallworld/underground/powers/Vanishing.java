package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundRaceData;

/**
 * Vanishing (8.19, R-39): on decline every token leaves the map; the race scores 2 coins per
 * region it held that turn (the edition's score) and then leaves the game. Places and Relics stay.
 */
public final class Vanishing implements Ability {
    public static final String ID = "VANISHING";

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundRaceData e = (UndergroundRaceData) x.extra;
        e.vanishedRegions = x.regions;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] != x.id) continue;
            g.s.tray[g.tray(x)] += g.s.tokens[r];
            Conquest.clearMarkers(g, r);
            Conquest.vacate(g, r);
        }
    }
}
