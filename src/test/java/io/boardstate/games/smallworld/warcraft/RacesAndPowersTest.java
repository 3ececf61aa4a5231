package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The races and powers implemented so far, one rule per test (spec sections 4 and 5). */
class RacesAndPowersTest {
    @Test
    void dwarvesPayTwoLessForMountainsAtLeastOne() { // 4.9, [W 455], C-43
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("DWARVES", "FARMER", 5);
        f.put(6, x, 2);
        assertEquals(1, f.cost(x, 7), "2 + Mountain - 2");
    }

    @Test
    void nightElvesPayLessForForestsAndRaiseWisps() { // 4.4, [W 443], C-40
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("NIGHT_ELVES", "FARMER", 6);
        f.put(5, x, 2);
        assertEquals(1, f.cost(x, 6));
        f.play(0, new Conquer(6));
        int wall = f.marker("WISP_WALL");
        assertEquals(1, f.s.markers[wall][6]);
        f.finishTurn(0);
        f.s.currentSeat = 1;
        RaceState<WarcraftRaceData> y = f.active("HUMANS", "MOUNTAIN", 8);
        f.put(7, y, 2);
        assertEquals(2 + 1 + 1, f.cost(y, 6), "one Night Elf and the wall");
        f.play(1, new Conquer(6));
        assertEquals(0, f.s.markers[wall][6], "removed with its conquered region");
        assertEquals(y.id, f.s.owner[6]);
    }

    @Test
    void trollsPayOneLessForNonEmptyRegions() { // 4.14, [W 492], C-48
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("TROLLS", "FARMER", 8);
        f.put(5, x, 2);
        assertEquals(2, f.cost(x, 12), "2 + Murloc - 1");
        assertEquals(2, f.cost(x, 6), "an empty region: no discount");
    }

    @Test
    void taurenNeverHoldARegionWithFewerThanTwo() { // 4.13, [W 474], [W 488], R-36, C-47
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("TAUREN", "BLACKSMITH", 6);
        f.put(5, x, 3);
        assertEquals(2, f.cost(x, 6), "2 - Blacksmith, but never fewer than 2");
        f.play(0, new Conquer(6));
        assertEquals(2, f.s.tokens[6]);
        f.finishTurn(0);
        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        f.play(0, new Expand());
        assertTrue(f.s.tokens[5] >= 2 && f.s.tokens[6] >= 2, "readying leaves 2 per region");
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        f.play(0, new Decline());
        assertEquals(2, f.s.tokens[5], "2 per region in decline");
        assertEquals(2, f.s.tokens[6]);
    }

    @Test
    void aTaurenFinalConquestNeedsTwoTokens() {
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("TAUREN", "FARMER", 1);
        f.put(5, x, 2);
        assertEquals("TAUREN_NEED_TWO", f.refusedRule(0, new ConquerWithDie(6)));
    }

    @Test
    void koboldsReachEveryCavernWithoutTravel() { // 4.1, [W 421], R-31, C-35
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("KOBOLDS", "FARMER", 8);
        assertEquals(2, f.cost(x, 8), "a Cavern as first conquest, no anchor, no travel");
        f.play(0, new Conquer(8));
        assertEquals(2, f.cost(x, 16), "the other island's Cavern, as if adjacent: no travel");
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new Conquer(16)));
    }

    @Test
    void sailorsNeverPayTravel() { // 5.17, [W 572], R-10, C-57
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "SAILOR", 8);
        assertEquals(2, f.cost(x, 5));
        assertEquals(3, f.cost(x, 14), "Mountain still counts");
    }

    @Test
    void warmastersAndEnragedAreSpentAtOnce() { // 5.15 [W 564], 5.13 [W 554], R-18, R-45
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "WARMASTER", 10);
        f.put(5, x, 2);
        f.play(0, new Conquer(12));
        assertEquals(6, f.s.coins[0], "a Murloc region is non-empty: +1 now");
        f.play(0, new Conquer(6));
        assertEquals(6, f.s.coins[0], "an empty region: nothing");

        WarcraftFixture e = new WarcraftFixture();
        RaceState<WarcraftRaceData> other = e.stage(1, "DWARVES", "FARMER", false);
        e.put(6, other, 3);
        e.put(7, other, 1);
        RaceState<WarcraftRaceData> y = e.active("HUMANS", "ENRAGED", 12);
        e.put(5, y, 2);
        e.play(0, new Conquer(6));
        assertEquals(8, e.s.coins[0], "3 defending tokens: +3");
        e.play(0, new Conquer(7));
        assertEquals(8, e.s.coins[0], "a single defender: nothing");
    }

    @Test
    void explorersCountIslandsAndFishermenTheShore() { // 5.10 [W 542], 5.20 [W 588], R-49
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "EXPLORER", 0);
        f.put(5, x, 2);
        f.put(9, x, 2);
        f.put(18, x, 2);
        f.finishTurn(0);
        assertEquals(2, f.lastScore().breakdown().get("EXPLORER"));
        WarcraftFixture g = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = g.active("HUMANS", "FISHERMAN", 0);
        g.put(9, y, 2); // borders the Lake 0
        g.put(6, y, 2); // does not
        g.put(18, y, 2); // borders the Lake 15
        g.finishTurn(0);
        assertEquals(2, g.lastScore().breakdown().get("FISHERMAN"));
    }

    @Test
    void garrisonsGoOnEveryRegionAndDefend() { // 5.3, [W 512]-[W 514], R-42, C-52
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "GARRISON", 0);
        f.put(5, x, 2);
        f.put(6, x, 1);
        f.finishTurn(0);
        int garrison = f.marker("GARRISON");
        assertEquals(1, f.s.markers[garrison][5]);
        assertEquals(1, f.s.markers[garrison][6]);
        f.s.currentSeat = 1;
        RaceState<WarcraftRaceData> y = f.active("ORCS", "FARMER", 8);
        f.put(7, y, 2);
        assertEquals(2 + 1 + 1, f.cost(y, 6));
    }

    @Test
    void defendersRaiseWatchtowersOnFarmlandsTheySurroundAndAreImmune() { // 5.8, [W 534], R-44, C-54
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "DEFENDER", 0);
        f.put(2, x, 1); // Farmland, neighbours 0 1 3 5
        f.put(1, x, 1);
        f.put(5, x, 1);
        f.finishTurn(0);
        int tower = f.marker("WATCHTOWER");
        assertEquals(1, f.s.markers[tower][2]);
        f.s.currentSeat = 1;
        RaceState<WarcraftRaceData> y = f.active("ORCS", "FARMER", 8);
        f.put(3, y, 2);
        assertEquals("IMMUNE_REGION", f.refusedRule(1, new Conquer(2)));
    }

    @Test
    void holyLightKeepsTheFirstLostDraeneiTokenOfEachOpponentTurn() { // 4.2, [W 429], R-27, C-37
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> d = f.stage(1, "DRAENEI", "MINER", false);
        f.put(6, d, 2);
        f.put(7, d, 2);
        f.put(1, d, 1);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 12);
        f.put(5, x, 2);
        int tray = f.s.tray[f.tray("DRAENEI")];
        f.play(0, new Conquer(6));
        assertEquals(tray, f.s.tray[f.tray("DRAENEI")], "the first loss is kept");
        assertEquals(2, d.hand);
        f.play(0, new Conquer(1));
        assertEquals(tray + 1, f.s.tray[f.tray("DRAENEI")], "the next is lost as usual");
    }

    @Test
    void worgenChooseTheirFormBeforeConquering() { // 4.16, [W 504], R-39, C-50
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("WORGEN", "FARMER", 6);
        f.put(5, x, 2);
        assertEquals(0, f.ruleset.seatsToAct(f.s).iterator().next());
        assertEquals(
                List.of(new WarcraftCommand.ChooseWorgenForm("HUMAN"), new WarcraftCommand.ChooseWorgenForm("WORGEN")),
                f.ruleset.legalCommands(f.s, 0));
        assertEquals("PROMPT_PENDING", f.refusedRule(0, new Conquer(6)));
        f.play(0, new WarcraftCommand.ChooseWorgenForm("WORGEN"));
        assertEquals(4, f.s.coins[0]);
        assertEquals(1, f.cost(x, 6), "Worgen form: 1 less");
        WarcraftFixture h = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = h.active("WORGEN", "FARMER", 6);
        h.put(5, y, 2);
        h.play(0, new WarcraftCommand.ChooseWorgenForm("HUMAN"));
        assertEquals(7, h.s.coins[0]);
        assertEquals(2, h.cost(y, 6));
    }

    @Test
    void theBogTollIsPaidToTheOwnerEvenInDecline() { // 5.5, [W 522], R-43, C-53
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> bog = f.stage(1, "DWARVES", "BOG", true);
        f.put(10, bog, 1); // Swamp
        f.put(6, bog, 1); // Forest: no toll
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        f.put(9, x, 2);
        f.play(0, new Conquer(10));
        assertEquals(4, f.s.coins[0]);
        assertEquals(6, f.s.coins[1]);
        f.put(8, bog, 1); // another Swamp
        f.put(7, x, 2);
        f.s.coins[0] = 0;
        assertEquals("BOG_TOLL", f.refusedRule(0, new Conquer(8)), "who cannot pay cannot conquer it (R-17)");
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new Conquer(6)), "a Forest: no toll");
    }

    @Test
    void humansPlaceObjectivesThatPayNonHordeConquerors() { // 4.15, [W 498], R-38, C-49
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 0);
        f.put(5, x, 2);
        f.redeployAll(0);
        assertEquals("ALLIANCE_REGION", f.refusedRule(0, new WarcraftCommand.PlaceObjective(5)));
        f.play(0, new WarcraftCommand.PlaceObjective(12));
        f.play(0, new WarcraftCommand.PlaceObjective(4));
        assertEquals("NO_OBJECTIVES", f.refusedRule(0, new WarcraftCommand.PlaceObjective(6)));
        f.play(0, new WarcraftCommand.CloseTurn());
        int humansCoins = f.s.coins[0];
        RaceState<WarcraftRaceData> orcs = f.active("ORCS", "MINER", 8);
        f.put(9, orcs, 2);
        f.play(1, new Conquer(4));
        assertTrue(f.s.edition.objectives.contains(4), "a Horde conqueror leaves it in place");
        assertEquals(humansCoins, f.s.coins[0]);
        WarcraftFixture n = new WarcraftFixture();
        RaceState<WarcraftRaceData> h = n.active("HUMANS", "FARMER", 0);
        n.put(5, h, 2);
        n.redeployAll(0);
        n.play(0, new WarcraftCommand.PlaceObjective(12));
        n.play(0, new WarcraftCommand.CloseTurn());
        int before0 = n.s.coins[0], before1 = n.s.coins[1];
        RaceState<WarcraftRaceData> naga = n.active("NAGA", "MINER", 8);
        n.put(6, naga, 2);
        n.play(1, new Conquer(12));
        assertEquals(before1 + 2, n.s.coins[1], "a neutral conqueror wins 2");
        assertEquals(before0 + 2, n.s.coins[0], "and so does the Humans' owner");
        assertFalse(n.s.edition.objectives.contains(12));
    }

    @Test
    void pandarenHandOutHarmonyThatCostsTwoCoinsToAttackThem() { // 4.11, [W 463], R-34, C-45
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> p = f.active("PANDAREN", "MINER", 0);
        f.put(6, p, 2);
        f.put(7, p, 2);
        f.put(1, p, 2);
        f.finishTurn(0);
        assertEquals(0, f.s.edition.harmonyFrom[1], "seat 1, not attacked (no race yet), gets a token");
        RaceState<WarcraftRaceData> x = f.active("ORCS", "FARMER", 12);
        f.put(5, x, 2);
        int pandarenCoins = f.s.coins[0];
        f.play(1, new Conquer(6));
        assertEquals(3, f.s.coins[1], "2 coins paid before the first attack");
        assertEquals(pandarenCoins + 2, f.s.coins[0]);
        f.play(1, new Conquer(1));
        assertEquals(3, f.s.coins[1], "paid once");
        WarcraftFixture poor = new WarcraftFixture();
        RaceState<WarcraftRaceData> q = poor.active("PANDAREN", "MINER", 0);
        poor.put(6, q, 2);
        poor.finishTurn(0);
        RaceState<WarcraftRaceData> y = poor.active("ORCS", "FARMER", 12);
        poor.put(5, y, 2);
        poor.s.coins[1] = 1;
        assertEquals("HARMONY_TOLL", poor.refusedRule(1, new Conquer(6)));
        poor.finishTurn(1);
        assertEquals(-1, poor.s.edition.harmonyFrom[1], "taken back at the Pandaren's turn start");
    }

    @Test
    void intimidatingTakesWallsFirstThenMurlocsThenTokens() { // 5.18, [W 576]-[W 580], R-48, C-58
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> elves = f.stage(1, "NIGHT_ELVES", "MINER", false);
        f.put(6, elves, 2);
        f.put(8, elves, 1);
        f.s.markers[f.marker("WISP_WALL")][6] = 1;
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "INTIMIDATING", 4);
        f.put(5, x, 2);
        f.put(7, x, 1);
        assertEquals("BAD_DESTINATION", f.refusedRule(0, new WarcraftCommand.Intimidate(6, 8)));
        f.play(0, new WarcraftCommand.Intimidate(6, -1));
        assertEquals(0, f.s.markers[f.marker("WISP_WALL")][6], "the wall first");
        assertEquals(2, f.s.tokens[6]);
        f.play(0, new WarcraftCommand.Intimidate(6, 8));
        assertEquals(1, f.s.tokens[6]);
        assertEquals(2, f.s.tokens[8], "moved to another region of the race");
        f.play(0, new WarcraftCommand.Intimidate(12, -1));
        assertEquals(0, f.s.natives[12], "a Murloc is discarded");
        assertEquals("NO_USES_LEFT", f.refusedRule(0, new WarcraftCommand.Intimidate(6, 8)));
    }

    @Test
    void portalMagesSwapTwoMagicRegionsButNotTheirPlaces() { // 5.16, [W 568], R-47, C-56
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("DARK_PORTAL", "KARAZHAN"));
        RaceState<WarcraftRaceData> other = f.stage(1, "ORCS", "MINER", false);
        f.put(9, other, 3); // Magic
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "PORTAL_MAGE", 4);
        f.put(5, x, 2); // Magic
        f.play(0, new WarcraftCommand.PortalSwap(5, 9));
        assertEquals(other.id, f.s.owner[5]);
        assertEquals(3, f.s.tokens[5]);
        assertEquals(x.id, f.s.owner[9]);
        assertEquals(2, f.s.tokens[9]);
        f.play(0, new WarcraftCommand.PortalSwap(9, 17)); // with the Murloc region of 1A
        assertEquals(1, f.s.natives[9]);
        assertEquals(x.id, f.s.owner[17]);
        assertEquals("NO_USES_LEFT", f.refusedRule(0, new WarcraftCommand.PortalSwap(5, 9)));
    }

    @Test
    void goblinBombsExplodeAtTheirNextTurnAsAConquestThatLeavesTheRegionEmpty() { // 4.7, [W 433], [W 439], R-28
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> humans = f.stage(1, "HUMANS", "MINER", false);
        f.put(6, humans, 3);
        f.put(7, humans, 1);
        RaceState<WarcraftRaceData> x = f.active("GOBLINS", "FARMER", 0);
        f.put(5, x, 2);
        f.redeployAll(0);
        assertEquals("NO_OPPONENT", f.refusedRule(0, new WarcraftCommand.PlaceBomb(12)));
        List<io.boardstate.games.smallworld.core.SmallWorldEvent> placed =
                f.play(0, new WarcraftCommand.PlaceBomb(6), WarcraftFixture.bombShowing("EXPLODING"));
        var seen = (WarcraftEvent.BombPlaced)
                f.ruleset.redact(placed.getFirst(), io.boardstate.engine.Viewer.seat(0), f.s);
        assertEquals(null, seen.bomb(), "face down, unseen even by the Goblin player");
        assertEquals("EXPLODING", f.s.edition.bombs.get(6));
        f.play(0, new WarcraftCommand.CloseTurn());
        f.s.phase = io.boardstate.games.smallworld.core.Phase.END_POWERS; // seat 1 passes
        f.play(1, new WarcraftCommand.CloseTurn());
        assertEquals(List.of(new WarcraftCommand.ExplodeBomb(6)), f.ruleset.legalCommands(f.s, 0), "bombs first");
        f.play(0, new WarcraftCommand.ExplodeBomb(6));
        assertEquals(-1, f.s.owner[6], "the region stays empty");
        assertEquals(2, humans.hand, "3 tokens: 1 lost, 2 withdrawn");
        assertTrue(f.s.edition.bombs.isEmpty());
        assertEquals(java.util.Map.of(humans.id, 1), f.s.edition.defeated, "a conquest for the faction bonus");
    }

    @Test
    void relicsAreRevealedOnEntryAndTheDarkPortalPaysTwo() { // 6.0 [W 596], 6.2.5 [W 640], R-52
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("DARK_PORTAL", "KARAZHAN"));
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 6);
        f.put(5, x, 2);
        assertFalse(f.s.edition.revealed.contains("DARK_PORTAL"));
        f.play(0, new Conquer(2));
        assertTrue(f.s.edition.revealed.contains("DARK_PORTAL"));
        f.finishTurn(0);
        assertEquals(2, f.lastScore().breakdown().get("DARK_PORTAL"));
    }

    @Test
    void karazhanPaysForTheOtherRegionsOfItsTerrain() { // 6.2.3, [W 634], R-57
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("KARAZHAN", "DARK_PORTAL"));
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "RANGER", 6);
        f.put(1, x, 2);
        f.put(13, x, 1); // Farmland on the other island
        f.play(0, new Conquer(2)); // Farmland with Karazhan
        f.finishTurn(0);
        assertEquals(1, f.lastScore().breakdown().get("KARAZHAN"), "only the OTHER Farmland");
    }

    @Test
    void theWellGoesToTheLakeOrIsReplaced() { // 6.2.6, [W 600], [W 643], R-50
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("WELL_OF_ETERNITY", "KARAZHAN"));
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 6);
        f.put(5, x, 2);
        f.play(0, new Conquer(2));
        assertEquals(0, f.s.edition.relicAt.get("WELL_OF_ETERNITY"), "moved to 5A's Lake");
        WarcraftFixture dry = new WarcraftFixture(List.of("6B", "1B"), List.of("WELL_OF_ETERNITY", "KARAZHAN"));
        WarcraftBoard board = dry.ruleset.edition().board(dry.s.edition.faces);
        assertEquals(-1, board.water(0));
        RaceState<WarcraftRaceData> y = dry.active("HUMANS", "FARMER", 8);
        int icon = board.sizeIcon(0);
        int next = board.map.neighbours[icon][0];
        dry.put(next, y, 2);
        dry.play(0, new Conquer(icon));
        assertFalse(dry.s.edition.relicAt.containsKey("WELL_OF_ETERNITY"), "to the box");
        assertEquals(
                "BATTLEGROUND", Relics.faceUpIn(dry.g(), icon).getFirst(), "the first Legendary Place of the reserve");
        assertFalse(dry.s.edition.reserve.contains("BATTLEGROUND"));
    }

    @Test
    void theWellPaysTheStrictMajorityAroundIt() { // 6.2.6, [W 645], R-50
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("WELL_OF_ETERNITY", "KARAZHAN"));
        f.s.edition.revealed.add("WELL_OF_ETERNITY");
        f.s.edition.relicAt.put("WELL_OF_ETERNITY", 0); // Lake: neighbours 1 2 3 4 9 10
        RaceState<WarcraftRaceData> old = f.stage(0, "DWARVES", "MINER", true);
        f.put(1, old, 1);
        f.put(2, old, 1);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 0);
        f.put(9, x, 2);
        f.finishTurn(0);
        assertEquals(2, f.lastScore().breakdown().get("WELL_OF_ETERNITY"), "declined races qualify; 2 > 1 > Murloc 1");
    }

    @Test
    void theChapelSavesItsRaceFromLosses() { // 6.2.2, [W 631], R-56
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("CHAPEL_OF_LIGHT", "KARAZHAN"));
        f.s.edition.revealed.add("CHAPEL_OF_LIGHT");
        RaceState<WarcraftRaceData> d = f.stage(1, "DWARVES", "MINER", false);
        f.put(2, d, 2);
        f.put(6, d, 2);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 10);
        f.put(5, x, 2);
        int tray = f.s.tray[f.tray("DWARVES")];
        f.play(0, new Conquer(6));
        assertEquals(tray, f.s.tray[f.tray("DWARVES")], "nothing lost");
        f.play(0, new Conquer(2));
        assertEquals(tray, f.s.tray[f.tray("DWARVES")], "not even when the Chapel falls, one last time");
        assertEquals(4, d.hand);
    }

    @Test
    void theMeetingStoneWaivesTravel() { // 6.2.4, [W 637]
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("MEETING_STONE", "KARAZHAN"));
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 10);
        f.put(5, x, 2);
        assertEquals(3, f.cost(x, 18));
        f.play(0, new Conquer(2));
        assertEquals(2, f.cost(x, 18));
    }

    @Test
    void theSpiritHealerAddsATokenAtRedeployment() { // 6.2.7, [W 648], R-58
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("SPIRIT_HEALER", "KARAZHAN"));
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 2);
        f.put(5, x, 2);
        f.play(0, new Conquer(2));
        int tray = f.s.tray[f.tray("HUMANS")];
        f.play(0, new EndConquest());
        assertEquals(tray - 1, f.s.tray[f.tray("HUMANS")]);
    }
}
