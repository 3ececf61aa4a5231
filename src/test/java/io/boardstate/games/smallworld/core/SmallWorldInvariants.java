package io.boardstate.games.smallworld.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.MarkerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * The invariants every Small World edition keeps (base spec 9.7, Underground 12.7, Warcraft 9.7),
 * asserted after every event of the random games and fixtures. An edition's invariants call the
 * ones that hold for it and add its own.
 */
public final class SmallWorldInvariants {
    private SmallWorldInvariants() {}

    /** All of the family's invariants below. */
    public static void family(
            SmallWorldState<?, ?> s,
            Catalog catalog,
            Object event,
            ToIntFunction<RaceState<?>> notPoolTokens,
            Predicate<RaceState<?>> extraDeclined) {
        tokensConserved(s, catalog, event, notPoolTokens);
        emptyRegionsBare(s, event);
        regionCounters(s, event);
        markerPools(s, catalog, event);
        seatRaces(s, event, extraDeclined);
        bannersAndBadges(s, catalog, event);
        coinsAndRound(s, event);
    }

    /**
     * Race tokens: tray + hands + reserves + map = the race's pool; {@code notPoolTokens} are pieces a
     * race counts in its hand that are not race tokens (Silver Hammers, Beasts).
     */
    public static void tokensConserved(
            SmallWorldState<?, ?> s, Catalog catalog, Object event, ToIntFunction<RaceState<?>> notPoolTokens) {
        int[] count = s.tray.clone();
        for (RaceState<?> r : s.races) {
            assertTrue(r.hand >= 0 && r.reserve >= 0, () -> "negative hand after " + event);
            count[catalog.race(r.race).index()] += r.hand + r.reserve - notPoolTokens.applyAsInt(r);
        }
        for (int reg = 0; reg < s.owner.length; reg++)
            if (s.owner[reg] >= 0)
                count[catalog.race(s.races.get(s.owner[reg]).race).index()] += s.tokens[reg];
        for (RaceDef race : catalog.races())
            assertEquals(race.pool(), count[race.index()], () -> race.id() + " tokens not conserved after " + event);
    }

    /** An empty region holds no tokens and no marker. */
    public static void emptyRegionsBare(SmallWorldState<?, ?> s, Object event) {
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] >= 0) continue;
            int r = reg;
            assertEquals(0, s.tokens[reg], () -> "tokens in an empty region after " + event);
            for (int[] kind : s.markers)
                assertEquals(0, kind[reg], () -> "marker without race in " + r + " (R-50) after " + event);
        }
    }

    /** Each race's region counter is the number of regions it holds; a vanished race holds nothing. */
    public static void regionCounters(SmallWorldState<?, ?> s, Object event) {
        int[] regionsOf = new int[s.races.size()];
        for (int o : s.owner) if (o >= 0) regionsOf[o]++;
        for (RaceState<?> r : s.races) {
            assertEquals(regionsOf[r.id], r.regions, () -> "region counter of " + r.race + " after " + event);
            if (r.gone) assertEquals(0, r.hand + r.reserve + r.regions, () -> "vanished race keeps tokens " + event);
        }
    }

    /** No more markers of a kind on the map than the box holds. */
    public static void markerPools(SmallWorldState<?, ?> s, Catalog catalog, Object event) {
        for (MarkerDef m : catalog.markers()) {
            int placed = 0;
            for (int n : s.markers[m.index()]) placed += n;
            int p = placed;
            assertTrue(p <= m.pool(), () -> m.id() + " pool exceeded after " + event);
        }
    }

    /** One active race and one declined race per seat at most, besides an {@code extraDeclined} one (Spirit). */
    public static void seatRaces(SmallWorldState<?, ?> s, Object event, Predicate<RaceState<?>> extraDeclined) {
        for (int seat = 0; seat < s.seats; seat++) {
            int active = 0, declined = 0, extra = 0;
            for (RaceState<?> r : s.races) {
                if (r.seat != seat || r.gone) continue;
                if (!r.declined) active++;
                else if (extraDeclined.test(r)) extra++;
                else declined++;
            }
            int a = active, d = declined, x = extra;
            assertTrue(
                    a <= 1 && d <= 1 && x <= 1,
                    () -> "seat races: active " + a + ", declined " + d + ", extra " + x + " after " + event);
        }
    }

    /** Every banner and badge in exactly one place: market, piles, discard or a race in play. */
    public static void bannersAndBadges(SmallWorldState<?, ?> s, Catalog catalog, Object event) {
        for (int c : s.marketCoins) assertTrue(c >= 0);
        int banners = s.marketRaces.size() + s.bannerPile.size();
        for (RaceState<?> r : s.races) if (!r.gone) banners++;
        assertEquals(catalog.races().size(), banners, () -> "banners lost or duplicated after " + event);
        int badges = s.marketPowers.size() + s.badgePile.size() + s.badgeDiscard.size();
        for (RaceState<?> r : s.races)
            if (!r.gone && (!r.declined || catalog.power(r.power).keptInDecline())) badges++;
        assertEquals(catalog.powers().size(), badges, () -> "badges lost or duplicated after " + event);
    }

    /** Coins never negative; the round within the track. */
    public static void coinsAndRound(SmallWorldState<?, ?> s, Object event) {
        for (int c : s.coins) assertTrue(c >= 0, () -> "coins never negative after " + event);
        assertTrue(s.round >= 1 && s.round <= s.rounds, () -> "round within the track after " + event);
    }
}
