package io.boardstate.games.smallworld.map;

/** Terrain of a Small World region. Seas and the Lake are water; everything else is land. */
public enum Terrain {
    FARMLAND,
    FOREST,
    HILL,
    SWAMP,
    MOUNTAIN,
    SEA,
    LAKE;

    public boolean isWater() {
        return this == SEA || this == LAKE;
    }
}
