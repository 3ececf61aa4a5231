package io.boardstate.games.smallworld.core.map;

import java.util.List;
import java.util.Map;

/**
 * One region of a map, as published to clients.
 *
 * @param id 0-based index into {@link SmallWorldMap#regions()}
 * @param name optional display name or the id used by a source transcription, else null
 * @param terrain one of the edition's terrains
 * @param symbols symbols printed on the region (mine, cavern, Lost Tribe, ...), in file order
 * @param edge touches the physical edge of the board; null when the source does not say
 * @param border where a race may make its first conquest, in the rulebook's sense (base 4.2
 *     item 7: the edge or the shore of a Sea at the edge); null when the edition does not use it
 * @param neighbours ids of adjacent regions, ascending
 * @param at optional drawing anchor (label position), else null
 * @param features edition extension slot (e.g. Warcraft islands), JSON values; empty if none
 * @param outline optional drawing outline (a simple polygon, in the units of {@code at}); empty if none
 */
public record Region(
        int id,
        String name,
        String terrain,
        List<String> symbols,
        Boolean edge,
        Boolean border,
        List<Integer> neighbours,
        Point at,
        Map<String, Object> features,
        List<Point> outline) {
    public Region {
        symbols = List.copyOf(symbols);
        neighbours = List.copyOf(neighbours);
        features = features == null ? Map.of() : Map.copyOf(features);
        outline = outline == null ? List.of() : List.copyOf(outline);
    }

    public boolean isEdge() {
        return Boolean.TRUE.equals(edge);
    }

    public boolean isBorder() {
        return Boolean.TRUE.equals(border);
    }

    public boolean has(String symbol) {
        return symbols.contains(symbol);
    }

    /** A drawing position in the map's own units (e.g. fractions of the board's width and height). */
    public record Point(double x, double y) {}
}
