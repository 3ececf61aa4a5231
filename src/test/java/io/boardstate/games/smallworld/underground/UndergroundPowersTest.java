package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.boardstate.games.smallworld.underground.UndergroundEvent.CoinsTaken;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 21 special powers of spec section 8, on the 2-player board. */
class UndergroundPowersTest {

    /** Ends seat 0's turn with race x holding what the test put on the map; returns the score. */
    private static Map<String, Integer> scoreOf(UndergroundFixture f, RaceState<?> x) {
        f.endOfTurn(x);
        return score(f.play(x.seat, new EndTurn(null)), x.seat);
    }

    @Test
    @DisplayName("8.1 Adventurous: +1 per Popular Place held, Relics do not count [U 649]-[U 651]")
    void adventurous() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "ADVENTUROUS");
        f.put(x, MUD_S, 1);
        f.put(x, MINE_EDGE, 1);
        f.treasure(Treasures.KEEP, MUD_S);
        f.treasure(Treasures.SWORD, MINE_EDGE);
        assertEquals(1, scoreOf(f, x).get("ADVENTUROUS"));
    }

    @Test
    @DisplayName(
            "8.2 Shield: one Mushroom Armor per Mushroom Forest at the end of the conquests, +1 defence each, gone when the region falls [U 653]-[U 663], R-31")
    void shield() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "SHIELD");
        f.put(x, FOREST_C, 1);
        f.put(x, 27, 1);
        f.conquering(x, 0);
        f.play(0, new EndConquest());
        assertEquals(2, ((UndergroundRaceData) x.extra).armorsInHand);
        f.play(0, new PlaceArmor(FOREST_C));
        f.play(0, new PlaceArmor(FOREST_C));
        assertEquals("ILLEGAL_MOVE/NO_ARMOR_IN_HAND", f.refused(0, new PlaceArmor(27)));
        RaceState<?> enemy = f.active(1, "MUMMIES", "STONE");
        f.put(enemy, MUD_EDGE, 1);
        assertEquals(2 + 1 + 2 + 1, Targets.cost(f.g(), enemy, FOREST_C), "2 + token + 2 Armors + Mummies");
        f.conquering(enemy, 10);
        f.play(1, new Conquer(FOREST_C));
        assertEquals(0, f.s.markers[f.g().catalog.marker("ARMOR")][FOREST_C], "Armors removed with the region");
    }

    @Test
    @DisplayName(
            "8.3 and 8.6: Flocking +2 when all regions form one group; Quarreling +1 per isolated group [U 665]-[U 674]")
    void flockingAndQuarreling() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "FLOCKING");
        f.put(x, MUD_S, 1);
        f.put(x, MINE_EDGE, 1);
        assertEquals(2, scoreOf(f, x).get("FLOCKING"));
        UndergroundFixture g = UndergroundFixture.start();
        RaceState<?> q = g.active(0, "OGRES", "QUARRELING");
        g.put(q, MUD_S, 1);
        g.put(q, MINE_EDGE, 1);
        g.put(q, CRYSTAL_EDGE_S, 1);
        Map<String, Integer> score = scoreOf(g, q);
        assertEquals(2, score.get("QUARRELING"), "15+14 is one group, 26 another");
        UndergroundFixture h = UndergroundFixture.start();
        RaceState<?> apart = h.active(0, "OGRES", "FLOCKING");
        h.put(apart, MUD_S, 1);
        h.put(apart, CRYSTAL_EDGE_S, 1);
        assertNull(scoreOf(h, apart).get("FLOCKING"));
    }

    @Test
    @DisplayName("8.3 Flocking Spiderines: two groups each by a Chasm still flock [U 669]")
    void flockingSpiderines() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "SPIDERINES", "FLOCKING");
        f.put(x, MINE_N, 1); // by Chasm 0
        f.put(x, CRYSTAL_S, 1); // by the Volcano chasm
        assertEquals(2, scoreOf(f, x).get("FLOCKING"));
    }

    @Test
    @DisplayName("8.4 Immortal: no token lost when conquered, all withdraw [U 700]-[U 703]")
    void immortal() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> im = f.active(1, "OGRES", "IMMORTAL");
        f.put(im, MUD_S, 3);
        f.put(im, MINE_EDGE, 1);
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, 18, 1);
        int tray = f.s.tray[f.g().tray(im)];
        f.conquering(x, 10);
        f.play(0, new Conquer(MUD_S));
        assertEquals(3, im.hand, "all three to hand");
        assertEquals(tray, f.s.tray[f.g().tray(im)], "none lost");
    }

    @Test
    @DisplayName(
            "8.5 Thieving: 1 coin from each player whose active race borders the thieves, none from a player without coins [U 710]-[U 711], R-35, R-60")
    void thieving() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> t = f.active(0, "OGRES", "THIEVING");
        f.put(t, MUD_S, 1);
        RaceState<?> n = f.active(1, "MUMMIES", "STONE");
        f.put(n, MINE_EDGE, 1);
        f.put(n, 17, 1);
        int before = f.s.coins[1];
        f.endOfTurn(t);
        List<SmallWorldEvent> events = f.play(0, new EndTurn(null));
        assertEquals(1, events.stream().filter(e -> e instanceof CoinsTaken).count(), "one coin per player");
        assertEquals(before - 1, f.s.coins[1]);
        UndergroundFixture g = UndergroundFixture.start();
        RaceState<?> t2 = g.active(0, "OGRES", "THIEVING");
        g.put(t2, MUD_S, 1);
        g.put(g.active(1, "MUMMIES", "STONE"), MINE_EDGE, 1);
        g.s.coins[1] = 0;
        g.endOfTurn(t2);
        assertTrue(g.play(0, new EndTurn(null)).stream().noneMatch(e -> e instanceof CoinsTaken));
    }

    @Test
    @DisplayName(
            "8.7, 8.10, 8.11, 8.17: Muddy (also in decline), Mining, Mystic and Stone: +1 per region of their terrain")
    void terrainPowers() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> muddy = f.declined(0, "OGRES", "MUDDY");
        f.put(muddy, MUD_S, 1);
        RaceState<?> stone = f.active(0, "MUMMIES", "STONE");
        f.put(stone, BLACK_S, 1);
        f.put(stone, 25, 1);
        Map<String, Integer> score = scoreOf(f, stone);
        assertEquals(1, score.get("MUDDY"), "Muddy works in decline ([U 676]-[U 679])");
        assertEquals(2, score.get("STONE"));
        UndergroundFixture g = UndergroundFixture.start();
        RaceState<?> mining = g.active(0, "OGRES", "MINING");
        g.put(mining, MINE_EDGE, 1);
        g.put(mining, MINE_S, 1);
        assertEquals(2, scoreOf(g, mining).get("MINING"));
    }

    @Test
    @DisplayName("8.9 Martyr: +1 coin from the bank when an opponent conquers one of its regions (R-34)")
    void martyr() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> m = f.active(1, "OGRES", "MARTYR");
        f.put(m, MUD_S, 1);
        f.put(m, 27, 1);
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 1);
        int coins = f.s.coins[1];
        f.conquering(x, 10);
        f.play(0, new Conquer(MUD_S));
        assertEquals(coins + 1, f.s.coins[1]);
        assertTrue(f.coins.contains(new CoinChange(1, 1, Coins.BONUS, "MARTYR")), "the Martyr's gain is in the ledger");
    }

    @Test
    @DisplayName(
            "8.12 Tomb: on decline all tokens stay; tombDecline redeploys them once before scoring [U 714]-[U 724], R-36")
    void tomb() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> t = f.active(0, "OGRES", "TOMB");
        f.put(t, MUD_S, 3);
        f.put(t, MINE_EDGE, 2);
        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        f.play(0, new TombDecline());
        assertTrue(t.declined);
        assertEquals(3, f.s.tokens[MUD_S], "all tokens stay");
        assertTrue(f.legal(0, new MoveTombToken(MUD_S, MINE_EDGE)));
        assertEquals("ILLEGAL_MOVE/PROMPT_PENDING", f.refused(0, new Expand()));
        f.play(0, new MoveTombToken(MUD_S, MINE_EDGE));
        f.play(0, new MoveTombToken(MUD_S, MINE_EDGE));
        assertEquals("ILLEGAL_MOVE/LAST_TOKEN", f.refused(0, new MoveTombToken(MUD_S, MINE_EDGE)));
        Map<String, Integer> score = score(f.play(0, new FinishTombRedeploy(null)), 0);
        assertEquals(2, score.get("regions"));
        assertEquals(4, f.s.tokens[MINE_EDGE]);
    }

    @Test
    @DisplayName(
            "8.13 and 8.14: Frightened +1 per region with 3+ tokens; Fisher +1 per two coastal regions, Rivers never coastal [U 726]-[U 735]")
    void frightenedAndFisher() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "FRIGHTENED");
        f.put(x, MUD_S, 3);
        f.put(x, MINE_EDGE, 2);
        assertEquals(1, scoreOf(f, x).get("FRIGHTENED"));
        UndergroundFixture g = UndergroundFixture.start();
        RaceState<?> fisher = g.active(0, "KRAKEN", "FISHER");
        g.put(fisher, MINE_EDGE, 1); // coastal
        g.put(fisher, MUD_N, 1); // coastal
        g.put(fisher, 17, 1); // coastal
        g.put(fisher, RIVER_C, 1); // a River: not coastal
        assertEquals(1, scoreOf(g, fisher).get("FISHER"), "3 coastal regions: 1 coin");
    }

    @Test
    @DisplayName(
            "8.15 Royal: the Queen must be placed at the end of the turn; her region is immune [U 737]-[U 740], R-37")
    void royal() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> r = f.active(0, "OGRES", "ROYAL");
        f.put(r, MUD_S, 1);
        f.endOfTurn(r);
        assertEquals("ILLEGAL_MOVE/QUEEN_NOT_PLACED", f.refused(0, new EndTurn(null)));
        f.play(0, new PlaceQueen(MUD_S));
        f.play(0, new EndTurn(null));
        RaceState<?> enemy = f.active(1, "MUMMIES", "STONE");
        f.put(enemy, MINE_EDGE, 1);
        f.conquering(enemy, 10);
        assertEquals("ILLEGAL_MOVE/IMMUNE_REGION", f.refused(1, new Conquer(MUD_S)));
        r.declined = true; // in decline she stays and protects
        assertEquals("ILLEGAL_MOVE/IMMUNE_REGION", f.refused(1, new Conquer(MUD_S)));
    }

    @Test
    @DisplayName(
            "8.16 Reborn: in decline, one or two of its regions go to the active race with a token from the tray [U 742]-[U 745], R-38")
    void reborn() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> old = f.declined(0, "OGRES", "REBORN");
        f.put(old, MUD_S, 1);
        f.put(old, MINE_EDGE, 1);
        f.put(old, 27, 1);
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.conquering(x, 10);
        f.play(0, new Rebirth(MUD_S));
        f.play(0, new Rebirth(MINE_EDGE));
        assertEquals(x.id, f.s.owner[MUD_S]);
        assertEquals(2, x.regions);
        assertEquals("ILLEGAL_MOVE/TOO_LATE", f.refused(0, new Rebirth(27)));
    }

    @Test
    @DisplayName(
            "8.18 Wise: +2 at the end of a turn in decline, the decline turn included; never while active [U 760]-[U 761]")
    void wise() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> w = f.active(0, "OGRES", "WISE");
        f.put(w, MUD_S, 2);
        assertNull(scoreOf(f, w).get("WISE"));
        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        Map<String, Integer> score = score(f.play(0, new Decline()), 0);
        assertEquals(2, score.get("WISE"));
    }

    @Test
    @DisplayName(
            "8.19 Vanishing: on decline every token leaves; 2 coins per region held; the race is gone [U 763]-[U 765], R-39")
    void vanishing() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> v = f.active(0, "OGRES", "VANISHING");
        f.put(v, MUD_S, 2);
        f.put(v, MINE_EDGE, 1);
        f.s.currentSeat = 0;
        f.s.phase = Phase.TURN_START;
        Map<String, Integer> score = score(f.play(0, new Decline()), 0);
        assertEquals(4, score.get("VANISHING"));
        assertEquals(0, score.get("regions"));
        assertEquals(-1, f.s.owner[MUD_S]);
        assertTrue(v.gone);
    }

    @Test
    @DisplayName(
            "8.20 Vampire: replace a lone active token, once per turn per opponent; an Immortal token is lost too [U 767]-[U 774]")
    void vampire() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> prey = f.active(1, "OGRES", "IMMORTAL");
        f.put(prey, MUD_S, 1);
        f.put(prey, 17, 2);
        f.put(prey, 18, 1);
        RaceState<?> v = f.active(0, "MUMMIES", "VAMPIRE");
        f.put(v, MINE_EDGE, 1);
        int tray = f.s.tray[f.g().tray(prey)];
        f.conquering(v, 3);
        assertEquals("ILLEGAL_MOVE/NOT_A_LONE_ACTIVE_TOKEN", f.refused(0, new Vampirize(17)));
        f.play(0, new Vampirize(MUD_S));
        assertEquals(v.id, f.s.owner[MUD_S]);
        assertEquals(tray + 1, f.s.tray[f.g().tray(prey)], "the Immortal token goes to the tray ([U 774])");
        assertEquals("ILLEGAL_MOVE/OPPONENT_ALREADY_VAMPIRIZED", f.refused(0, new Vampirize(18)));
    }

    @Test
    @DisplayName(
            "8.21 Vengeful: whoever conquers one of its owner's regions gets a marker and pays 1 less against him; markers back at the end of his turn [U 776]-[U 781]")
    void vengeful() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> v = f.active(1, "OGRES", "VENGEFUL");
        f.put(v, MUD_S, 1);
        f.put(v, 27, 1);
        RaceState<?> x = f.active(0, "MUMMIES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.put(x, CRYSTAL_EDGE_S, 1);
        f.conquering(x, 10);
        f.play(0, new Conquer(MUD_S));
        assertEquals(1 << 0, f.s.edition.vengeance[1], "seat 0 holds a Vengeance marker of seat 1");
        assertEquals(2 + 1 - 1 - 1, Targets.cost(f.g(), v, CRYSTAL_EDGE_S), "2 + token - Ogres - Vengeful");
        f.endOfTurn(v);
        f.play(1, new EndTurn(null));
        assertEquals(0, f.s.edition.vengeance[1]);
    }

    @Test
    @DisplayName(
            "8.8 Magic: the Bag copies a Relic on the map for the turn and moves with its use [U 681]-[U 685], R-33")
    void magicBag() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> other = f.active(1, "OGRES", "STONE");
        f.put(other, CRYSTAL_EDGE_S, 1);
        f.treasure(Treasures.SWORD, CRYSTAL_EDGE_S);
        RaceState<?> m = f.active(0, "MUMMIES", "MAGIC");
        f.put(m, MINE_EDGE, 1);
        f.conquering(m, 10);
        f.play(0, new ReadyRelic(Treasures.SWORD, true));
        assertEquals(Math.max(1, 2 + 1 - 2), Targets.cost(f.g(), m, MUD_S), "Mummies +1, Sword -2");
        f.play(0, new Conquer(MUD_S));
        assertEquals(MUD_S, f.s.edition.bagAt, "the Bag moved where it was used");
        assertEquals("ILLEGAL_MOVE/RELIC_USED", f.refused(0, new ReadyRelic(Treasures.SWORD, true)));
    }
}
