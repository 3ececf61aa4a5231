package io.boardstate.games.smallworld.underground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreEvent.RaceDeclined;
import io.boardstate.games.smallworld.core.CoreEvent.TurnEnded;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldInvariants;

/** The invariants of spec 12.7, asserted after every event of a game. */
final class UndergroundInvariants {
    static final SmallWorldUnderground RULESET = new SmallWorldUnderground();

    private UndergroundInvariants() {}

    static void check(UndergroundState s, SmallWorldEvent event) {
        Game g = RULESET.game(s);
        UndergroundData d = s.edition;
        String at = " after " + event;
        // the edition's prompt seat, asked of its prompting movers directly, is the first mover's pending one
        int prompt = -1;
        for (OwnMoves m : g.edition.movers()) if (prompt < 0) prompt = m.promptSeat(g);
        assertEquals(prompt, g.edition.promptSeat(g), "the prompt seat" + at);
        // 1. race tokens: tray + map + hands = pool (Silver Hammers are not race tokens)
        SmallWorldInvariants.tokensConserved(s, g.catalog, event, r -> {
            UndergroundRaceData e = (UndergroundRaceData) r.extra;
            assertTrue(e.hammerPool >= 0 && e.hammerPool <= 7, "7 Silver Hammers at most" + at);
            assertTrue(e.hammersInHand <= r.hand, "Hammers in hand are part of the hand" + at);
            return e.hammersInHand + e.hammersOnMap;
        });
        // 3. regions: one occupant, tokens iff occupied, Monsters only unconquered, nothing in a Chasm
        int armors = 0;
        for (int reg = 0; reg < s.owner.length; reg++) {
            boolean occupied = s.owner[reg] >= 0;
            assertEquals(occupied, s.tokens[reg] > 0, "tokens iff occupied, region " + reg + at);
            assertTrue(s.natives[reg] == 0 || (!occupied && s.natives[reg] == 2), "Monsters, region " + reg + at);
            if (g.map.impassable[reg]) assertTrue(!occupied, "a Chasm is never entered" + at);
            if (occupied) {
                RaceState<?> o = s.races.get(s.owner[reg]);
                assertTrue(!o.gone, "a gone race holds no region" + at);
                boolean tomb = o.power.equals("TOMB") || "TOMB".equals(d.stonehedgePower);
                if (o.declined && !tomb && event instanceof RaceDeclined rd && rd.seat() == o.seat)
                    assertEquals(1, s.tokens[reg], "a declined race keeps 1 token per region (5.4 step 3)" + at);
                if (event instanceof TurnEnded && Board.river(g, reg))
                    assertEquals("KRAKEN", o.race, "only Kraken stay on River regions (4.4)" + at);
            }
            armors += s.markers[g.catalog.marker("ARMOR")][reg];
        }
        for (RaceState<?> r : s.races) armors += ((UndergroundRaceData) r.extra).armorsInHand;
        assertTrue(armors <= 8, "8 Mushroom Armors" + at);
        // 8. Places and Relics: each in one place; the stack and the map hold what was drawn
        int revealed = 0;
        for (int region : d.treasureAt) {
            if (region < 0) continue;
            revealed++;
            assertTrue(!g.map.impassable[region], "no treasure in a Chasm" + at);
        }
        int guarded = 0;
        for (int reg = 0; reg < g.map.size; reg++) if (g.map.natives[reg] > 0) guarded++;
        assertEquals(guarded, revealed + d.stack.size(), "every Monster region hides one treasure" + at);
        // 7. figures
        if (d.balrog >= 0) assertTrue(s.owner[d.balrog] < 0, "nobody holds the Balrog's region" + at);
        // 9. coins and rounds
        SmallWorldInvariants.coinsAndRound(s, event);
        for (int seat = 0; seat < s.seats; seat++) {
            int a = s.activeRace[seat];
            assertTrue(a < 0 || s.races.get(a).active(), "the active slot holds an active race" + at);
        }
    }
}
