package io.boardstate.games.smallworld.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class SmallWorldMapsTest {
  @Test
  void bundledMapsLoad() {
    int[] regions = {0, 0, 23, 30, 39, 48};
    int[] rounds = {0, 0, 10, 10, 9, 8};
    for (int players = 2; players <= 5; players++) {
      SmallWorldMap map = SmallWorldMaps.forPlayers(players);
      assertEquals(players + "-players", map.id());
      assertEquals(players, map.players());
      assertEquals(rounds[players], map.rounds());
      assertEquals(regions[players], map.size());
      assertSame(map, SmallWorldMaps.forPlayers(players));
    }
  }
}
