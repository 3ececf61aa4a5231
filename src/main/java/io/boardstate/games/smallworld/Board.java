package io.boardstate.games.smallworld;

import io.boardstate.games.smallworld.map.Region;
import io.boardstate.games.smallworld.map.RegionSymbol;
import io.boardstate.games.smallworld.map.SmallWorldMap;
import io.boardstate.games.smallworld.map.Terrain;

/** A map turned into bit masks and flags for fast rule checks (spec 6.3). At most 64 regions. */
final class Board {
    final SmallWorldMap map;
    final int size;
    final long[] adjacent;
    final Terrain[] terrain;
    final boolean[] water;
    final boolean[] border;
    /** Land region bordering a Sea or Lake. */
    final boolean[] coastal;

    final boolean[] mountain;
    final boolean[] mine;
    final boolean[] cavern;
    final boolean[] magic;
    final long mountainMask;
    final long cavernMask;

    Board(SmallWorldMap map) {
        if (map.size() > 64) throw new IllegalArgumentException("at most 64 regions are supported: " + map.id());
        this.map = map;
        size = map.size();
        adjacent = new long[size];
        terrain = new Terrain[size];
        water = new boolean[size];
        border = new boolean[size];
        coastal = new boolean[size];
        mountain = new boolean[size];
        mine = new boolean[size];
        cavern = new boolean[size];
        magic = new boolean[size];
        long mountains = 0;
        long caverns = 0;
        for (Region r : map.regions()) {
            int id = r.id();
            if (id != map.regions().indexOf(r)) throw new IllegalArgumentException("region ids must equal their index");
            terrain[id] = r.terrain();
            water[id] = r.isWater();
            border[id] = r.border();
            mountain[id] = r.terrain() == Terrain.MOUNTAIN;
            mine[id] = r.has(RegionSymbol.MINE);
            cavern[id] = r.has(RegionSymbol.CAVERN);
            magic[id] = r.has(RegionSymbol.MAGIC_SOURCE);
            for (int n : r.neighbours()) adjacent[id] |= 1L << n;
            if (mountain[id]) mountains |= 1L << id;
            if (cavern[id]) caverns |= 1L << id;
        }
        for (Region r : map.regions()) {
            if (r.isWater()) continue;
            for (int n : r.neighbours()) if (water[n]) coastal[r.id()] = true;
        }
        mountainMask = mountains;
        cavernMask = caverns;
    }
}
