package io.boardstate.games.smallworld.core.map;

import io.boardstate.engine.Board;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The terrains and symbols an edition's maps may use, with their rule numbers; {@code coast}
 * lists the terrains whose land neighbours are coastal (base: Sea and Lake, R-35; Underground:
 * River regions, 4.3); {@code legend} names and colours them for drawing (the edition's
 * {@code legend.json}; empty when it has none).
 */
public record MapVocabulary(
        List<TerrainDef> terrains, List<SymbolDef> symbols, List<String> coast, List<Board.LegendEntry> legend) {
    public MapVocabulary {
        terrains = List.copyOf(terrains);
        symbols = List.copyOf(symbols);
        coast = List.copyOf(coast);
        legend = List.copyOf(legend);
    }

    /** A vocabulary without a legend (maps drawn by nobody: tools, tests). */
    public MapVocabulary(List<TerrainDef> terrains, List<SymbolDef> symbols, List<String> coast) {
        this(terrains, symbols, coast, List.of());
    }

    /** Index of a terrain id, -1 when unknown. */
    public int terrain(String id) {
        return indexOf(terrains.stream().map(TerrainDef::id).toList(), id);
    }

    /** Index of a symbol id, -1 when unknown. */
    public int symbol(String id) {
        return indexOf(symbols.stream().map(SymbolDef::id).toList(), id);
    }

    public List<String> terrainIds() {
        return terrains.stream().map(TerrainDef::id).toList();
    }

    public List<String> symbolIds() {
        return symbols.stream().map(SymbolDef::id).toList();
    }

    /** The terrain index of every terrain id, for lookups in loops. */
    Map<String, Integer> terrainIndex() {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < terrains.size(); i++) index.put(terrains.get(i).id(), i);
        return index;
    }

    private static int indexOf(List<String> ids, String id) {
        return ids.indexOf(id);
    }
}
