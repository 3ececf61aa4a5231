package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;

/**
 * Beastmasters, Italian «Maestri delle Bestie» (5.14, [W 558], R-46). Beasts are race tokens of
 * their race for everything (conquest, occupation, defence, redeployment, the Tauren minimum),
 * so the engine counts them among the region's tokens and the hand, and knows how many of a
 * region's tokens are Beasts by the marker BEAST; the race's {@code beasts} counts those in play,
 * the rest of them being in hand. Beasts are not tokens of the race's pool: they never go to the
 * tray.
 *
 * <p>At the start of each of its turns the race discards every Beast (a region left with no token
 * is abandoned), then takes one per Hill region it holds, at most 5. A conquered region holding
 * a Beast loses that Beast instead of a race token. Going into decline, every Beast leaves
 * first.
 *
 * <p>Where the rules let the player say which tokens are Beasts, the engine decides, always in
 * the player's favour: Beasts in hand go first into a conquered region (so that it loses a Beast
 * rather than a token); when troops are readied the token left behind is a Beast if the region
 * has one; in redeployment and withdrawals Beasts are placed last, so that the regions the player
 * fills first keep race tokens.
 */
public final class Beastmasters implements Ability {
    public static final String ID = "BEASTMASTER";
    private final int marker;
    private final int pool;
    private final int hill;
    private final int champion;

    public Beastmasters(Catalog catalog) {
        marker = catalog.marker("BEAST");
        pool = catalog.markers().get(marker).pool();
        hill = catalog.terrain("HILL");
        champion = catalog.marker("CHAMPION");
    }

    /** Beasts of x on the map. */
    public int onMap(Game g, RaceState<?> x) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id) n += g.s.markers[marker][r];
        return n;
    }

    /** Beasts among the tokens of {@code region} (for views). */
    public int beastsIn(Game g, int region) {
        return g.s.owner[region] < 0 ? 0 : g.s.markers[marker][region];
    }

    /** Beasts among r's tokens in hand, 0 unless r is a Beastmasters race (for views). */
    public int beastsInHand(Game g, RaceState<?> r) {
        return r.gone || !r.power.equals(ID) ? 0 : Math.max(0, Math.min(r.hand, inHand(g, r)));
    }

    /** Beasts of x in hand: those in play not on the map. */
    public int inHand(Game g, RaceState<?> x) {
        return ((WarcraftRaceData) x.extra).beasts - onMap(g, x);
    }

    /** B1, after the troops are readied: discard every Beast, then take one per Hill region, at most 5. */
    @Override
    public void onConquestsBegin(Game g, RaceState<?> x) {
        settle(g, x);
        discard(g, x);
        int hills = 0;
        for (int r = 0; r < g.map.size; r++) if (g.s.owner[r] == x.id && g.map.terrain[r] == hill) hills++;
        int taken = Math.min(hills, pool);
        ((WarcraftRaceData) x.extra).beasts = taken;
        x.hand += taken;
    }

    /** The tokens placed by a conquest are Beasts first. */
    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        g.s.markers[marker][region] = Math.min(inHand(g, x), g.s.tokens[region]);
    }

    /** A region holding a Beast loses the Beast: the token the core discarded comes back from the tray and a Beast leaves play. */
    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        if (g.s.markers[marker][region] == 0) return;
        if (Hooks.tokensLost(g, defender, region, g.s.tokens[region]) < 1) return;
        g.s.tray[g.tray(defender)]--;
        ((WarcraftRaceData) defender.extra).beasts--;
    }

    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        settle(g, x);
    }

    /** every Beast leaves before the tokens are flipped; a region of Beasts alone is left empty. */
    @Override
    public void beforeDecline(Game g, RaceState<?> x) {
        settle(g, x);
        discard(g, x);
    }

    /** Tokens taken from a region into hand: the Beasts beyond its tokens are now in hand. */
    public void settle(Game g, RaceState<?> x) {
        for (int r = 0; r < g.map.size; r++)
            if (g.s.owner[r] == x.id && g.s.markers[marker][r] > g.s.tokens[r]) g.s.markers[marker][r] = g.s.tokens[r];
    }

    /** Tokens placed from hand in redeployment or withdrawals: Beasts last, when the hand left cannot hold them. */
    public void onTokensPlaced(Game g, RaceState<?> x, int region, int count) {
        if (!x.activeWith(ID)) return;
        int beasts = Math.min(count, Math.max(0, inHand(g, x) - x.hand));
        g.s.markers[marker][region] += beasts;
    }

    private void discard(Game g, RaceState<?> x) {
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        x.hand -= Math.max(0, Math.min(x.hand, inHand(g, x)));
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] != x.id || g.s.markers[marker][r] == 0) continue;
            g.s.tokens[r] -= g.s.markers[marker][r];
            g.s.markers[marker][r] = 0;
            if (WarcraftAbility.race(g, x).neverAlone()
                    && g.s.tokens[r] == 1) { // a Tauren token is never alone: back to hand
                g.s.tokens[r] = 0;
                x.hand++;
            }
            if (g.s.tokens[r] == 0 && g.s.markers[champion][r] == 0) { // the Champion holds a region alone
                Conquest.clearMarkers(g, r);
                Conquest.vacate(g, r);
            }
        }
        d.beasts = 0;
    }
}
