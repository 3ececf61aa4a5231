package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.powers.Bog;
import io.boardstate.games.smallworld.warcraft.races.Pandaren;

/**
 * The tolls of 3.4.4 owed before an attack on a region: Harmony (2 coins to the active
 * Pandaren's owner, once per holding, R-34), Bog (1 coin per Swamp of a Bog race, conquests only,
 * R-43) and the Aegis of Aggramar (2 coins, unlocks the region for the turn, R-54). A conquest
 * pays them as it takes the region (the races', powers' and edition's {@code onDefeated}); what
 * is not a conquest, or fails, pays them here.
 */
public final class Tolls {
    private Tolls() {}

    /** x holds an unpaid Harmony token of the active Pandaren in {@code region} ([W 463], R-34). */
    public static boolean harmony(Game g, RaceState<?> x, int region) {
        RaceState<?> o = g.occupant(region);
        WarcraftData d = WarcraftData.of(g);
        return o != null
                && o.active()
                && WarcraftAbility.race(g, o).handsOutHarmony()
                && o.seat != x.seat
                && d.harmonyFrom[x.seat] == o.seat
                && !d.harmonyPaid[x.seat];
    }

    /** Conquering {@code region} owes its Bog race's owner 1 coin ([W 522], R-43). */
    public static boolean bog(Game g, RaceState<?> x, int region) {
        RaceState<?> o = g.occupant(region);
        return o != null && Bog.holds(o) && o.seat != x.seat && g.map.terrain[region] == g.catalog.terrain("SWAMP");
    }

    /** The coins x owes before conquering {@code region}: Harmony, Bog and Aegis. */
    public static int conquest(Game g, RaceState<?> x, int region) {
        return (harmony(g, x, region) ? 2 : 0) + (bog(g, x, region) ? 1 : 0) + (Placed.aegisDue(g, x, region) ? 2 : 0);
    }

    /**
     * The coins x owes before an ability that is not a conquest acts on these regions (Intimidating,
     * Portal swap): Harmony once when it moves or removes a token of the active Pandaren ({@code
     * tokens}, R-34), the Aegis once; no Bog toll.
     */
    public static int ability(Game g, RaceState<?> x, boolean tokens, int... regions) {
        boolean harmony = false, aegis = false;
        for (int r : regions) {
            harmony |= tokens && harmony(g, x, r);
            aegis |= Placed.aegisDue(g, x, r);
        }
        return (harmony ? 2 : 0) + (aegis ? 2 : 0);
    }

    /** Apply time: x pays what {@link #ability} counts, as the ability acts. */
    public static void payAbility(Game g, RaceState<?> x, boolean tokens, int... regions) {
        for (int r : regions) {
            if (tokens) payHarmony(g, x, r);
            Placed.payAegis(g, x, r);
        }
    }

    /** Apply time: x pays what {@link #conquest} counts for an attempt that took no region (a failed final conquest, R-17). */
    public static void payConquest(Game g, RaceState<?> x, int region) {
        if (bog(g, x, region)) {
            Coins.transfer(g, x.seat, g.occupant(region).seat, 1, Coins.TOLL, Bog.ID);
        }
        payHarmony(g, x, region);
        Placed.payAegis(g, x, region);
    }

    private static void payHarmony(Game g, RaceState<?> x, int region) {
        if (!harmony(g, x, region)) return;
        WarcraftData.of(g).harmonyPaid[x.seat] = true;
        Coins.transfer(g, x.seat, g.occupant(region).seat, 2, Coins.TOLL, Pandaren.ID);
    }
}
