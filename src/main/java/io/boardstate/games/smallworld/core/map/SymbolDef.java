package io.boardstate.games.smallworld.core.map;

import java.util.List;

/**
 * A symbol printed on regions (edition.json {@code symbols}).
 *
 * @param id the name map files use, e.g. {@code MINE}
 * @param natives neutral tokens put on a region with this symbol at setup (base: 1 Lost Tribe;
 *     Underground: 2 Monsters; Warcraft: 1 Murloc); they defend +1 each and leave the game when
 *     the region is conquered
 * @param perMap most regions with this symbol a map may have, or null
 * @param terrains the terrains the symbol may appear on; empty = any
 */
public record SymbolDef(String id, int natives, Integer perMap, List<String> terrains) {
    public SymbolDef {
        terrains = List.copyOf(terrains);
    }
}
