package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/**
 * Entry regions and the travel cost (3.2.4): a race enters by the entry region (anchor) of any
 * island and later conquests may target any entry region, for 1 more token unless next to a
 * region of the same race or waived.
 */
final class Travel {
    private final int entry;

    Travel(Catalog catalog) {
        entry = catalog.symbol("ENTRY");
    }

    /** A race with no region enters by an entry region (anchor) of any island ([W 217]). */
    RuleViolation entry(Game g, int region) {
        return g.map.has(region, entry) ? null : NOT_AN_ENTRY_REGION;
    }

    /** Made once: legal lists ask it of every region while a race enters the map. */
    private static final RuleViolation NOT_AN_ENTRY_REGION = illegal(
            "NOT_AN_ENTRY_REGION",
            "A race with no region on the map must enter by an entry region (anchor) of any island ([W 217], 3.2.4).");

    /** Later conquests may target any entry region of any island ([W 263], D-4). */
    boolean reaches(Game g, int region) {
        return g.map.has(region, entry);
    }

    /** +1 for an entry region not adjacent to a region of the same race ([W 225]), unless waived. */
    int cost(Game g, RaceState<?> x, int region) {
        if (!g.map.has(region, entry) || g.touches(region, x.id)) return 0;
        if (Relics.heldBy(g, Relics.MEETING_STONE, x)) return 0; // [W 637]
        if (g.raceAbility(x) instanceof WarcraftAbility w && w.waivesTravelCost(g, x, region)) return 0;
        if (g.powerAbility(x) instanceof WarcraftAbility w && w.waivesTravelCost(g, x, region)) return 0;
        return 1;
    }
}
