package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.ability.MarkerDef;

/** Going into decline (3.4) and races leaving the game, applied while events are folded in. */
public final class Declining {
    private Declining() {}

    static void decline(Game g, int seat) {
        SmallWorldState<?, ?> s = g.s;
        RaceState<?> a = g.race(s.activeRace[seat]);
        boolean beside = Hooks.declinesBesideOlderRace(g, a);
        if (!beside && s.declinedRace[seat] >= 0) removeFromGame(g, g.race(s.declinedRace[seat])); // step 1
        if (!g.powerDef(a).keptInDecline()) s.badgeDiscard.add(a.power); // step 2
        Hooks.beforeDecline(g, a);
        int tray = g.tray(a);
        Hooks.Asked keeps = Hooks.asked(g, a, Hook.TOKENS_KEPT_ON_DECLINE); // a does not change in the loop
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] != a.id) continue;
            int kept = Hooks.tokensKeptOnDecline(keeps, g, a, reg, s.tokens[reg]); // step 3
            if (s.tokens[reg] > kept) {
                s.tray[tray] += s.tokens[reg] - kept;
                s.tokens[reg] = kept;
            }
            for (MarkerDef m : g.catalog.markers()) { // step 4: markers that vanish with the power
                if (m.removedOnDecline()) s.markers[m.index()][reg] = 0;
            }
        }
        s.tray[tray] += a.hand + a.reserve;
        a.hand = 0;
        a.reserve = 0;
        Hooks.onDecline(g, a);
        a.declined = true;
        if (beside) s.extraDeclinedRace[seat] = a.id;
        else s.declinedRace[seat] = a.id;
        s.activeRace[seat] = -1;
        s.actingRace = -1;
        Market.refill(g);
    }

    /** A declined race leaves the map entirely (3.4 step 1): tokens to the tray, banner returned. */
    private static void removeFromGame(Game g, RaceState<?> d) {
        SmallWorldState<?, ?> s = g.s;
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] != d.id) continue;
            s.tray[g.tray(d)] += s.tokens[reg];
            Conquest.clearMarkers(g, reg);
            Conquest.vacate(g, reg);
        }
        vanish(g, d);
    }

    /** The race is gone: tokens in hand to the tray, a badge it kept to the discards, its banner back. */
    public static void vanish(Game g, RaceState<?> d) {
        SmallWorldState<?, ?> s = g.s;
        s.tray[g.tray(d)] += d.hand + d.reserve;
        d.hand = 0;
        d.reserve = 0;
        d.gone = true;
        if (s.declinedRace[d.seat] == d.id) s.declinedRace[d.seat] = -1;
        if (s.extraDeclinedRace[d.seat] == d.id) s.extraDeclinedRace[d.seat] = -1;
        if (g.powerDef(d).keptInDecline()) s.badgeDiscard.add(d.power);
        g.edition.returnBanner(g, d.race);
    }
}
