package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import java.util.List;

/** Alliance, Horde and neutral races (3.6): the faction is data ({@code features.faction} in races.json, R-23). */
public final class Factions {
    public static final String ALLIANCE = "ALLIANCE";
    public static final String HORDE = "HORDE";
    public static final String NEUTRAL = "NEUTRAL";

    private Factions() {}

    /** Every race names one of the three factions. */
    static void check(Catalog catalog) {
        for (RaceDef r : catalog.races()) {
            Object f = r.features().get("faction");
            if (!List.of(ALLIANCE, HORDE, NEUTRAL).contains(f))
                throw new IllegalStateException(catalog.directory() + "/races.json: race " + r.id()
                        + ": features.faction must be ALLIANCE, HORDE or NEUTRAL, not " + f);
        }
    }

    /** The faction of a race instance; the same active or in decline. */
    public static String of(Game g, RaceState<?> x) {
        return (String) g.raceDef(x).features().get("faction");
    }

    /** Attacking a race of the other faction earns the faction bonus ([W 297]); neutral races never do ([W 308]). */
    public static boolean opposed(String a, String b) {
        return (a.equals(ALLIANCE) && b.equals(HORDE)) || (a.equals(HORDE) && b.equals(ALLIANCE));
    }

    /**
     * The faction x fights for now: a neutral active race that declared a side on the
     * Battleground counts as that side for its turn (6.2.1, R-25).
     */
    public static String now(Game g, RaceState<?> x) {
        String side = WarcraftData.of(g).side;
        if (side != null && x.id == g.s.activeRace[g.s.currentSeat]) return side;
        return of(g, x);
    }
}
