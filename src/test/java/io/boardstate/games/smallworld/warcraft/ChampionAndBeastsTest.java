package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreCommand.Conquer;
import io.boardstate.games.smallworld.core.CoreCommand.Decline;
import io.boardstate.games.smallworld.core.CoreCommand.EndConquest;
import io.boardstate.games.smallworld.core.CoreCommand.Expand;
import io.boardstate.games.smallworld.core.CoreCommand.FinishRedeploy;
import io.boardstate.games.smallworld.core.CoreCommand.PlaceTokens;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.CloseTurn;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ConquerWith;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.MoveChampion;
import io.boardstate.games.smallworld.warcraft.powers.Beastmasters;
import io.boardstate.games.smallworld.warcraft.powers.Champion;
import org.junit.jupiter.api.Test;

/** With a Champion (5.2, [W 508], R-41) and Beastmasters (5.14, [W 558], R-46), staged on the 2-player board. */
class ChampionAndBeastsTest {
    // on face 5A (regions 0-12): 9 is a Hill with an entry, 5 and 10 entries, 6 a Forest beside 5
    private static final int HILL_ENTRY = 9;

    private static int landNeighbour(WarcraftFixture f, int of, int not) {
        for (int n : f.g().map.neighbours[of]) if (!f.g().map.water[n] && n != not && f.s.owner[n] < 0) return n;
        throw new AssertionError("no free land neighbour of " + of);
    }

    private static Champion champion(WarcraftFixture f) {
        return f.ruleset.edition().champion();
    }

    @Test
    void theChampionConquersAnAdjacentRegionFreeOnceATurnAndDefends() { // 5.2, [W 508], R-41
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", Champion.ID, 4);
        f.put(HILL_ENTRY, x, 2);
        int target = landNeighbour(f, HILL_ENTRY, -1);
        RaceState<WarcraftRaceData> y = f.stage(1, "HUMANS", "FARMER", false);
        f.put(target, y, 4);
        int trayBefore = f.s.tray[f.tray("HUMANS")];

        f.play(0, new ConquerWith(target, ConquestModes.CHAMPION));

        assertEquals(x.id, f.s.owner[target], "the Champion took the region");
        assertEquals(0, f.s.tokens[target], "no token spent: the Champion holds it alone");
        assertEquals(4, x.hand);
        assertEquals(target, champion(f).region(f.g(), x));
        assertEquals(trayBefore + 1, f.s.tray[f.tray("HUMANS")], "the defender loses 1 token as usual");
        assertEquals(3, y.hand, "the others withdraw");
        assertEquals(
                "MODE_USED",
                f.refusedRule(0, new ConquerWith(landNeighbour(f, target, HILL_ENTRY), ConquestModes.CHAMPION)));
        int base = 2 + f.g().map.defence[target];
        assertEquals(base + 1, Targets.baseCost(f.g(), target), "the Champion defends +1, like a token");
    }

    @Test
    void aCapturedChampionCostsARansomAndNoTokenThenComesBackToBePlaced() { // [W 508], R-17
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", Champion.ID, 4);
        f.put(HILL_ENTRY, x, 2);
        int target = landNeighbour(f, HILL_ENTRY, -1);
        f.play(0, new ConquerWith(target, ConquestModes.CHAMPION));
        f.play(0, new EndConquest());
        f.play(0, new PlaceTokens(target, 2)); // beside the Champion
        f.play(0, new PlaceTokens(HILL_ENTRY, x.hand));
        f.play(0, new FinishRedeploy());
        f.play(0, new CloseTurn());
        assertEquals(2, f.s.tokens[target]);

        f.s.currentSeat = 1;
        RaceState<WarcraftRaceData> y = f.active("HUMANS", "FARMER", 10);
        f.put(landNeighbour(f, target, HILL_ENTRY), y, 2);
        int trayBefore = f.s.tray[f.tray("DWARVES")];
        int coins0 = f.s.coins[0], coins1 = f.s.coins[1];
        f.play(1, new Conquer(target));

        assertEquals(trayBefore, f.s.tray[f.tray("DWARVES")], "the Champion replaces the lost token");
        assertEquals(coins0 - 1, f.s.coins[0], "1 coin of ransom");
        assertEquals(coins1 + 1, f.s.coins[1]);
        assertEquals(-1, champion(f).region(f.g(), x), "the Champion is back in hand");
        assertTrue(x.extra.champion);
        f.redeployAll(1);
        f.play(1, new CloseTurn());
        assertEquals(Phase.WITHDRAWALS, f.s.phase, "the Dwarves place their withdrawn tokens");
        f.play(0, new MoveChampion(HILL_ENTRY));
        assertEquals(HILL_ENTRY, champion(f).region(f.g(), x), "redeployed with the tokens");
    }

    @Test
    void theChampionReturnsToTheSupplyOnDeclineLeavingItsLoneRegionEmpty() {
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", Champion.ID, 4);
        f.put(HILL_ENTRY, x, 2);
        int target = landNeighbour(f, HILL_ENTRY, -1);
        f.play(0, new ConquerWith(target, ConquestModes.CHAMPION));
        f.redeployAll(0);
        f.play(0, new CloseTurn());
        // force the Champion alone again for the check: its tokens leave the region
        f.s.tray[f.tray("DWARVES")] += f.s.tokens[target];
        f.s.tokens[target] = 0;
        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        f.play(0, new Decline());
        assertEquals(-1, f.s.owner[target], "the Champion's lone region is empty");
        assertEquals(0, f.s.markers[f.marker("CHAMPION")][target]);
        assertTrue(!x.extra.champion);
    }

    @Test
    void beastsComePerHillAreSpentFirstAndAConqueredRegionLosesABeast() { // 5.14, [W 558], R-46
        WarcraftFixture f = new WarcraftFixture();
        Beastmasters beasts = f.ruleset.edition().beastmasters();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", Beastmasters.ID, 6);
        assertEquals(0, x.extra.beasts, "no Beast in the turn the race is picked");
        f.put(HILL_ENTRY, x, 3);
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        f.play(0, new Expand());
        assertEquals(1, x.extra.beasts, "one Beast per Hill region held");
        assertEquals(1, beasts.inHand(f.g(), x));
        int target = landNeighbour(f, HILL_ENTRY, -1);
        f.play(0, new Conquer(target));
        assertEquals(1, f.s.markers[f.marker("BEAST")][target], "the Beast went first into the conquest");
        f.redeployAll(0);
        f.play(0, new CloseTurn());

        f.s.currentSeat = 1;
        RaceState<WarcraftRaceData> y = f.active("HUMANS", "FARMER", 12);
        f.put(landNeighbour(f, target, HILL_ENTRY), y, 2);
        int tray = f.s.tray[f.tray("DWARVES")];
        int tokens = f.s.tokens[target];
        f.play(1, new Conquer(target));
        assertEquals(tray, f.s.tray[f.tray("DWARVES")], "the loss is the Beast, not a race token");
        assertEquals(0, x.extra.beasts, "the Beast left play");
        assertEquals(tokens - 1, x.hand, "the other tokens withdraw");
    }

    @Test
    void beastsAreDiscardedAtTheNextTurnStartAndBeforeDecline() {
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", Beastmasters.ID, 6);
        f.put(HILL_ENTRY, x, 3);
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        f.play(0, new Expand());
        int target = landNeighbour(f, HILL_ENTRY, -1);
        f.play(0, new Conquer(target));
        f.redeployAll(0);
        f.play(0, new CloseTurn());
        assertTrue(x.extra.beasts > 0);

        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        f.play(0, new Decline()); // the invariants check that no Beast reached the tray
        assertEquals(0, x.extra.beasts, "the Beasts left before the tokens were flipped");
        for (int r = 0; r < f.g().map.size; r++) assertEquals(0, f.s.markers[f.marker("BEAST")][r]);
    }
}
