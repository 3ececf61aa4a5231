package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.CoinChange;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundCommand.*;
import io.boardstate.games.smallworld.underground.UndergroundEvent.AltarUsed;
import io.boardstate.games.smallworld.underground.UndergroundEvent.CoinsTaken;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Monsters, Righteous Relics, Popular Places and the figures of spec section 9. */
class UndergroundTreasuresTest {

    @Test
    @DisplayName(
            "9.1 Monsters: a Mudpool with two Monsters costs 4; its conquest reveals the top treasure there at once [U 250]-[U 263]")
    void monstersAndDiscovery() {
        UndergroundFixture f = UndergroundFixture.start();
        f.terrain(18, "MUDPOOL");
        f.monsters(18);
        f.s.edition.stack.addAll(List.of(Treasures.KEEP, Treasures.SWORD));
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MUD_S, 1);
        RaceState<?> plain = f.active(1, "MUMMIES", "STONE");
        assertEquals(4 + 1, Targets.cost(f.g(), plain, 18), "2 + 2 Monsters, +1 for Mummies");
        f.conquering(x, 5);
        f.play(0, new Conquer(18));
        assertEquals(0, f.s.natives[18], "the Monsters leave the game (R-10)");
        assertEquals(
                18,
                f.s.edition
                        .treasureAt[
                        UndergroundFixture.RULESET.edition().treasures().index(Treasures.KEEP)]);
        assertEquals(List.of(Treasures.SWORD), f.s.edition.stack);
    }

    @Test
    @DisplayName(
            "9.3.7 Stonehedge: its discoverer draws a power from the pile at once; its occupant has that power too [U 889]-[U 901], R-51")
    void stonehedge() {
        UndergroundFixture f = UndergroundFixture.start();
        f.monsters(18);
        f.s.edition.stack.add(Treasures.STONEHEDGE);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MUD_S, 1);
        f.conquering(x, 5);
        f.play(0, new Conquer(18));
        assertEquals(0, f.g().edition.promptSeat(f.g()));
        assertEquals("ILLEGAL_MOVE/PROMPT_PENDING", f.refused(0, new EndConquest()));
        int pile = f.s.badgePile.size();
        f.play(0, new DrawStonehedgePower());
        String power = f.s.edition.stonehedgePower;
        assertNotNull(power);
        assertEquals(pile - 1, f.s.badgePile.size());
        assertFalse(f.s.badgePile.contains(power));
        assertTrue(
                UndergroundFixture.RULESET.edition().powers().has(f.g(), x, power), "the occupant has the drawn power");
    }

    @Test
    @DisplayName(
            "9.3.5 Keep on the Motherland: +1 defence even when empty, +1 coin also in decline [U 882]-[U 884], C-10")
    void keep() {
        UndergroundFixture f = UndergroundFixture.start();
        f.treasure(Treasures.KEEP, MUD_S);
        RaceState<?> x = f.active(1, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1);
        assertEquals(2 + 1 - 1, Targets.cost(f.g(), x, MUD_S), "empty region with the Keep, Ogres -1");
        f.treasure(Treasures.SWORD, 27);
        assertEquals(2 - 1, Targets.cost(f.g(), x, 27), "other treasures add nothing (C-10)");
        RaceState<?> d = f.declined(0, "MUMMIES", "STONE");
        f.put(d, MUD_S, 1);
        RaceState<?> a = f.active(0, "KRAKEN", "MINING");
        f.put(a, RIVER_C, 1);
        f.endOfTurn(a);
        assertEquals(1, score(f.play(0, new EndTurn(null)), 0).get(Treasures.KEEP));
    }

    @Test
    @DisplayName("9.2.1 Flying Doormat: once per turn a region not adjacent; it moves there [U 819]-[U 820]")
    void doormat() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 2);
        f.treasure(Treasures.DOORMAT, MINE_EDGE);
        f.conquering(x, 10);
        assertEquals("ILLEGAL_MOVE/NOT_ADJACENT", f.refused(0, new Conquer(CRYSTAL_EDGE)));
        f.play(0, new ReadyRelic(Treasures.DOORMAT, false));
        f.play(0, new Conquer(CRYSTAL_EDGE));
        assertEquals(
                CRYSTAL_EDGE, UndergroundFixture.RULESET.edition().treasures().at(f.g(), Treasures.DOORMAT));
        assertEquals("ILLEGAL_MOVE/RELIC_USED", f.refused(0, new ReadyRelic(Treasures.DOORMAT, false)));
    }

    @Test
    @DisplayName(
            "9.2.3 and 9.2.4: the Sword takes 2 off a conquest; with the Socks the region costs as if empty and the defender loses nothing [U 811]-[U 835]")
    void swordAndSocks() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.treasure(Treasures.SWORD, MINE_EDGE);
        RaceState<?> d = f.active(1, "OGRES", "STONE");
        f.put(d, MUD_S, 3);
        f.put(d, 17, 3);
        f.conquering(x, 10);
        f.play(0, new ReadyRelic(Treasures.SWORD, false));
        assertEquals(2 + 3 + 1 - 2, Targets.cost(f.g(), x, MUD_S));
        f.play(0, new Conquer(MUD_S));
        assertEquals(MUD_S, UndergroundFixture.RULESET.edition().treasures().at(f.g(), Treasures.SWORD));
        f.treasure(Treasures.SOCKS, MUD_S);
        f.play(0, new ReadyRelic(Treasures.SOCKS, false));
        assertEquals(2 + 1, Targets.cost(f.g(), x, 17), "as if empty, Mummies +1");
        int tray = f.s.tray[f.g().tray(d)];
        int hand = d.hand;
        f.play(0, new Conquer(17));
        assertEquals(tray, f.s.tray[f.g().tray(d)], "the defender loses nothing ([U 833]-[U 835])");
        assertEquals(hand + 3, d.hand);
    }

    @Test
    @DisplayName(
            "9.2.5 Shiny Orb: once per turn, a lone active token is replaced by one of yours; the Orb moves there [U 837]-[U 842]")
    void orb() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.treasure(Treasures.ORB, MINE_EDGE);
        RaceState<?> d = f.active(1, "OGRES", "STONE");
        f.put(d, MUD_S, 1);
        f.conquering(x, 2);
        f.play(0, new OrbReplace(MUD_S, false));
        assertEquals(x.id, f.s.owner[MUD_S]);
        assertEquals(MUD_S, UndergroundFixture.RULESET.edition().treasures().at(f.g(), Treasures.ORB));
    }

    @Test
    @DisplayName(
            "9.2.2 and 9.2.6: Froggy's Ring takes a coin from each neighbour with an active token; the Scepter doubles one region's coins but not the Lost Dwarf's Mine [U 802]-[U 850]")
    void ringAndScepter() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "MINING");
        f.put(x, MINE_EDGE, 1);
        f.put(x, MUD_S, 1);
        f.treasure(Treasures.RING, MINE_EDGE);
        f.treasure(Treasures.SCEPTER, MUD_S);
        RaceState<?> n = f.active(1, "MUMMIES", "STONE");
        f.put(n, 17, 1);
        f.endOfTurn(x);
        List<SmallWorldEvent> ring = f.play(0, new PlaceRing(MUD_S, false));
        assertEquals(1, ring.stream().filter(e -> e instanceof CoinsTaken).count());
        f.play(0, new PlaceScepter(MINE_EDGE, false));
        Map<String, Integer> score = score(f.play(0, new EndTurn(null)), 0);
        assertEquals(2, score.get(Treasures.SCEPTER), "Mine 14: 1 + Mining 1, once more");
    }

    @Test
    @DisplayName(
            "9.3.1 Altar of Souls: after scoring, one declined token for 3 coins, also right after a decline [U 860]-[U 861], R-46")
    void altar() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> old = f.declined(0, "OGRES", "STONE");
        f.put(old, MUD_S, 1);
        f.put(old, 18, 1);
        f.treasure(Treasures.ALTAR, MUD_S);
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.endOfTurn(x);
        int coins = f.s.coins[0];
        List<SmallWorldEvent> events = f.play(0, new EndTurn(18));
        Map<String, Integer> score = score(events, 0);
        assertEquals(3, score.get("regions"), "scored before the token leaves");
        assertTrue(events.get(events.size() - 2) instanceof AltarUsed);
        assertTrue(
                f.coins.contains(new CoinChange(0, 3, Coins.PLACE, Treasures.ALTAR)),
                "the Altar's amount is in the ledger (issue 29): " + f.coins);
        assertEquals(coins + 3 + 3, f.s.coins[0]);
        assertEquals(-1, f.s.owner[18]);
    }

    @Test
    @DisplayName(
            "9.3.2 and 9.3.8: Diamond Fields +1 and +1 per region of the same race and terrain; Mine of the Lost Dwarf +2, both in decline too [U 863]-[U 867], [U 903]-[U 904]")
    void diamondFieldsAndLostDwarf() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = f.declined(0, "OGRES", "STONE");
        f.put(d, MUD_S, 1);
        f.put(d, MUD_EDGE, 1);
        f.put(d, MINE_EDGE, 1);
        f.treasure(Treasures.DIAMOND_FIELDS, MUD_S);
        f.treasure(Treasures.LOST_DWARF_MINE, MINE_EDGE);
        RaceState<?> a = f.active(0, "KRAKEN", "MINING");
        f.put(a, RIVER_C, 1);
        f.endOfTurn(a);
        Map<String, Integer> score = score(f.play(0, new EndTurn(null)), 0);
        assertEquals(2, score.get(Treasures.DIAMOND_FIELDS));
        assertEquals(2, score.get(Treasures.LOST_DWARF_MINE));
    }

    @Test
    @DisplayName(
            "9.3.4 Fountain of Youth: a token from the tray at the start of each turn of the active occupant [U 880]-[U 881], R-49")
    void fountain() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(1, "OGRES", "STONE");
        f.put(x, MUD_S, 1);
        f.treasure(Treasures.FOUNTAIN, MUD_S);
        RaceState<?> y = f.active(0, "MUMMIES", "STONE");
        f.put(y, CRYSTAL_EDGE_S, 1);
        f.endOfTurn(y);
        int tray = f.s.tray[f.g().tray(x)];
        f.play(0, new EndTurn(null)); // seat 1's turn starts
        assertEquals(1, f.s.currentSeat);
        assertEquals(1, x.hand);
        assertEquals(tray - 1, f.s.tray[f.g().tray(x)]);
    }

    @Test
    @DisplayName("9.3.6 Great Brass Pipe: regions of its terrain are adjacent for its active occupant [U 886]-[U 888]")
    void pipe() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MUD_S, 2);
        f.treasure(Treasures.PIPE, MUD_S);
        f.conquering(x, 10);
        assertTrue(f.legal(0, new Conquer(MUD_EDGE)), "another Mudpool, far away");
        assertFalse(f.legal(0, new Conquer(CRYSTAL_EDGE)));
    }

    @Test
    @DisplayName(
            "9.3.3 Crypt: its active occupant places the Ghost, whose region is immune to others; conquering the Crypt takes the Ghost [U 869]-[U 874], R-48")
    void crypt() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MUD_S, 1);
        f.put(x, MINE_EDGE, 1);
        f.treasure(Treasures.CRYPT, MUD_S);
        f.endOfTurn(x);
        assertEquals("ILLEGAL_MOVE/NOT_FOR_THE_GHOST", f.refused(0, new PlaceGhost(MUD_S)));
        f.play(0, new PlaceGhost(MINE_EDGE));
        RaceState<?> y = f.active(1, "MUMMIES", "STONE");
        f.put(y, 17, 1);
        f.conquering(y, 10);
        assertEquals("ILLEGAL_MOVE/IMMUNE_REGION", f.refused(1, new Conquer(MINE_EDGE)));
        f.play(1, new Conquer(MUD_S));
        assertEquals(-1, f.s.edition.ghost, "the conqueror of the Crypt takes the Ghost");
    }

    @Test
    @DisplayName(
            "9.3.9 Wickedest Pentacle: the Balrog conquers a bordering region, the defender loses 2, and nobody may enter or score it [U 906]-[U 911], R-52")
    void balrog() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MUD_S, 1);
        f.treasure(Treasures.PENTACLE, MUD_S);
        RaceState<?> d = f.active(1, "MUMMIES", "STONE");
        f.put(d, 17, 3);
        f.put(d, 18, 1);
        f.conquering(x, 5);
        f.play(0, new MoveBalrog(17));
        assertEquals(1, d.hand, "3 tokens, 2 lost");
        assertEquals(-1, f.s.owner[17]);
        assertEquals("ILLEGAL_MOVE/BALROG_MOVED", f.refused(0, new MoveBalrog(18)));
        assertEquals("ILLEGAL_MOVE/BALROG_REGION", f.refused(0, new Conquer(17)));
    }

    @Test
    @DisplayName("9.5 Immunity: a figure in an abandoned, empty region still protects it (R-24)")
    void immunityOfEmptyRegions() {
        UndergroundFixture f = UndergroundFixture.start();
        f.s.edition.greatAncient = MUD_S;
        RaceState<?> c = f.active(0, "CULTISTS", "STONE");
        f.put(c, MINE_EDGE, 1);
        RaceState<?> y = f.active(1, "MUMMIES", "STONE");
        f.put(y, 18, 1);
        f.conquering(y, 10);
        assertEquals("ILLEGAL_MOVE/IMMUNE_REGION", f.refused(1, new Conquer(MUD_S)));
        f.conquering(c, 5);
        assertNull(Targets.target(f.g(), c, MUD_S), "its owner may take it back");
        assertEquals(Phase.CONQUEST, f.s.phase);
    }
}
