package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.MarkerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import java.util.HashSet;
import java.util.Set;

/** The invariants of spec 9.7 that the edition implements so far, asserted after every event. */
final class WcInvariants {
    private static final Catalog CATALOG = WcFixture.CATALOG;

    private WcInvariants() {}

    static void check(WarcraftState s, Object event) {
        int[] count = s.tray.clone();
        for (RaceState<WarcraftRaceData> r : s.races) {
            assertTrue(r.hand >= 0 && r.reserve >= 0, () -> "negative hand after " + event);
            count[CATALOG.race(r.race).index()] += r.hand + r.reserve - r.extra.beasts; // Beasts are not pool tokens
            assertTrue(r.extra.beasts >= 0 && r.extra.beasts <= 5, () -> "Beasts in play 0..5 after " + event);
            assertTrue(r.extra.beasts == 0 || r.activeWith("BEASTMASTER"), () -> "Beasts only for Beastmasters");
            assertTrue(!r.extra.champion || r.activeWith("CHAMPION"), () -> "the Champion only with its power");
        }
        int beast = CATALOG.marker("BEAST");
        int champion = CATALOG.marker("CHAMPION");
        int[] beastsOnMap = new int[s.races.size()];
        int[] regionsOf = new int[s.races.size()];
        int[] placed = new int[CATALOG.markers().size()];
        int wall = CATALOG.marker("WISP_WALL");
        int forest = CATALOG.terrain("FOREST");
        WarcraftBoard board = WcFixture.RULESET.edition().board(s.edition.faces);
        for (int reg = 0; reg < s.owner.length; reg++) {
            int o = s.owner[reg];
            int r0 = reg;
            if (o < 0) {
                assertEquals(0, s.tokens[reg], () -> "tokens in an empty region after " + event);
                for (int[] kind : s.markers)
                    assertEquals(0, kind[reg], () -> "marker in empty " + r0 + " after " + event);
                continue;
            }
            RaceState<WarcraftRaceData> r = s.race(o);
            assertTrue(!r.gone, "a vanished race holds no region");
            assertTrue(
                    s.tokens[reg] >= 1 || s.markers[champion][reg] > 0,
                    () -> "occupied region without tokens or the Champion after " + event);
            assertTrue(s.markers[beast][reg] <= s.tokens[reg], () -> "Beasts are among the region's tokens");
            beastsOnMap[o] += s.markers[beast][reg];
            assertEquals(0, s.natives[reg], "Murlocs only in regions without race tokens (9.7 item 2)");
            if (board.map.water[reg]) assertEquals("NAGA", r.race, "water held only by Naga (9.7 item 2)");
            count[CATALOG.race(r.race).index()] += s.tokens[reg];
            regionsOf[o]++;
            int expected = r.is("TAUREN") ? 2 : 1;
            boolean intimidated = s.races.stream().anyMatch(i -> i.power.equals("INTIMIDATING"));
            if (r.declined && !intimidated) // 9.7 item 3: Intimidating may stack or thin them
            assertEquals(expected, s.tokens[reg], () -> "declined tokens per region after " + event);
            if (r.active()
                    && r.is("TAUREN")
                    && s.markers[champion][reg] == 0 // the Champion may hold one alone
                    && s.edition.lonelyTauren != reg) // a lonely token waits for its owner's choice
            assertTrue(s.tokens[reg] >= 2, () -> "Tauren never alone (R-36) after " + event);
            for (MarkerDef m : CATALOG.markers()) {
                placed[m.index()] += s.markers[m.index()][reg];
                if (m.index() != beast) assertTrue(s.markers[m.index()][reg] <= 1, m.id() + " at most one per region");
            }
            boolean swapped = s.races.stream().anyMatch(i -> i.power.equals("PORTAL_MAGE")); // R-47 moves walls
            if (s.markers[wall][reg] > 0 && !swapped)
                assertEquals(forest, board.map.terrain[reg], "Wisp Walls only on Forests (9.7 item 7)");
        }
        for (RaceDef race : CATALOG.races())
            assertEquals(race.pool(), count[race.index()], () -> race.id() + " tokens not conserved after " + event);
        for (RaceState<WarcraftRaceData> r : s.races) {
            assertEquals(regionsOf[r.id], r.regions, () -> "region counter of " + r.race + " after " + event);
            int inHand = r.extra.beasts - beastsOnMap[r.id];
            assertTrue(inHand >= 0 && inHand <= r.hand, () -> "Beasts in hand within the hand after " + event);
        }
        for (MarkerDef m : CATALOG.markers())
            assertTrue(placed[m.index()] <= m.pool(), () -> m.id() + " pool exceeded after " + event);
        for (int seat = 0; seat < s.seats; seat++) {
            assertTrue(s.coins[seat] >= 0, "coins never negative");
            int active = 0, declined = 0;
            for (RaceState<WarcraftRaceData> r : s.races) {
                if (r.seat != seat || r.gone) continue;
                if (r.declined) declined++;
                else active++;
            }
            assertTrue(active <= 1 && declined <= 1, "one active and one declined race at most (9.7 item 5)");
        }
        int banners = s.marketRaces.size() + s.bannerPile.size();
        for (RaceState<WarcraftRaceData> r : s.races) if (!r.gone) banners++;
        assertEquals(CATALOG.races().size(), banners, () -> "banners lost or duplicated after " + event);
        int badges = s.marketPowers.size() + s.badgePile.size() + s.badgeDiscard.size();
        for (RaceState<WarcraftRaceData> r : s.races)
            if (!r.gone && (!r.declined || CATALOG.power(r.power).keptInDecline())) badges++;
        assertEquals(CATALOG.powers().size(), badges, () -> "badges lost or duplicated after " + event);
        Set<String> relics = new HashSet<>(s.edition.relicAt.keySet());
        relics.addAll(s.edition.reserve);
        assertTrue(relics.size() <= 12 && s.edition.relicAt.size() + s.edition.reserve.size() == relics.size());
        assertTrue(s.round >= 1 && s.round <= s.rounds, "round within the track");
    }
}
