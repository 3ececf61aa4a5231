package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundEvent.UndergroundStarted;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setup, the map rules of spec 4, conquest (6), options (12.6) and secrets (10.6). */
class UndergroundRulesTest {

    @Test
    @DisplayName(
            "2.2: 2 Monsters on every Monster region, as many face-down treasures drawn, 5 coins each, 6 combos [U 94]-[U 110]")
    void setup() {
        Map<String, Object> o = new HashMap<>(Setup.defaults(RULESET.info()));
        for (int players = 2; players <= 5; players++) {
            Decision.Accepted<SmallWorldEvent> d = (Decision.Accepted<SmallWorldEvent>)
                    RULESET.setup(new MatchSetup(players, o), Rng.forVersion(players, 0));
            UndergroundState s =
                    (UndergroundState) RULESET.apply(null, d.events().getFirst());
            int monsterRegions = 0;
            for (int n : s.natives) if (n > 0) monsterRegions++;
            assertTrue(monsterRegions > 0);
            for (int n : s.natives) assertTrue(n == 0 || n == 2);
            assertEquals(
                    monsterRegions,
                    ((UndergroundStarted) d.events().getFirst()).treasureStack().size());
            for (int c : s.coins) assertEquals(5, c);
            assertEquals(6, s.marketRaces.size());
        }
    }

    @Test
    @DisplayName(
            "4.4, 6.2: the first conquest is at the edge, the two edge Rivers included; Chasms are never entered [U 231]-[U 249]")
    void entriesAndChasms() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.conquering(x, 10);
        assertTrue(f.legal(0, new Conquer(RIVER_EDGE_N)));
        assertTrue(f.legal(0, new Conquer(RIVER_EDGE_S)));
        assertEquals("ILLEGAL_MOVE/NOT_ON_BORDER", f.refused(0, new Conquer(RIVER_C)));
        assertEquals("ILLEGAL_MOVE/IMPASSABLE_REGION", f.refused(0, new Conquer(CHASM_NE)));
        f.terrain(BLACK_N, "BLACK_MOUNTAIN");
        RaceState<?> y = f.active(1, "MUMMIES", "STONE");
        assertEquals(2 + 1 + 1, Targets.cost(f.g(), y, BLACK_N), "Black Mountain +1, Mummies +1 ([U 238])");
    }

    @Test
    @DisplayName("R-7 option: an occupied River costs 1 + defenders, or 2 + defenders with occupiedRiverBase 2")
    void occupiedRiver() {
        UndergroundFixture one = UndergroundFixture.start();
        RaceState<?> k = one.active(1, "KRAKEN", "STONE");
        one.put(k, RIVER_C, 2);
        RaceState<?> x = one.active(0, "MUMMIES", "STONE");
        assertEquals(1 + 2 + 1, Targets.cost(one.g(), x, RIVER_C));
        UndergroundFixture two = UndergroundFixture.start(Map.of("occupiedRiverBase", 2));
        RaceState<?> k2 = two.active(1, "KRAKEN", "STONE");
        two.put(k2, RIVER_C, 2);
        RaceState<?> x2 = two.active(0, "MUMMIES", "STONE");
        assertEquals(2 + 2 + 1, Targets.cost(two.g(), x2, RIVER_C));
        Map<String, Object> bad = new HashMap<>(Setup.defaults(RULESET.info()));
        bad.put("occupiedRiverBase", 3);
        assertTrue(RULESET.setup(new MatchSetup(2, bad), Rng.forVersion(1, 0)) instanceof Decision.Rejected);
    }

    @Test
    @DisplayName(
            "6.6, R-6: the final conquest needs at least one token and a region at most 3 tokens out of reach; conquests end either way [U 297]-[U 308]")
    void finalConquest() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = f.active(1, "OGRES", "STONE");
        f.put(d, MUD_S, 4); // costs 6
        f.put(d, 17, 1); // costs 3
        RaceState<?> x = f.active(0, "KRAKEN", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.conquering(x, 2);
        assertEquals("ILLEGAL_MOVE/TOO_STRONG_FOR_DIE", f.refused(0, new ConquerWithDie(MUD_S)));
        assertEquals("ILLEGAL_MOVE/DIE_NOT_NEEDED", f.refused(0, new ConquerWithDie(RIVER_EDGE_N)));
        f.play(0, new ConquerWithDie(17));
        assertTrue(f.s.conquestEnded || f.s.phase != io.boardstate.games.smallworld.core.Phase.CONQUEST);
    }

    @Test
    @DisplayName(
            "10.6: coins are secret until the end in views; the face-down treasures are never shown [U 344]-[U 345], R-11")
    void secrets() {
        UndergroundFixture f = UndergroundFixture.start();
        f.s.edition.stack.addAll(List.of(Treasures.KEEP, Treasures.ORB));
        @SuppressWarnings("unchecked")
        Map<String, Object> view = (Map<String, Object>) io.boardstate.match.support.EngineCodec.MAPPER.convertValue(
                RULESET.view(f.s, Viewer.seat(0)), Map.class);
        String json = view.toString();
        assertTrue(!json.contains(Treasures.KEEP) && !json.contains(Treasures.ORB), "no face-down treasure in a view");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> players = (List<Map<String, Object>>) view.get("players");
        assertEquals(5, players.get(0).get("coins"));
        assertNull(players.get(1).get("coins"));
    }
}
