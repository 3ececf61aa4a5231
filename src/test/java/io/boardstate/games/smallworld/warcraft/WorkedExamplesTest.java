package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the rulebook (spec 7.5) and the faction bonus (3.6.2).
 */
class WorkedExamplesTest {
    @Test
    void x1ForsakenHerbalistsOnThreeRegionsOneHillScoreFour() { // [W 293]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("FORSAKEN", "HERBALIST", 0);
        f.put(9, x, 2); // Hill
        f.put(10, x, 2); // Swamp
        f.put(5, x, 2); // Forest
        f.finishTurn(0);
        assertEquals(4, f.lastScore().coins());
        assertEquals(Map.of("regions", 3, "HERBALIST", 1), f.lastScore().breakdown());
    }

    @Test
    void x2ForsakenMayBuyATokenPerLossCaused() { // [W 285], [W 467], R-35, C-46
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> kobolds = f.stage(1, "KOBOLDS", "MINER", false);
        f.put(6, kobolds, 2);
        RaceState<WarcraftRaceData> x = f.active("FORSAKEN", "HERBALIST", 8);
        f.put(5, x, 2);
        f.play(0, new Conquer(12)); // a Murloc
        f.play(0, new Conquer(6)); // a Kobold lost, the other withdrawn
        assertEquals(2, x.extra.losses);
        assertFalse(f.ruleset.legalCommands(f.s, 0).contains(new WarcraftCommand.RecruitForsaken(1)), "not yet");
        f.play(0, new EndConquest());
        var legal = f.ruleset.legalCommands(f.s, 0);
        assertTrue(legal.contains(new WarcraftCommand.RecruitForsaken(2)));
        assertFalse(legal.contains(new WarcraftCommand.RecruitForsaken(3)));
        int hand = x.hand;
        f.play(0, new WarcraftCommand.RecruitForsaken(1)); // the example buys only 1
        assertEquals(4, f.s.coins[0]);
        assertEquals(hand + 1, x.hand);
        assertFalse(f.ruleset.legalCommands(f.s, 0).contains(new WarcraftCommand.RecruitForsaken(1)), "once");
    }

    @Test
    void x3HordeBloodElvesDefeatingDwarvesAndHumansGetTwo() { // [W 297]-[W 303]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> dwarves = f.stage(1, "DWARVES", "MINER", false);
        RaceState<WarcraftRaceData> humans = f.stage(1, "HUMANS", "RANGER", true);
        f.put(9, dwarves, 1);
        f.put(10, humans, 1);
        f.put(4, humans, 1);
        RaceState<WarcraftRaceData> x = f.active("BLOOD_ELVES", "ARCHEOLOGIST", 10);
        assertEquals(4, f.cost(x, 9), "2 + 1 Dwarf + travel");
        f.play(0, new Conquer(9));
        f.play(0, new Conquer(10));
        f.play(0, new Conquer(4));
        assertEquals(Map.of(dwarves.id, 1, humans.id, 2), f.s.edition.defeated);
        f.finishTurn(0);
        Map<String, Integer> b = f.lastScore().breakdown();
        assertEquals(2, b.get("FACTION"), "1 for the Dwarves + 1 for the Humans, two Human regions still 1 ([W 303])");
        assertEquals(1, b.get("BLOOD_ELVES"), "region 9 shows Magic ([W 437])");
        assertEquals(3, b.get("regions"));
    }

    @Test
    void neutralRacesNeitherEarnNorGiveAFactionBonus() { // [W 308], C-18
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> dwarves = f.stage(1, "DWARVES", "MINER", false);
        f.put(9, dwarves, 1);
        RaceState<WarcraftRaceData> x = f.active("NAGA", "FARMER", 10);
        f.play(0, new Conquer(9));
        f.finishTurn(0);
        assertFalse(f.lastScore().breakdown().containsKey("FACTION"));
    }

    @Test
    void x4DeclinedForsakenHerbalistsScoreRegionsOnly() { // [W 314], [W 322], C-19
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> forsaken = f.stage(0, "FORSAKEN", "HERBALIST", true);
        f.put(11, forsaken, 1);
        f.put(12, forsaken, 1);
        RaceState<WarcraftRaceData> x = f.active("BLOOD_ELVES", "FARMER", 0);
        f.put(5, x, 2);
        f.finishTurn(0);
        assertEquals(Map.of("regions", 3, "BLOOD_ELVES", 1), f.lastScore().breakdown());
    }

    @Test
    void x5DecliningRemovesTheOlderDeclinedRace() { // [W 361]-[W 367], [W 379], C-26, C-27
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> forsaken = f.stage(0, "FORSAKEN", "HERBALIST", true);
        f.put(11, forsaken, 1);
        RaceState<WarcraftRaceData> x = f.stage(0, "BLOOD_ELVES", "FARMER", false);
        f.put(5, x, 3);
        f.put(9, x, 2);
        f.s.phase = Phase.TURN_START;
        f.play(0, new Decline());
        assertTrue(forsaken.gone);
        assertEquals(-1, f.s.owner[11]);
        assertEquals("FORSAKEN", f.s.bannerPile.getLast(), "banner to the bottom of the deck ([W 363])");
        assertEquals(20, f.s.tray[f.tray("FORSAKEN")]);
        assertTrue(x.declined);
        assertEquals(1, f.s.tokens[5]);
        assertEquals(1, f.s.tokens[9]);
        assertEquals(Map.of("regions", 2), f.lastScore().breakdown(), "no race or power bonus in decline ([W 369])");
    }

    @Test
    void x6ForsakenFinalConquestOfAMountainWithALuckyDie() { // [W 277], 3.4.7
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("FORSAKEN", "HERBALIST", 1);
        f.put(6, x, 2);
        assertEquals(3, f.cost(x, 7), "2 + Mountain");
        f.play(0, new ConquerWithDie(7), WarcraftFixture.dieShowing(2));
        assertEquals(x.id, f.s.owner[7]);
        assertEquals(1, f.s.tokens[7], "one token and a die of 2 take a region of cost 3");
    }

    @Test
    void battlegroundDoublesTheFactionCap() { // [W 626], 6.2.1
        WarcraftFixture f =
                new WarcraftFixture(java.util.List.of("5A", "1A"), java.util.List.of("BATTLEGROUND", "KARAZHAN"));
        RaceState<WarcraftRaceData> humans = f.stage(1, "HUMANS", "RANGER", false);
        f.put(9, humans, 1);
        f.put(10, humans, 1);
        RaceState<WarcraftRaceData> x = f.active("ORCS", "FARMER", 14);
        f.put(0 + 1, x, 2); // region 1 Forest, next to the Battleground's region 2
        f.play(0, new Conquer(2));
        assertTrue(f.s.edition.revealed.contains("BATTLEGROUND"));
        f.play(0, new Conquer(9));
        f.play(0, new Conquer(10));
        assertEquals(2, f.s.edition.bonusCoins[0], "Orcs: +1 at once per Alliance region ([W 459])");
        assertEquals(7, f.s.coins[0]);
        f.finishTurn(0);
        assertEquals(2, f.lastScore().breakdown().get("FACTION"));
    }
}
