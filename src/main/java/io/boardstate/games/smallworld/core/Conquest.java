package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;

/**
 * What a conquest does to the map (4.4, 4.8), applied while events are folded in: the defender's
 * losses and withdrawal, markers leaving with their occupant, the conqueror moving in.
 * Editions use these for their own conquest kinds (base: the Sorcerers' conversion).
 */
public final class Conquest {
    private Conquest() {}

    static void conquer(Game g, RegionConquered e) {
        SmallWorldState<?, ?> s = g.s;
        int reg = e.region();
        RaceState<?> x = g.acting();
        Hooks.beforeConquered(g, x, reg, e.method());
        boolean nonEmpty = s.natives[reg] > 0 || s.owner[reg] >= 0; // 6.3, R-26
        s.natives[reg] = 0; // neutral defenders leave the game
        if (s.owner[reg] >= 0) defeat(g, reg, x, -1);
        x.hand -= e.tokens();
        occupy(g, reg, x, e.tokens());
        if (nonEmpty && x.active()) x.nonEmptyConquests++; // races acting in decline feed no counter (R-20g)
        s.conquestsThisStep++;
        s.pendingDie = -1; // a die rolled before is used by this conquest
        Hooks.onConquered(g, x, reg, e.method());
    }

    /**
     * The defender of {@code reg} loses it (4.4 step 3): tokens to the tray (one unless an ability
     * says otherwise; {@code lost} >= 0 forces the number), the rest to hand for step W. A
     * declined race left without regions vanishes (3.4 last paragraph).
     */
    public static void defeat(Game g, int reg, RaceState<?> attacker, int lost) {
        SmallWorldState<?, ?> s = g.s;
        RaceState<?> d = g.race(s.owner[reg]);
        int t = s.tokens[reg];
        if (d.active() && d.seat != attacker.seat && attacker.active()) s.attackedSeats |= 1 << d.seat;
        int gone = lost >= 0 ? lost : Hooks.tokensLost(g, d, reg, t);
        s.tray[g.tray(d)] += gone;
        d.hand += t - gone;
        Hooks.onDefeated(g, d, reg);
        clearMarkers(g, reg);
        vacate(g, reg);
        if (d.declined && d.regions == 0 && !Hooks.survivesWithoutRegions(g, d)) Declining.vanish(g, d);
    }

    public static void occupy(Game g, int reg, RaceState<?> r, int count) {
        g.s.owner[reg] = r.id;
        g.s.tokens[reg] = count;
        r.regions++;
    }

    public static void vacate(Game g, int reg) {
        g.race(g.s.owner[reg]).regions--;
        g.s.owner[reg] = -1;
        g.s.tokens[reg] = 0;
    }

    /** markers of the former occupant leave an emptied region (terrain and symbols stay). */
    public static void clearMarkers(Game g, int reg) {
        for (int[] kind : g.s.markers) kind[reg] = 0;
    }

    static void abandon(Game g, int reg) {
        RaceState<?> r = g.race(g.s.owner[reg]);
        r.hand += g.s.tokens[reg];
        clearMarkers(g, reg);
        vacate(g, reg);
    }
}
