package io.boardstate.games.smallworld.core.map;

/**
 * A terrain of an edition (edition.json {@code terrains}).
 *
 * @param id the name map files use, e.g. {@code MOUNTAIN}
 * @param water not conquerable unless a race or power allows it (base: Seas and the Lake, 4.11)
 * @param impassable never conquered, entered or crossed (Underground: Abysmal Chasms)
 * @param defence added to the cost of conquering a region of this terrain (base: Mountain +1;
 *     Underground: River -1, so 1 instead of 2)
 * @param perMap most regions of this terrain a map may have (markers in the box), or null
 */
public record TerrainDef(String id, boolean water, boolean impassable, int defence, Integer perMap) {}
