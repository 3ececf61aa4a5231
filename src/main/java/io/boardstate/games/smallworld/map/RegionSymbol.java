package io.boardstate.games.smallworld.map;

/** Symbols printed on a region that races and powers refer to. */
public enum RegionSymbol {
    MINE,
    CAVERN,
    MAGIC_SOURCE
}
