package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ConquerWith;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Artifacts used to conquer (6.1.1, 6.1.4, 6.1.5), the Gnomes' air assault (4.6) and the Ethereals' discount (4.5). */
class ConquestModesTest {
    /** Two players on 5A and 1A with the given relic face up on 5A's size-icon region 2, held by x. */
    private static WarcraftFixture holding(String relic, String race, int hand) {
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of(relic, "KARAZHAN"));
        f.s.edition.revealed.add(relic);
        return f;
    }

    @Test
    void frostmourneTakesTwoOffOneConquestATurn() { // 6.1.4, [W 618], R-55
        WarcraftFixture f = holding("FROSTMOURNE", "HUMANS", 8);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        f.put(2, x, 1);
        f.put(1, x, 1);
        assertEquals(3, f.cost(x, 3), "2 + Mountain");
        f.play(0, new ConquerWith(3, ConquestModes.FROSTMOURNE));
        assertEquals(1, f.s.tokens[3]);
        assertEquals("MODE_USED", f.refusedRule(0, new ConquerWith(6, ConquestModes.FROSTMOURNE)));
    }

    @Test
    void doomhammerTakesAnyDefenceWithOneTokenForTwoCoins() { // 6.1.5, [W 621], R-51
        WarcraftFixture f = holding("DOOMHAMMER", "HUMANS", 8);
        RaceState<WarcraftRaceData> d = f.stage(1, "DWARVES", "MINER", false);
        f.put(6, d, 4);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 3);
        f.put(2, x, 1);
        f.put(1, x, 1);
        assertEquals(6, f.cost(x, 6));
        f.play(0, new ConquerWith(6, ConquestModes.DOOMHAMMER));
        assertEquals(1, f.s.tokens[6]);
        assertEquals(3, f.s.coins[0]);
        assertEquals(7, f.s.coins[1], "paid to the region's controller");
    }

    @Test
    void ashesReachAnyRegionAsIfAdjacent() { // 6.1.1, [W 609], R-11
        WarcraftFixture f = holding("ASHES_OF_ALAR", "HUMANS", 8);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        f.put(2, x, 1);
        assertFalse(f.ruleset
                .legalCommands(f.s, 0)
                .contains(new io.boardstate.games.smallworld.core.CoreCommand.Conquer(19)));
        f.play(0, new ConquerWith(19, ConquestModes.ASHES));
        assertEquals(2, f.s.tokens[19], "the other island's Hill, no travel");
    }

    @Test
    void gnomesAirAssaultRollsAFreeDie() { // 4.6, [W 425], R-30
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("GNOMES", "FARMER", 2);
        f.put(5, x, 2);
        assertEquals(4, f.cost(x, 14), "Mountain + travel");
        f.play(0, new ConquerWith(14, ConquestModes.AIR_ASSAULT), WarcraftFixture.dieShowing(1));
        assertEquals(x.id, f.s.owner[14], "as if adjacent: 3 - 1 = 2 tokens");
        assertEquals(2, f.s.tokens[14]);
        WarcraftFixture g = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = g.active("GNOMES", "FARMER", 1);
        g.put(5, y, 2);
        g.play(0, new ConquerWith(14, ConquestModes.AIR_ASSAULT), WarcraftFixture.dieShowing(0));
        assertEquals(-1, g.s.owner[14], "not enough: the assault is spent");
        assertTrue(g.s.edition.modesUsed.contains(ConquestModes.AIR_ASSAULT));
    }

    @Test
    void aShortAirAssaultMayBecomeTheFinalConquestWithASecondDie() { // 4.6, [W 425], R-30 step 4
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> x = f.active("GNOMES", "FARMER", 1);
        f.put(5, x, 2);
        f.play(0, new ConquerWith(14, ConquestModes.AIR_ASSAULT), WarcraftFixture.dieShowing(0)); // needs 3, has 1
        assertEquals(
                List.of(new WarcraftCommand.AirAssaultFinal(true), new WarcraftCommand.AirAssaultFinal(false)),
                f.ruleset.legalCommands(f.s, 0));
        f.play(0, new WarcraftCommand.AirAssaultFinal(true), WarcraftFixture.dieShowing(2));
        assertEquals(x.id, f.s.owner[14], "1 token + 2 on the second die");
        assertEquals(io.boardstate.games.smallworld.core.Phase.REDEPLOY, f.s.phase, "the conquests end");
        WarcraftFixture g = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = g.active("GNOMES", "FARMER", 1);
        g.put(5, y, 2);
        g.play(0, new ConquerWith(14, ConquestModes.AIR_ASSAULT), WarcraftFixture.dieShowing(0));
        g.play(0, new WarcraftCommand.AirAssaultFinal(false));
        assertEquals(io.boardstate.games.smallworld.core.Phase.CONQUEST, g.s.phase, "let go: the conquests go on");
    }

    @Test
    void etherealsPayTwoLessNextToAFaceUpLegendaryPlace() { // 4.5, [W 451], R-29
        WarcraftFixture f = new WarcraftFixture(List.of("5A", "1A"), List.of("DARK_PORTAL", "KARAZHAN"));
        RaceState<WarcraftRaceData> x = f.active("ETHEREALS", "FARMER", 2);
        f.put(5, x, 2);
        assertEquals("NO_LEGENDARY_PLACE", f.refusedRule(0, new ConquerWith(2, ConquestModes.ETHEREAL)), "face down");
        f.s.edition.revealed.add("DARK_PORTAL");
        f.play(0, new ConquerWith(2, ConquestModes.ETHEREAL));
        assertEquals(1, f.s.tokens[2]);
    }

    @Test
    void theHeartIsPlacedAtTheEndOfTheTurnAndItsNeighboursPay() { // 6.1.2, [W 612], R-53
        WarcraftFixture f = holding("HEART_OF_AZEROTH", "HUMANS", 0);
        RaceState<WarcraftRaceData> other = f.stage(1, "ORCS", "MINER", false);
        f.put(7, other, 1);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 0);
        f.put(2, x, 1);
        f.put(6, x, 1);
        f.redeployAll(0);
        assertEquals("ARTIFACT_NOT_PLACED", f.refusedRule(0, new WarcraftCommand.CloseTurn()));
        assertEquals("NOT_YOUR_REGION", f.refusedRule(0, new WarcraftCommand.PlaceArtifact("HEART_OF_AZEROTH", 7)));
        f.play(0, new WarcraftCommand.PlaceArtifact("HEART_OF_AZEROTH", 6)); // borders 7
        assertEquals(6, f.s.edition.relicAt.get("HEART_OF_AZEROTH"));
        assertEquals(6, f.s.coins[0]);
        assertEquals(4, f.s.coins[1]);
        f.play(0, new WarcraftCommand.CloseTurn());
    }

    @Test
    void theAegisRegionCostsAnOpponentTwoCoins() { // 6.1.3, [W 615], R-54
        WarcraftFixture f = holding("AEGIS_OF_AGGRAMAR", "HUMANS", 0);
        RaceState<WarcraftRaceData> owner = f.stage(1, "DWARVES", "MINER", false);
        f.put(2, owner, 1);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 8);
        f.put(5, x, 2);
        f.s.coins[0] = 1;
        assertEquals("AEGIS_TOLL", f.refusedRule(0, new io.boardstate.games.smallworld.core.CoreCommand.Conquer(2)));
        f.s.coins[0] = 5;
        f.play(0, new io.boardstate.games.smallworld.core.CoreCommand.Conquer(2));
        assertEquals(3, f.s.coins[0]);
        assertEquals(7, f.s.coins[1]);
    }

    @Test
    void etherealsStealAnAdjacentArtifact() { // 4.5, [W 451], R-29, C-42
        WarcraftFixture f = holding("FROSTMOURNE", "ETHEREALS", 0);
        RaceState<WarcraftRaceData> other = f.stage(1, "ORCS", "MINER", false);
        f.put(2, other, 2);
        RaceState<WarcraftRaceData> x = f.active("ETHEREALS", "FARMER", 2);
        f.put(5, x, 2);
        f.play(0, new WarcraftCommand.EtherealSteal("FROSTMOURNE", 5));
        assertEquals(5, f.s.edition.relicAt.get("FROSTMOURNE"));
        assertTrue(Relics.heldBy(f.g(), "FROSTMOURNE", x), "usable at once");
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new ConquerWith(6, ConquestModes.FROSTMOURNE)));
        assertEquals("MODE_USED", f.refusedRule(0, new ConquerWith(2, ConquestModes.ETHEREAL)), "steal OR discount");
    }

    @Test
    void aNeutralRaceOnTheBattlegroundChoosesASide() { // 6.2.1, [W 628], R-25
        WarcraftFixture f = holding("BATTLEGROUND", "NAGA", 0);
        RaceState<WarcraftRaceData> humans = f.stage(1, "HUMANS", "MINER", false);
        f.put(9, humans, 1);
        f.put(10, humans, 1);
        RaceState<WarcraftRaceData> x = f.active("NAGA", "FARMER", 10);
        f.put(2, x, 1);
        f.put(0, x, 2); // the Lake next to 9 and 10
        f.play(0, new WarcraftCommand.DeclareSide("HORDE"));
        assertEquals("NO_SIDE", f.refusedRule(0, new WarcraftCommand.DeclareSide("ALLIANCE")));
        f.play(0, new io.boardstate.games.smallworld.core.CoreCommand.Conquer(9));
        f.play(0, new io.boardstate.games.smallworld.core.CoreCommand.Conquer(10));
        f.finishTurn(0);
        assertEquals(
                2, f.lastScore().breakdown().get("FACTION"), "Horde for the turn, with the Battleground's cap of 2");
        assertEquals(null, f.s.edition.side, "neutral again after the turn");
    }
}
