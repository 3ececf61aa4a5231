package io.boardstate.games.smallworld.core.map;

import io.boardstate.engine.Board;

/**
 * A validated map turned into arrays for fast rule checks (region predicates of base spec 6.3,
 * Underground 4.3): terrain and symbol lookups by index, neighbour lists, and the flags every
 * edition's rules ask about. Immutable; shared by all matches on the map.
 */
public final class MapIndex {
    public final SmallWorldMap map;
    public final MapVocabulary vocabulary;
    public final int size;
    /** Neighbour ids of every region, ascending. */
    public final int[][] neighbours;
    /** Terrain of every region, as an index into {@link MapVocabulary#terrains()}. */
    public final int[] terrain;

    public final boolean[] water;
    public final boolean[] impassable;
    public final boolean[] border;
    public final boolean[] edge;
    /** A land region bordering a coast terrain (base: a Sea or the Lake, R-35; Underground: a River region). */
    public final boolean[] coastal;
    /** What the terrain adds to the cost of a conquest (base: Mountain +1). */
    public final int[] defence;
    /** Neutral tokens (Lost Tribes, Monsters, Murlocs) on the region at setup. */
    public final int[] natives;

    /**
     * Neighbours of every region as a bit mask (bit n for region n), with the impassable and water
     * regions as masks, so that a race's reach is a few ORs; null and 0 on maps of more than 64 regions.
     */
    public final long[] neighbourMask;

    public final long impassableMask, waterMask;

    private final boolean[][] symbols;
    private final boolean[][] adjacent;
    private volatile Board board;

    public MapIndex(SmallWorldMap map, MapVocabulary vocabulary) {
        this.map = map;
        this.vocabulary = vocabulary;
        size = map.size();
        neighbours = new int[size][];
        terrain = new int[size];
        water = new boolean[size];
        impassable = new boolean[size];
        border = new boolean[size];
        edge = new boolean[size];
        coastal = new boolean[size];
        defence = new int[size];
        natives = new int[size];
        symbols = new boolean[vocabulary.symbols().size()][size];
        adjacent = new boolean[size][size];
        for (Region r : map.regions()) {
            int id = r.id();
            terrain[id] = vocabulary.terrain(r.terrain());
            if (terrain[id] < 0) throw new InvalidMapException("unknown terrain " + r.terrain() + " in " + map.id());
            TerrainDef t = vocabulary.terrains().get(terrain[id]);
            water[id] = t.water();
            impassable[id] = t.impassable();
            defence[id] = t.defence();
            border[id] = r.isBorder();
            edge[id] = r.isEdge();
            for (String symbol : r.symbols()) {
                int s = vocabulary.symbol(symbol);
                symbols[s][id] = true;
                natives[id] += vocabulary.symbols().get(s).natives();
            }
            neighbours[id] = r.neighbours().stream().mapToInt(Integer::intValue).toArray();
            for (int n : neighbours[id]) adjacent[id][n] = true;
        }
        boolean masked = size <= Long.SIZE;
        neighbourMask = masked ? new long[size] : null;
        long impassables = 0, waters = 0;
        for (int id = 0; masked && id < size; id++) {
            for (int n : neighbours[id]) neighbourMask[id] |= 1L << n;
            if (impassable[id]) impassables |= 1L << id;
            if (water[id]) waters |= 1L << id;
        }
        impassableMask = impassables;
        waterMask = waters;
        for (Region r : map.regions()) {
            // a coast terrain is never coastal itself (Underground 4.3: not the River regions)
            if (water[r.id()] || impassable[r.id()] || vocabulary.coast().contains(r.terrain())) continue;
            for (int n : neighbours[r.id()]) {
                if (vocabulary.coast().contains(map.region(n).terrain())) coastal[r.id()] = true;
            }
        }
    }

    public boolean has(int region, int symbol) {
        return symbols[symbol][region];
    }

    public boolean adjacent(int a, int b) {
        return adjacent[a][b];
    }

    public boolean valid(int region) {
        return region >= 0 && region < size;
    }

    /** The map as clients get it, built once. */
    public Board board() {
        Board b = board;
        if (b == null) board = b = MapBoards.of(map, vocabulary);
        return b;
    }

    public String terrainId(int region) {
        return vocabulary.terrains().get(terrain[region]).id();
    }
}
