package io.boardstate.games.smallworld.core.map;

import io.boardstate.engine.Board;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A map as clients get it ({@link Board}): the same facts as the map file, with each region's
 * kind (LAND, WATER or IMPASSABLE) spelled out from the edition's terrains so that a client need
 * not know them.
 */
public final class MapBoards {
    private MapBoards() {}

    public static Board of(SmallWorldMap map, MapVocabulary vocabulary) {
        Map<String, Object> features = new LinkedHashMap<>(map.features());
        Object layout = features.remove("layout");
        if (map.rounds() != null) features.put("rounds", map.rounds());
        List<Board.Region> regions =
                map.regions().stream().map(r -> region(r, vocabulary)).toList();
        boolean drawn = regions.stream().anyMatch(r -> !r.outline().isEmpty());
        return new Board(
                map.id(),
                map.players() == null ? map.id() : map.players() + "-player map",
                map.players() == null ? List.of() : List.of(map.players()),
                map.source(),
                features,
                regions,
                drawn ? drawing(layout, vocabulary) : null);
    }

    /**
     * Map files draw in fractions of a square frame; clients get {@link Board.Drawing#SCALE} units.
     * A map is inferred unless its file says {@code features.layout: printed}.
     */
    private static Board.Drawing drawing(Object layout, MapVocabulary vocabulary) {
        return new Board.Drawing(
                new Board.Box(0, 0, Board.Drawing.SCALE, Board.Drawing.SCALE),
                Board.PRINTED.equals(layout) ? Board.PRINTED : Board.INFERRED,
                vocabulary.legend(),
                List.of());
    }

    private static Board.Region region(Region r, MapVocabulary vocabulary) {
        TerrainDef terrain = vocabulary.terrains().get(vocabulary.terrain(r.terrain()));
        String kind = terrain.impassable() ? "IMPASSABLE" : terrain.water() ? "WATER" : "LAND";
        return new Board.Region(
                String.valueOf(r.id()),
                r.id(),
                r.name(),
                kind,
                r.terrain(),
                r.symbols(),
                r.edge(),
                r.border(),
                r.neighbours().stream().map(String::valueOf).toList(),
                List.of(),
                point(r.at()),
                r.outline().stream().map(MapBoards::point).toList(),
                r.features());
    }

    /** A point of the file (fractions of the frame) in drawing units, rounded to a tenth. */
    private static Board.Point point(Region.Point p) {
        return p == null ? null : new Board.Point(scaled(p.x()), scaled(p.y()));
    }

    private static double scaled(double fraction) {
        return Math.round(fraction * Board.Drawing.SCALE * 10) / 10.0;
    }
}
