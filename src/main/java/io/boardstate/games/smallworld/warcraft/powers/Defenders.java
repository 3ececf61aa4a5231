package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceWatchtower;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.WatchtowerPlaced;

/**
 * Defenders (5.8, [W 534]): at the end of each of its owner's turns, active or in decline (the
 * badge stays, [W 353]), the race puts a Watchtower on each of its Farmlands where it holds more
 * adjacent regions than any other race (Murlocs as one race) and takes it off the others.
 * The tower makes the region immune (data: {@code immune}). When more Farmlands qualify than
 * towers are left, the owner chooses at E2 of a turn with end-of-turn placements ({@code
 * placeWatchtower}); at C2 of a Decline turn the lowest region ids get them.
 */
public final class Defenders extends LastOnesChosen<PlaceWatchtower, WatchtowerPlaced> implements Ability {
    public static final String ID = "DEFENDER";
    private final int farmland;

    public Defenders(Catalog catalog) {
        super(
                catalog,
                "WATCHTOWER",
                "placeWatchtower",
                PlaceWatchtower.class,
                PlaceWatchtower::new,
                "watchtowerPlaced",
                WatchtowerPlaced.class,
                WatchtowerPlaced::new,
                "NO_TOWER_TO_PLACE",
                "Watchtowers are chosen only when too few are left ([W 534], R-44).");
        farmland = catalog.terrain("FARMLAND");
    }

    /** E2 / C2: the Watchtowers of the player's Defenders races, active or declined. */
    public void onTurnEnd(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat == seat && !r.gone && r.power.equals(ID)) evaluate(g, r);
    }

    /** Apply time: E2 / C2 for race x. */
    private void evaluate(Game g, RaceState<?> x) {
        int[] towers = g.s.markers[marker];
        int onMap = 0;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] == x.id && towers[r] > 0 && !qualifies(g, x, r)) towers[r] = 0;
            onMap += towers[r];
        }
        for (int r = 0; r < g.map.size && onMap < pool; r++) {
            if (g.s.owner[r] == x.id && towers[r] == 0 && qualifies(g, x, r)) {
                towers[r] = 1;
                onMap++;
            }
        }
    }

    /** The player's race with this badge, active or declined, or null. */
    private static RaceState<?> race(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat == seat && !r.gone && r.power.equals(ID)) return r;
        return null;
    }

    /** The towers the current seat places by choice now: those left when more Farmlands qualify. */
    @Override
    public int due(Game g, int seat) {
        if (g.s.phase != Phase.END_POWERS) return 0; // before the race: legal lists of every phase ask
        RaceState<?> x = race(g, seat);
        if (x == null) return 0;
        int onMap = 0, qualifying = 0;
        for (int r = 0; r < g.map.size; r++) {
            boolean own = g.s.owner[r] == x.id;
            if (g.s.markers[marker][r] > 0 && !(own && !qualifies(g, x, r))) onMap++;
            if (own && g.s.markers[marker][r] == 0 && qualifies(g, x, r)) qualifying++;
        }
        int free = pool - onMap;
        return qualifying > free ? free : 0;
    }

    @Override
    protected void fold(Game g, WatchtowerPlaced e) {
        place(g, e.seat(), e.region());
    }

    @Override
    protected RuleViolation checkRegion(Game g, int seat, int region) {
        RaceState<?> x = race(g, seat);
        if (!g.map.valid(region)
                || g.s.owner[region] != x.id
                || g.s.markers[marker][region] > 0
                || !qualifies(g, x, region))
            return illegal(
                    "NOT_QUALIFYING",
                    "A Watchtower goes on a Farmland of the race with the majority of adjacent regions ([W 534], R-44).");
        return null;
    }

    /** Apply time: the towers that no longer qualify leave, then one goes on {@code region}. */
    private void place(Game g, int seat, int region) {
        RaceState<?> x = race(g, seat);
        for (int r = 0; r < g.map.size; r++)
            if (g.s.owner[r] == x.id && g.s.markers[marker][r] > 0 && !qualifies(g, x, r)) g.s.markers[marker][r] = 0;
        g.s.markers[marker][region] = 1;
    }

    private boolean qualifies(Game g, RaceState<?> x, int f) {
        return g.map.terrain[f] == farmland && majorityAround(g, x, f);
    }

    /**
     * x holds strictly more of the regions adjacent to {@code region} than any other race, the
     * Murlocs counting as one (a Watchtower's Farmland, [W 534]; the Well, [W 645], R-50).
     */
    public static boolean majorityAround(Game g, RaceState<?> x, int region) {
        // counted in place rather than in a map: a region has a few neighbours, and legal lists ask this
        int[] around = g.map.neighbours[region], owner = g.s.owner;
        int mine = 0, murlocs = 0;
        for (int n : around) {
            if (owner[n] == x.id) mine++;
            else if (owner[n] < 0 && g.s.natives[n] > 0) murlocs++;
        }
        if (mine == 0 || mine <= murlocs) return false;
        for (int n : around) {
            int o = owner[n];
            if (o < 0 || o == x.id) continue;
            int theirs = 0;
            for (int m : around) if (owner[m] == o) theirs++;
            if (theirs >= mine) return false;
        }
        return true;
    }
}
