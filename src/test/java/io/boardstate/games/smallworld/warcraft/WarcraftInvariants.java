package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldInvariants;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.MarkerDef;
import java.util.HashSet;
import java.util.Set;

/** The invariants of spec 9.7 that the edition implements so far, asserted after every event. */
final class WarcraftInvariants {
    private static final Catalog CATALOG = WarcraftFixture.CATALOG;

    private WarcraftInvariants() {}

    static void check(WarcraftState s, Object event) {
        for (RaceState<WarcraftRaceData> r : s.races) {
            assertTrue(r.extra.beasts >= 0 && r.extra.beasts <= 5, () -> "Beasts in play 0..5 after " + event);
            assertTrue(r.extra.beasts == 0 || r.activeWith("BEASTMASTER"), () -> "Beasts only for Beastmasters");
            assertTrue(!r.extra.champion || r.activeWith("CHAMPION"), () -> "the Champion only with its power");
        }
        // Beasts are not pool tokens; 9.7 item 5: one active and one declined race at most
        SmallWorldInvariants.family(s, CATALOG, event, r -> ((WarcraftRaceData) r.extra).beasts, r -> false);
        int beast = CATALOG.marker("BEAST");
        int champion = CATALOG.marker("CHAMPION");
        int[] beastsOnMap = new int[s.races.size()];
        int wall = CATALOG.marker("WISP_WALL");
        int forest = CATALOG.terrain("FOREST");
        WarcraftBoard board = WarcraftFixture.RULESET.edition().board(s.edition.faces);
        for (int reg = 0; reg < s.owner.length; reg++) {
            int o = s.owner[reg];
            if (o < 0) continue;
            RaceState<WarcraftRaceData> r = s.race(o);
            assertTrue(!r.gone, "a vanished race holds no region");
            assertTrue(
                    s.tokens[reg] >= 1 || s.markers[champion][reg] > 0,
                    () -> "occupied region without tokens or the Champion after " + event);
            assertTrue(s.markers[beast][reg] <= s.tokens[reg], () -> "Beasts are among the region's tokens");
            beastsOnMap[o] += s.markers[beast][reg];
            assertEquals(0, s.natives[reg], "Murlocs only in regions without race tokens (9.7 item 2)");
            if (board.map.water[reg]) assertEquals("NAGA", r.race, "water held only by Naga (9.7 item 2)");
            int expected = r.is("TAUREN") ? 2 : 1;
            boolean intimidated = s.races.stream().anyMatch(i -> i.power.equals("INTIMIDATING"));
            if (r.declined && !intimidated) // 9.7 item 3: Intimidating may stack or thin them
            assertEquals(expected, s.tokens[reg], () -> "declined tokens per region after " + event);
            if (r.active()
                    && r.is("TAUREN")
                    && s.markers[champion][reg] == 0 // the Champion may hold one alone
                    && s.edition.lonelyTauren != reg) // a lonely token waits for its owner's choice
            assertTrue(s.tokens[reg] >= 2, () -> "Tauren never alone (R-36) after " + event);
            for (MarkerDef m : CATALOG.markers())
                if (m.index() != beast) assertTrue(s.markers[m.index()][reg] <= 1, m.id() + " at most one per region");
            boolean swapped = s.races.stream().anyMatch(i -> i.power.equals("PORTAL_MAGE")); // R-47 moves walls
            if (s.markers[wall][reg] > 0 && !swapped)
                assertEquals(forest, board.map.terrain[reg], "Wisp Walls only on Forests (9.7 item 7)");
        }
        for (RaceState<WarcraftRaceData> r : s.races) {
            int inHand = r.extra.beasts - beastsOnMap[r.id];
            assertTrue(inHand >= 0 && inHand <= r.hand, () -> "Beasts in hand within the hand after " + event);
        }
        Set<String> relics = new HashSet<>(s.edition.relicAt.keySet());
        relics.addAll(s.edition.reserve);
        assertTrue(relics.size() <= 12 && s.edition.relicAt.size() + s.edition.reserve.size() == relics.size());
    }
}
