package io.boardstate.games.smallworld.core.map;

import io.boardstate.games.DataFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads map files (format: {@code smallworld/README.md}) with Jackson into records and validates
 * them against an edition's vocabulary ({@link MapValidator}) and its own checks. Every failure
 * is an {@link InvalidMapException} naming the map, the region and the field.
 */
public final class MapLoader {
    /** Edition-specific checks run after the generic ones; throw via {@link MapValidator#fail}. */
    @FunctionalInterface
    public interface MapCheck {
        void check(SmallWorldMap map);
    }

    private final MapVocabulary vocabulary;
    private final MapCheck editionCheck;

    public MapLoader(MapVocabulary vocabulary, MapCheck editionCheck) {
        this.vocabulary = vocabulary;
        this.editionCheck = editionCheck;
    }

    /** A map from the classpath, e.g. {@code smallworld/base/maps/2-players.json}. */
    public SmallWorldMap resource(String path) {
        String text = DataFiles.resource(path);
        if (text == null) throw new InvalidMapException("map resource not found on the classpath: " + path);
        return parse(text, path);
    }

    /** A map from a file (UTF-8). */
    public SmallWorldMap file(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map file " + file, e);
        }
    }

    /** Parses and validates map text; {@code origin} names it in messages until its id is known. */
    public SmallWorldMap parse(String json, String origin) {
        MapFile raw = DataFiles.read(json, MapFile.class, origin, InvalidMapException::new);
        if (raw == null) throw new InvalidMapException(origin + ": the file must hold a JSON object");
        SmallWorldMap map = MapValidator.validate(toModel(raw, origin), vocabulary);
        editionCheck.check(map);
        return map;
    }

    private static SmallWorldMap toModel(MapFile raw, String origin) {
        String where = raw.id == null ? origin : "map '" + raw.id + "'";
        require(raw.id != null && !raw.id.isBlank(), origin + ": missing field 'id'");
        require(raw.source != null && !raw.source.isBlank(), where + ": missing field 'source'");
        require(raw.regions != null, where + ": missing field 'regions'");
        List<Region> regions = new ArrayList<>(raw.regions.size());
        for (int i = 0; i < raw.regions.size(); i++) {
            RegionFile r = raw.regions.get(i);
            String at = where + ": regions[" + i + "]";
            require(r != null, at + " must be an object");
            require(r.id != null, at + ": missing field 'id'");
            require(r.terrain != null, at + ": missing field 'terrain'");
            require(r.neighbours != null, at + ": missing field 'neighbours'");
            require(r.symbols == null || r.symbols.stream().allMatch(s -> s != null), at + ": null symbol");
            require(r.neighbours.stream().allMatch(n -> n != null), at + ": null neighbour");
            require(r.outline == null || r.outline.stream().allMatch(p -> p != null), at + ": null outline point");
            regions.add(new Region(
                    r.id,
                    r.name,
                    r.terrain,
                    r.symbols == null ? List.of() : r.symbols,
                    r.edge,
                    r.border,
                    r.neighbours,
                    r.at,
                    r.features,
                    r.outline));
        }
        return new SmallWorldMap(raw.id, raw.players, raw.rounds, raw.source, raw.features, regions);
    }

    private static void require(boolean ok, String message) {
        if (!ok) throw new InvalidMapException(message);
    }

    /** The file as written; every field nullable so that a missing one gets a clear message. */
    private record MapFile(
            String id,
            Integer players,
            Integer rounds,
            String source,
            Map<String, Object> features,
            List<RegionFile> regions) {}

    private record RegionFile(
            Integer id,
            String name,
            String terrain,
            List<String> symbols,
            Boolean edge,
            Boolean border,
            List<Integer> neighbours,
            Region.Point at,
            Map<String, Object> features,
            List<Region.Point> outline) {}
}
