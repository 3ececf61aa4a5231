package io.boardstate.games.smallworld.map;

import java.util.List;
import java.util.Set;

/**
 * One region of a Small World map.
 *
 * @param id 0-based index into {@link SmallWorldMap#regions()}
 * @param terrain its terrain
 * @param symbols mine, cavern, magic source
 * @param lostTribe a Lost Tribe token starts here
 * @param border on the map border in the rulebook's sense (a first conquest may enter here)
 * @param neighbours ids of adjacent regions, ascending
 */
public record Region(
        int id,
        Terrain terrain,
        Set<RegionSymbol> symbols,
        boolean lostTribe,
        boolean border,
        List<Integer> neighbours) {
    public Region {
        symbols = Set.copyOf(symbols);
        neighbours = List.copyOf(neighbours);
    }

    public boolean has(RegionSymbol symbol) {
        return symbols.contains(symbol);
    }

    public boolean isWater() {
        return terrain.isWater();
    }
}
