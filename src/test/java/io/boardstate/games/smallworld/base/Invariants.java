package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.MarkerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;

/** The invariants of spec 9.7, asserted after every event of the random games. */
final class Invariants {
    private static final Catalog CATALOG = Fixture.CATALOG;
    private static final int DRAGON = CATALOG.marker("DRAGON");
    private static final int FORTRESS = CATALOG.marker("FORTRESS");

    private Invariants() {}

    static void check(SmallWorldState<?, ?> state, Object event) {
        BaseState s = (BaseState) state;
        // 1. token pools conserved
        int[] count = s.tray.clone();
        for (RaceState<BaseRaceData> r : s.races) {
            assertTrue(r.hand >= 0 && r.reserve >= 0, () -> "negative hand after " + event);
            count[CATALOG.race(r.race).index()] += r.hand + r.reserve;
            if (r.gone)
                assertEquals(0, r.hand + r.reserve + r.regions, () -> "vanished race keeps tokens after " + event);
        }
        int[] regionsOf = new int[s.races.size()];
        int[] markers = new int[CATALOG.markers().size()];
        for (int reg = 0; reg < s.owner.length; reg++) {
            int o = s.owner[reg];
            if (o < 0) {
                int r = reg;
                assertEquals(0, s.tokens[reg], () -> "tokens in an empty region after " + event);
                for (int[] kind : s.markers)
                    assertEquals(0, kind[reg], () -> "marker without race in " + r + " (R-50) after " + event);
                continue;
            }
            RaceState<BaseRaceData> r = s.race(o);
            assertTrue(!r.gone, "a vanished race holds no region");
            assertTrue(s.tokens[reg] >= 1, () -> "occupied region without tokens after " + event);
            assertEquals(0, s.natives[reg], "a Lost Tribe only in an otherwise empty region");
            count[CATALOG.race(r.race).index()] += s.tokens[reg];
            regionsOf[o]++;
            if (r.declined && !r.is(Race.GHOULS))
                assertEquals(
                        1, s.tokens[reg], () -> "declined race with more than one token per region after " + event);
            for (MarkerDef m : CATALOG.markers()) markers[m.index()] += s.markers[m.index()][reg];
            assertTrue(s.markers[FORTRESS][reg] <= 1, "one Fortress per region");
            if (s.markers[DRAGON][reg] > 0) assertTrue(r.activeWith(Power.DRAGON_MASTER), "the Dragon is its master's");
        }
        for (RaceDef race : CATALOG.races()) {
            assertEquals(race.pool(), count[race.index()], () -> race.id() + " tokens not conserved after " + event);
        }
        for (RaceState<BaseRaceData> r : s.races)
            assertEquals(regionsOf[r.id], r.regions, () -> "region counter of " + r.race + " after " + event);
        for (MarkerDef m : CATALOG.markers()) {
            int placed = markers[m.index()];
            assertTrue(placed <= m.pool(), () -> m.id() + " pool exceeded after " + event);
        }
        // 4. one active race, at most one declined race besides a Spirit one
        for (int seat = 0; seat < s.seats; seat++) {
            assertTrue(s.coins[seat] >= 0, "coins never negative");
            int active = 0, declined = 0, spirit = 0;
            for (RaceState<BaseRaceData> r : s.races) {
                if (r.seat != seat || r.gone) continue;
                if (!r.declined) active++;
                else if (r.power.equals(Power.SPIRIT)) spirit++;
                else declined++;
            }
            int a = active, d = declined, sp = spirit;
            assertTrue(
                    a <= 1 && d <= 1 && sp <= 1,
                    () -> "seat races: active " + a + ", declined " + d + ", spirit " + sp + " after " + event);
        }
        for (int c : s.marketCoins) assertTrue(c >= 0);
        // 5. every banner in exactly one place
        int banners = s.marketRaces.size() + s.bannerPile.size();
        for (RaceState<BaseRaceData> r : s.races) if (!r.gone) banners++;
        assertEquals(CATALOG.races().size(), banners, () -> "banners lost or duplicated after " + event);
        int badges = s.marketPowers.size() + s.badgePile.size() + s.badgeDiscard.size();
        for (RaceState<BaseRaceData> r : s.races)
            if (!r.gone && (!r.declined || r.power.equals(Power.SPIRIT))) badges++;
        assertEquals(CATALOG.powers().size(), badges, () -> "badges lost or duplicated after " + event);
        assertTrue(s.round >= 1 && s.round <= s.rounds, "round within the track");
    }
}
