package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Setup, entry regions, travel cost, Murlocs and the shared conquest rules as Warcraft states them. */
class WarcraftRulesTest {
    private static IslandsDealt deal(int seats, long seed) {
        var d = (Decision.Accepted<SmallWorldEvent>) WarcraftFixture.RULESET.setup(
                new MatchSetup(seats, Setup.defaults(WarcraftFixture.RULESET.info())), Rng.of(seed));
        return (IslandsDealt) d.events().getFirst();
    }

    @Test
    void islandsOfTheSizesOfEachCountWithTheirRounds() { // 2.1, [W 128]-[W 137], R-1
        WarcraftIslands islands = WarcraftFixture.RULESET.edition().islands();
        for (int seats = 2; seats <= 5; seats++) {
            for (long seed = 0; seed < 20; seed++) {
                IslandsDealt e = deal(seats, seed);
                List<String> sizes = new ArrayList<>();
                for (String f : e.faces()) sizes.add(islands.face(f).size());
                assertEquals(islands.set(seats).sizes(), sizes, "sizes in the order L, M, S");
                assertEquals(
                        seats,
                        e.faces().stream()
                                .map(f -> f.substring(0, 1))
                                .distinct()
                                .count(),
                        "distinct boards");
                assertEquals(seats == 5 ? 8 : seats == 4 ? 9 : 10, e.rounds());
            }
        }
        List<String> seen = new ArrayList<>();
        for (long seed = 0; seed < 60; seed++)
            for (String f : deal(2, seed).faces()) if (!seen.contains(f)) seen.add(f);
        assertEquals(8, seen.size(), "every L and S face of both boards is dealt sometimes (random board and face)");
    }

    @Test
    void setupPlacesMurlocsAndOneFaceDownMarkerPerIsland() { // 2.2 steps 6 and 8, [W 143], [W 151], R-3
        IslandsDealt e = deal(3, 7);
        WarcraftState s = WarcraftFixture.RULESET.apply(null, e);
        WarcraftBoard board = WarcraftFixture.RULESET.edition().board(e.faces());
        int murlocSymbol = WarcraftFixture.CATALOG.symbol("MURLOC");
        for (int r = 0; r < board.map.size; r++) assertEquals(board.map.has(r, murlocSymbol) ? 1 : 0, s.natives[r]);
        assertEquals(3, s.edition.relicAt.size());
        assertEquals(9, s.edition.reserve.size());
        for (int i = 0; i < 3; i++)
            assertEquals(board.sizeIcon(i), s.edition.relicAt.get(e.relicOrder().get(i)));
        assertTrue(s.edition.revealed.isEmpty(), "face down");
        assertEquals(6, s.marketRaces.size(), "5 combos in the column and the tops of the decks ([W 141])");
        assertEquals(Phase.PICK, s.phase);
        for (int seat = 0; seat < 3; seat++) assertEquals(5, s.coins[seat], "[W 153]");
    }

    @Test
    void theSetupEventHidesThePilesAndTheMarkers() { // 9.3: hidden information
        IslandsDealt e = deal(4, 3);
        IslandsDealt seen = (IslandsDealt) WarcraftFixture.RULESET.redact(e, Viewer.seat(0), null);
        assertEquals(6, seen.bannerOrder().size());
        assertEquals(6, seen.badgeOrder().size());
        assertTrue(seen.relicOrder().isEmpty());
        assertEquals(e.faces(), seen.faces(), "the islands are public");
        WarcraftState s = WarcraftFixture.RULESET.apply(null, e);
        var view = (io.boardstate.games.smallworld.core.Views.SmallWorldView)
                WarcraftFixture.RULESET.view(s, Viewer.seat(1));
        String json = view.toString();
        for (String relic : e.relicOrder()) assertFalse(json.contains(relic), relic + " is face down");
    }

    @Test
    void aNewRaceEntersByAnAnchorAndPaysTheTravelCost() { // 3.2.4, [W 217], C-5
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        assertEquals("NOT_AN_ENTRY_REGION", f.refusedRule(0, new Conquer(1)));
        assertEquals(3, f.cost(x, 5), "2 + travel");
        assertEquals(3, f.cost(x, 18), "any island");
        assertEquals(4, f.cost(x, 14), "2 + Mountain + travel");
        f.play(0, new Conquer(5));
        assertEquals(3, f.s.tokens[5]);
        assertEquals(5, x.hand);
    }

    @Test
    void laterConquestsAdjacentOrByAnyAnchor() { // 3.2.4, [W 259]-[W 263], C-14
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 10);
        f.put(5, x, 3);
        assertEquals(2, f.cost(x, 6), "adjacent, no travel");
        assertEquals(3, f.cost(x, 9), "an anchor not adjacent: +1 travel");
        assertEquals(4, f.cost(x, 14), "the other island's anchor: Mountain + travel");
        assertEquals("NOT_ADJACENT", f.refusedRule(0, new Conquer(3)));
        f.play(0, new Conquer(9));
        assertEquals(2, f.cost(x, 10), "an anchor next to an own region pays no travel ([W 225])");
    }

    @Test
    void murlocsDefendAndAreDiscarded() { // [W 226], [W 247], 4.17
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 10);
        f.put(5, x, 3);
        assertEquals(1, f.s.natives[12]);
        assertEquals(3, f.cost(x, 12), "2 + 1 Murloc");
        f.play(0, new Conquer(12));
        assertEquals(0, f.s.natives[12]);
        assertEquals(x.id, f.s.owner[12]);
        assertEquals(1, x.nonEmptyConquests, "a Murloc region is non-empty ([W 413])");
    }

    @Test
    void waterIsForNagaOnly() { // [W 228], [W 447], R-14
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> h = f.active("HUMANS", "FARMER", 10);
        f.put(1, h, 2);
        assertEquals("WATER_REGION", f.refusedRule(0, new Conquer(0)));
        WarcraftFixture n = new WarcraftFixture();
        RaceState<WarcraftRaceData> naga = n.active("NAGA", "FARMER", 10);
        assertEquals(2, n.cost(naga, 0), "first conquest on a Lake, no travel cost");
        n.play(0, new Conquer(0));
        assertEquals(2, n.cost(naga, 9), "an anchor next to the Naga's Lake");
    }

    @Test
    void theFinalConquestMayLackAtMostThreeTokens() { // 3.4.7, [W 271], R-15, C-15
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 1);
        f.put(5, x, 3);
        f.s.markers[f.marker("GARRISON")][6] = 0;
        assertEquals(2, f.cost(x, 6));
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new ConquerWithDie(6)), "short by 1");
        f.play(0, new ConquerWithDie(6), WarcraftFixture.dieShowing(2));
        assertEquals(x.id, f.s.owner[6]);
        assertEquals(Phase.REDEPLOY, f.s.phase, "conquests end either way");
    }

    @Test
    void ownDeclinedRegionMayBeConqueredAndItsTokenIsLost() { // 3.4.11, [W 249], C-12
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> old = f.stage(0, "DWARVES", "MINER", true);
        f.put(6, old, 1);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        f.put(5, x, 3);
        assertEquals(3, f.cost(x, 6), "+1 for the declined token");
        int tray = f.s.tray[f.tray("DWARVES")];
        f.play(0, new Conquer(6));
        assertEquals(tray + 1, f.s.tray[f.tray("DWARVES")]);
        assertTrue(old.gone, "its last region taken: the declined race vanishes ([W 363])");
        assertEquals("DWARVES", f.s.bannerPile.getLast(), "banner to the bottom of the deck (R-6)");
    }

    @Test
    void coinsAreSecretUntilTheEnd() { // [W 324], R-59
        WarcraftFixture f = new WarcraftFixture();
        var view = (io.boardstate.games.smallworld.core.Views.SmallWorldView) f.ruleset.view(f.s, Viewer.seat(0));
        var mine = (WarcraftViews.PlayerView) view.players().get(0);
        var other = (WarcraftViews.PlayerView) view.players().get(1);
        assertEquals(5, mine.coins());
        assertNull(other.coins());
        assertNull(other.bonusCoins());
        assertEquals(Map.of(), Map.of());
    }
}
