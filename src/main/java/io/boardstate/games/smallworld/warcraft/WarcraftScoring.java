package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.warcraft.powers.Defenders;
import java.util.Map;

/**
 * Bonuses of the whole game (7.3): the faction bonus of the active race (3.6.2, R-24), Dark
 * Portal and Karazhan for the active race holding them, the Well of Eternity for any race of the
 * player with the strict majority around it.
 */
final class WarcraftScoring {
    private WarcraftScoring() {}

    static void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        if (x.id == WarcraftData.of(g).conqueror) Scoring.add(breakdown, "FACTION", factionBonus(g, x));
        if (Relics.heldBy(g, Relics.DARK_PORTAL, x)) Scoring.add(breakdown, Relics.DARK_PORTAL, 2); // [W 640]
        if (Relics.heldBy(g, Relics.KARAZHAN, x)) Scoring.add(breakdown, Relics.KARAZHAN, karazhan(g, x));
        if (wellMajority(g, x)) Scoring.add(breakdown, Relics.WELL, 2);
    }

    /** One coin per race of the opposite faction defeated this turn, two with the Battleground ([W 297], [W 626]). */
    private static int factionBonus(Game g, RaceState<?> x) {
        String mine = Factions.now(g, x);
        int cap = Relics.heldBy(g, Relics.BATTLEGROUND, x) ? 2 : 1;
        int bonus = 0;
        for (var e : WarcraftData.of(g).defeated.entrySet()) {
            if (Factions.opposed(mine, Factions.of(g, g.race(e.getKey())))) bonus += Math.min(cap, e.getValue());
        }
        return bonus;
    }

    /** Karazhan: +1 per other region of its terrain held by the same race ([W 634], R-57). */
    private static int karazhan(Game g, RaceState<?> x) {
        int at = WarcraftData.of(g).revealedAt(Relics.KARAZHAN);
        int n = 0;
        for (int r = 0; r < g.map.size; r++)
            if (r != at && g.s.owner[r] == x.id && g.map.terrain[r] == g.map.terrain[at]) n++;
        return n;
    }

    /** The Well: x holds strictly more regions adjacent to it than any other race, Murlocs counted as one ([W 645], R-50). */
    private static boolean wellMajority(Game g, RaceState<?> x) {
        int at = WarcraftData.of(g).revealedAt(Relics.WELL);
        return at >= 0 && Defenders.majorityAround(g, x, at);
    }
}
