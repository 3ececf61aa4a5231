package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreCommand.Expand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ExplodeBomb;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombResolved;
import io.boardstate.games.smallworld.warcraft.races.Goblins;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Bomb explosions as conquests (4.7, R-28), tolls on what is not a conquest (3.4.4, R-17, R-34,
 * R-54), the Forsaken's Intimidating discards and the choices the rules leave to the
 * player, staged on the 2-player board (face 5A: 6 Forest, 7 Mountain
 * and 8 Swamp border each other).
 */
class BombsTollsAndChoicesTest {

    /** Seat 0's active Goblins on 7 with {@code power}, bombs of their own under them, at the start of seat 0's turn. */
    private static RaceState<WarcraftRaceData> goblinsWithBombs(
            WarcraftFixture f, String power, Map<Integer, String> bombs) {
        RaceState<WarcraftRaceData> x = f.active("GOBLINS", power, 0);
        f.put(7, x, 2);
        WarcraftData d = f.s.edition;
        d.bombRace = x.id;
        d.pileExploding = 6;
        d.pileDuds = 6;
        for (var e : bombs.entrySet()) {
            d.bombs.put(e.getKey(), e.getValue());
            if (e.getValue().equals(Goblins.EXPLODING)) d.pileExploding--;
            else d.pileDuds--;
        }
        f.s.phase = Phase.TURN_START;
        f.s.actingRace = -1;
        return x;
    }

    @Test
    void theGoblinPlayerOrdersHisBombsAndAnExplosionPaysTollsAndEnragedBonusesAsAConquest() {
        // 4.7, R-28 (b) (c), R-17, R-43, R-45; [W 433], [W 439], [W 522], [W 554]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "HUMANS", "BOG", false);
        f.put(8, y, 3); // a Swamp of a Bog race
        f.put(6, y, 2);
        RaceState<WarcraftRaceData> x =
                goblinsWithBombs(f, "ENRAGED", Map.of(6, Goblins.EXPLODING, 8, Goblins.EXPLODING));
        f.s.coins[0] = 5;
        f.s.coins[1] = 0;

        assertEquals(List.of(new ExplodeBomb(6), new ExplodeBomb(8)), f.ruleset.legalCommands(f.s, 0));
        assertEquals("PROMPT_PENDING", f.refusedRule(0, new Expand()), "bombs first (T2)");

        List<?> events = f.play(0, new ExplodeBomb(8)); // the player's order, not the regions'
        assertEquals(List.of(new BombResolved(0, 8, Goblins.EXPLODED, Goblins.EXPLODING)), events);
        assertEquals(
                List.of(
                        new CoinChange(0, 3, Coins.BONUS, "ENRAGED"),
                        new CoinChange(0, -1, Coins.TOLL, "BOG"),
                        new CoinChange(1, 1, Coins.TOLL, "BOG")),
                f.coins,
                "the explosion's coins in the ledger");
        assertEquals(-1, f.s.owner[8], "the region stays empty");
        assertEquals(2, y.hand, "1 lost, 2 withdrawn");
        assertEquals(5 - 1 + 3, f.s.coins[0], "Bog toll 1, Enraged +3");
        assertEquals(1, f.s.coins[1], "the Bog toll");
        assertEquals(3, f.s.edition.bonusCoins[0]);

        f.play(0, new ExplodeBomb(6));
        assertEquals(7 + 2, f.s.coins[0], "Enraged +2 on a Forest: no toll");
        assertEquals(Map.of(y.id, 2), f.s.edition.defeated, "two conquests for the faction bonus");
        assertEquals(x.id, f.s.edition.conqueror);
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new Expand()), "the turn goes on");
    }

    @Test
    void anExplosionWhoseHarmonyTollCannotBePaidDoesNothingAndAWarmasterEarnsByIt() {
        // 4.7, 4.11, 5.15, R-17, R-28 (c), R-34; [W 433], [W 463], [W 564]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> p = f.stage(1, "PANDAREN", "FARMER", false);
        f.put(8, p, 3);
        f.put(6, p, 2);
        goblinsWithBombs(f, "WARMASTER", Map.of(6, Goblins.EXPLODING, 8, Goblins.EXPLODING));
        f.s.edition.harmonyFrom[0] = 1;
        f.s.coins[0] = 1;
        f.s.coins[1] = 0;

        f.play(0, new ExplodeBomb(8));
        assertEquals(new BombResolved(0, 8, Goblins.UNPAID, Goblins.EXPLODING), f.log.getLast());
        assertEquals(3, f.s.tokens[8], "no effect");
        assertTrue(f.s.edition.pileTop.isEmpty(), "revealed: to the box");
        assertEquals(1, f.s.coins[0]);

        f.s.coins[0] = 2;
        f.play(0, new ExplodeBomb(6));
        assertEquals(-1, f.s.owner[6]);
        assertEquals(2 - 2 + 1, f.s.coins[0], "Harmony 2, Warmaster +1");
        assertTrue(
                f.coins.containsAll(List.of(
                        new CoinChange(0, -2, Coins.TOLL, "PANDAREN"),
                        new CoinChange(1, 2, Coins.TOLL, "PANDAREN"),
                        new CoinChange(0, 1, Coins.BONUS, "WARMASTER"))),
                "the toll and the immediate bonus are in the log with their amounts");
        assertEquals(2, f.s.coins[1]);
        assertTrue(f.s.edition.harmonyPaid[0], "paid once per holding");
    }

    @Test
    void aBombOnAnEmptiedRegionGoesBackOnTopUnseen() { // 4.7, R-28 (b), [W 439]
        WarcraftFixture f = new WarcraftFixture();
        goblinsWithBombs(f, "FARMER", Map.of(6, Goblins.DUD));
        f.play(0, new ExplodeBomb(6));
        BombResolved e = (BombResolved) f.log.getLast();
        assertEquals(new BombResolved(0, 6, Goblins.RETURNED, null), e, "the kind stays hidden");
        assertEquals(e, f.ruleset.redact(e, Viewer.seat(1), f.s));
        assertEquals(List.of(Goblins.DUD), f.s.edition.pileTop);
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new Expand()));
    }

    @Test
    void intimidatingTheActivePandarenPaysTheHarmonyTollOnceAndCannotWithoutIt() {
        // 4.11, 5.18, R-17, R-34, R-48; [W 463] «oppure di rimuovere un loro segnalino Razza in qualsiasi modo»
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> p = f.stage(1, "PANDAREN", "FARMER", false);
        f.put(6, p, 3);
        f.put(8, p, 3);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "INTIMIDATING", 4);
        f.put(7, x, 2);
        f.s.edition.harmonyFrom[0] = 1;
        f.s.coins[0] = 1;
        f.s.coins[1] = 0;
        assertEquals("TOLL_UNPAID", f.refusedRule(0, new WarcraftCommand.Intimidate(6, 8)));

        f.s.coins[0] = 2;
        f.play(0, new WarcraftCommand.Intimidate(6, 8));
        assertEquals(0, f.s.coins[0], "2 coins to the Pandaren's owner");
        assertEquals(2, f.s.coins[1]);
        f.play(0, new WarcraftCommand.Intimidate(8, 6));
        assertEquals(0, f.s.coins[0], "once per holding");
        assertEquals(3, f.s.tokens[6]);
    }

    @Test
    void aPortalSwapWithTheAegisRegionPaysItsOwnerTwo() { // 5.16, 6.1.3, R-47, R-54; [W 568], [W 615]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "DWARVES", "FARMER", false);
        f.put(9, y, 2); // a Magic region holding the Aegis
        f.s.edition.reserve.remove(Relics.AEGIS);
        f.s.edition.relicAt.put(Relics.AEGIS, 9);
        f.s.edition.revealed.add(Relics.AEGIS);
        RaceState<WarcraftRaceData> x =
                f.active("HUMANS", io.boardstate.games.smallworld.warcraft.powers.PortalMages.ID, 4);
        f.put(5, x, 2);
        f.s.coins[0] = 1;
        f.s.coins[1] = 0;
        assertEquals("TOLL_UNPAID", f.refusedRule(0, new WarcraftCommand.PortalSwap(5, 9)));
        f.s.coins[0] = 3;
        f.play(0, new WarcraftCommand.PortalSwap(5, 9));
        assertEquals(y.id, f.s.owner[5]);
        assertEquals(1, f.s.coins[0]);
        assertEquals(2, f.s.coins[1]);
        assertTrue(f.s.edition.aegisPaid, "unlocked for the rest of the turn");
    }

    @Test
    void aFailedFinalConquestStillPaysTheBogToll() { // 3.4.4, 3.4.7, 5.5, R-17, R-43; [W 522]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "DWARVES", "BOG", false);
        f.put(8, y, 3);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "FARMER", 0);
        f.put(7, x, 2);
        x.hand = f.cost(x, 8) - 3;
        f.s.tray[f.tray("HUMANS")] -= x.hand;
        f.s.coins[0] = 1;
        f.s.coins[1] = 0;
        f.play(0, new io.boardstate.games.smallworld.core.CoreCommand.ConquerWithDie(8), WarcraftFixture.dieShowing(0));
        assertEquals(y.id, f.s.owner[8], "the die showed 0: failed");
        assertEquals(0, f.s.coins[0], "the toll is not refunded");
        assertEquals(1, f.s.coins[1]);
    }

    @Test
    void theForsakenCountTheTokensAndMurlocsTheyIntimidateAway() { // 4.12, 5.18, R-35; [W 467], [W 285], [W 578]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "DWARVES", "FARMER", false);
        f.put(6, y, 2); // their only region: an intimidated token is discarded
        RaceState<WarcraftRaceData> x = f.active("FORSAKEN", "INTIMIDATING", 4);
        f.put(7, x, 2);
        assertEquals(1, f.s.natives[4], "a Murloc beside region 7");
        f.play(0, new WarcraftCommand.Intimidate(4, -1));
        f.play(0, new WarcraftCommand.Intimidate(6, -1));
        assertEquals(2, x.extra.losses, "a Murloc and a race token");
    }

    @Test
    void theTaurenOwnerChoosesWhereHisLonelyTokenGoes() { // 4.13, R-36, R-48; [W 474] + [W 488], [W 576]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> t = f.stage(1, "TAUREN", "FARMER", false);
        f.put(6, t, 2);
        f.put(1, t, 2);
        f.put(12, t, 2);
        RaceState<WarcraftRaceData> x = f.active("HUMANS", "INTIMIDATING", 4);
        f.put(7, x, 2);
        f.play(0, new WarcraftCommand.Intimidate(6, 1)); // 2 -> 1 in region 6: alone
        assertEquals(
                List.of(new WarcraftCommand.MoveLonelyTauren(1), new WarcraftCommand.MoveLonelyTauren(12)),
                f.ruleset.legalCommands(f.s, 1),
                "the Tauren owner answers");
        assertEquals(List.of(), f.ruleset.legalCommands(f.s, 0));
        assertEquals("NOT_TAUREN_REGION", f.refusedRule(1, new WarcraftCommand.MoveLonelyTauren(7)));
        f.play(1, new WarcraftCommand.MoveLonelyTauren(12));
        assertEquals(-1, f.s.owner[6], "emptied");
        assertEquals(3, f.s.tokens[12]);
        assertEquals(3, f.s.tokens[1]);
        assertTrue(f.ruleset
                .legalCommands(f.s, 0)
                .contains(new io.boardstate.games.smallworld.core.CoreCommand.EndConquest()));
    }

    @Test
    void noIslandFaceHasTwoLakesSoTheWellNeverNeedsAChoice() { // 6.2.6, R-50, [W 643]
        // R-50 lets the revealing player choose among several Lake/Sea regions of the island; no face has two
        // (the engine moves the Well to the island's only one): this test fails if the data ever changes that.
        for (String face : List.of("1A", "1B", "2A", "2B", "3A", "3B", "4A", "4B", "5A", "5B", "6A", "6B")) {
            WarcraftBoard b = WarcraftFixture.RULESET.edition().board(List.of(face));
            int water = 0;
            for (int r = 0; r < b.map.size; r++) if (b.map.water[r]) water++;
            assertTrue(water <= 1, face + " has " + water + " Lake/Sea regions");
        }
    }

    @Test
    void withTooFewGarrisonsLeftTheOwnerChoosesTheirRegions() { // 5.3, R-42; [W 512]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "DWARVES", "FARMER", false);
        int garrison = f.marker("GARRISON");
        for (int r : new int[] {13, 14, 16, 17, 18, 19, 1, 2}) { // 8 of the 10 Garrisons elsewhere
            f.put(r, y, 1);
            f.s.markers[garrison][r] = 1;
        }
        RaceState<WarcraftRaceData> x = f.active("ORCS", "GARRISON", 0);
        for (int r : new int[] {5, 9, 10}) f.put(r, x, 2);
        f.redeployAll(0);
        assertEquals(
                List.of(
                        new WarcraftCommand.PlaceGarrison(5),
                        new WarcraftCommand.PlaceGarrison(9),
                        new WarcraftCommand.PlaceGarrison(10)),
                f.ruleset.legalCommands(f.s, 0));
        assertEquals("GARRISONS_NOT_PLACED", f.refusedRule(0, new WarcraftCommand.CloseTurn()));
        f.play(0, new WarcraftCommand.PlaceGarrison(10));
        f.play(0, new WarcraftCommand.PlaceGarrison(5));
        assertEquals(List.of(new WarcraftCommand.CloseTurn()), f.ruleset.legalCommands(f.s, 0));
        assertEquals(0, f.s.markers[garrison][9], "none left for it");
        f.play(0, new WarcraftCommand.CloseTurn());
    }

    @Test
    void withMoreQualifyingFarmlandsThanWatchtowersTheOwnerChooses() { // 5.8, R-44; [W 534]
        WarcraftFixture f = new WarcraftFixture();
        RaceState<WarcraftRaceData> y = f.stage(1, "DWARVES", "FARMER", false);
        int tower = f.marker("WATCHTOWER");
        for (int r : new int[] {14, 16, 17, 18, 19}) { // 5 of the 6 towers elsewhere
            f.put(r, y, 1);
            f.s.markers[tower][r] = 1;
        }
        RaceState<WarcraftRaceData> x = f.active("ORCS", "DEFENDER", 0);
        for (int r : new int[] {1, 2, 4}) f.put(r, x, 2); // Farmlands 2 and 4 both border Orcs only
        f.redeployAll(0);
        assertEquals(
                List.of(new WarcraftCommand.PlaceWatchtower(2), new WarcraftCommand.PlaceWatchtower(4)),
                f.ruleset.legalCommands(f.s, 0));
        assertEquals("NOT_QUALIFYING", f.refusedRule(0, new WarcraftCommand.PlaceWatchtower(1)));
        f.play(0, new WarcraftCommand.PlaceWatchtower(4));
        f.play(0, new WarcraftCommand.CloseTurn());
        assertEquals(1, f.s.markers[tower][4]);
        assertEquals(0, f.s.markers[tower][2], "the owner's choice stands at E2");
    }
}
