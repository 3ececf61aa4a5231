package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceGarrison;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.GarrisonPlaced;

/**
 * Garrisoned, Italian «Con Guarnigione» (5.3, [W 512]-[W 514]): at the end of redeployment (E1,
 * R-42) a Garrison goes on every region of the race without one, at most 10 on the map. The
 * Garrison defends (+1, data), stays in decline and leaves when the region is conquered or
 * emptied (core). With too few left for every region the owner chooses where the last ones go
 * ({@code placeGarrison}, before closing the turn).
 */
public final class Garrisoned extends LastOnesChosen<PlaceGarrison, GarrisonPlaced> implements Ability {
    public static final String ID = "GARRISON";

    public Garrisoned(Catalog catalog) {
        super(
                catalog,
                "GARRISON",
                "placeGarrison",
                PlaceGarrison.class,
                PlaceGarrison::new,
                "garrisonPlaced",
                GarrisonPlaced.class,
                GarrisonPlaced::new,
                "NO_GARRISON_TO_PLACE",
                "Garrisons are chosen only when too few are left ([W 512], R-42).");
    }

    private int free(Game g) {
        return pool - g.s.markersOnMap(marker);
    }

    private int lacking(Game g, RaceState<?> x) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && g.s.markers[marker][r] == 0) n++;
        return n;
    }

    /** E1: every region gets one when enough are left; otherwise the owner places them ({@link #due}). */
    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        if (free(g) < lacking(g, x)) return;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id) g.s.markers[marker][r] = 1;
    }

    /** The Garrisons the current seat still places by choice at E1: the few left when they do not reach every region. */
    @Override
    public int due(Game g, int seat) {
        if (g.s.phase != Phase.END_POWERS || !g.activeRaceWith(seat, ID)) return 0;
        return Math.min(free(g), lacking(g, g.race(g.s.activeRace[seat])));
    }

    @Override
    protected void fold(Game g, GarrisonPlaced e) {
        g.s.markers[marker][e.region()] = 1;
    }

    @Override
    protected RuleViolation checkRegion(Game g, int seat, int region) {
        if (!g.map.valid(region) || g.s.owner[region] != g.s.activeRace[seat] || g.s.markers[marker][region] > 0)
            return illegal("NOT_YOUR_REGION", "A Garrison goes on a region of the race without one (R-42).");
        return null;
    }
}
