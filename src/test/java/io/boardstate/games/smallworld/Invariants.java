package io.boardstate.games.smallworld;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.SmallWorldState.RaceState;

/** The invariants of spec 9.7, asserted after every event of the random games. */
final class Invariants {
    private Invariants() {}

    static void check(SmallWorldState s, Object event) {
        // 1. token pools conserved
        int[] count = s.tray.clone();
        for (RaceState r : s.races) {
            assertTrue(r.hand >= 0 && r.reserve >= 0, () -> "negative hand after " + event);
            count[r.race.ordinal()] += r.hand + r.reserve;
            if (r.gone)
                assertEquals(0, r.hand + r.reserve + r.regions, () -> "vanished race keeps tokens after " + event);
        }
        int[] regionsOf = new int[s.races.size()];
        int fortresses = 0, encampments = 0, dragons = 0, holes = 0, heroes = 0;
        for (int reg = 0; reg < s.owner.length; reg++) {
            int o = s.owner[reg];
            if (o < 0) {
                assertEquals(0, s.tokens[reg], () -> "tokens in an empty region after " + event);
                assertTrue(
                        !s.trollLair[reg]
                                && !s.fortress[reg]
                                && !s.hole[reg]
                                && !s.hero[reg]
                                && !s.dragon[reg]
                                && s.encampments[reg] == 0,
                        () -> "marker without race (R-50) after " + event);
                continue;
            }
            RaceState r = s.race(o);
            assertTrue(!r.gone, "a vanished race holds no region");
            assertTrue(s.tokens[reg] >= 1, () -> "occupied region without tokens after " + event);
            assertTrue(!s.lostTribe[reg], "a Lost Tribe only in an otherwise empty region");
            count[r.race.ordinal()] += s.tokens[reg];
            regionsOf[o]++;
            if (r.declined && r.race != Race.GHOULS)
                assertEquals(
                        1, s.tokens[reg], () -> "declined race with more than one token per region after " + event);
            if (s.fortress[reg]) fortresses++;
            encampments += s.encampments[reg];
            if (s.dragon[reg]) {
                dragons++;
                assertEquals(reg, r.dragonRegion);
            }
            if (s.hole[reg]) holes++;
            if (s.hero[reg]) heroes++;
        }
        for (Race race : Race.values()) {
            assertEquals(race.pool, count[race.ordinal()], () -> race + " tokens not conserved after " + event);
        }
        for (RaceState r : s.races)
            assertEquals(regionsOf[r.id], r.regions, () -> "region counter of " + r.race + " after " + event);
        assertTrue(
                fortresses <= 6 && encampments <= 5 && dragons <= 1 && holes <= 2 && heroes <= 2,
                () -> "marker pools exceeded after " + event);
        // 4. one active race, at most one declined race besides a Spirit one
        for (int seat = 0; seat < s.seats; seat++) {
            assertTrue(s.coins[seat] >= 0, "coins never negative");
            int active = 0, declined = 0, spirit = 0;
            for (RaceState r : s.races) {
                if (r.seat != seat || r.gone) continue;
                if (!r.declined) active++;
                else if (r.power == Power.SPIRIT) spirit++;
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
        for (RaceState r : s.races) if (!r.gone) banners++;
        assertEquals(Race.values().length, banners, () -> "banners lost or duplicated after " + event);
        int badges = s.marketPowers.size() + s.badgePile.size() + s.badgeDiscard.size();
        for (RaceState r : s.races) if (!r.gone && (!r.declined || r.power == Power.SPIRIT)) badges++;
        assertEquals(Power.values().length, badges, () -> "badges lost or duplicated after " + event);
        assertTrue(s.round >= 1 && s.round <= s.rounds, "round within the track");
    }
}
