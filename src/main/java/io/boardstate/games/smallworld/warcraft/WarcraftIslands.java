package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.DataFiles;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.map.InvalidMapException;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.MapValidator;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The twelve island faces of Small World of Warcraft (1.6, 2.1) and the sets of sizes dealt per
 * player count, read from {@code islands.json} and the face files; and the map of a match,
 * composed from the faces chosen at setup. Islands are never adjacent to each other: the
 * composed map keeps each face's adjacency and adds none.
 */
public final class WarcraftIslands {
    /** One physical board face (e.g. {@code 3B}), loaded and checked. */
    public record Face(String id, int board, String face, String size, SmallWorldMap map) {}

    /** The sizes dealt for a player count (2.1) and the rounds played ([W 137]). */
    public record IslandSet(int players, List<String> sizes, int rounds) {}

    private final Map<String, Face> faces;
    private final Map<Integer, IslandSet> sets;

    private WarcraftIslands(Map<String, Face> faces, Map<Integer, IslandSet> sets) {
        this.faces = faces;
        this.sets = sets;
    }

    /** Loads {@code <directory>/islands.json} and every face it lists; any error names the file and the field. */
    public static WarcraftIslands load(Catalog catalog) {
        String file = catalog.directory() + "/islands.json";
        IslandsFile raw = DataFiles.load(file, IslandsFile.class);
        if (raw == null || raw.faces == null || raw.sets == null)
            throw new IllegalStateException(file + ": needs 'faces' and 'sets'");
        MapLoader loader = faceLoader(catalog);
        Map<String, Face> faces = new LinkedHashMap<>();
        for (int i = 0; i < raw.faces.size(); i++) {
            FaceFile f = raw.faces.get(i);
            String at = file + ": faces[" + i + "]";
            if (f == null || f.board == null || f.face == null || f.size == null || f.file == null)
                throw new IllegalStateException(at + ": needs board, face, size and file");
            if (!List.of("S", "M", "L").contains(f.size))
                throw new IllegalStateException(at + ": size must be S, M or L, not " + f.size);
            if (!List.of("A", "B").contains(f.face))
                throw new IllegalStateException(at + ": face must be A or B, not " + f.face);
            SmallWorldMap map = loader.resource(catalog.directory() + "/" + f.file);
            Object size = map.features().get("size");
            if (!f.size.equals(size))
                throw new InvalidMapException(
                        "map '" + map.id() + "': features.size is " + size + ", islands.json says " + f.size);
            String id = f.board + f.face;
            if (faces.put(id, new Face(id, f.board, f.face, f.size, map)) != null)
                throw new IllegalStateException(at + ": face " + id + " listed twice");
        }
        Map<Integer, IslandSet> sets = new HashMap<>();
        for (SetFile s : raw.sets) {
            if (s == null || s.players == null || s.sizes == null || s.rounds == null)
                throw new IllegalStateException(file + ": sets need players, sizes and rounds");
            sets.put(s.players, new IslandSet(s.players, List.copyOf(s.sizes), s.rounds));
        }
        WarcraftIslands islands = new WarcraftIslands(faces, sets);
        for (IslandSet set : sets.values()) islands.checkSet(catalog, set, file);
        return islands;
    }

    /** A loader for island face files: the family's map checks, then {@link #checkFace}. */
    public static MapLoader faceLoader(Catalog catalog) {
        return new MapLoader(catalog.vocabulary(), map -> checkFace(catalog, map));
    }

    /** 3.2.7: exactly one size icon (where the relic goes) and at least one entry region per face. */
    private static void checkFace(Catalog catalog, SmallWorldMap map) {
        String where = "map '" + map.id() + "'";
        long icons = map.regions().stream().filter(r -> r.has("SIZE_ICON")).count();
        if (icons != 1) MapValidator.fail(where + ": needs exactly one SIZE_ICON region, has " + icons);
        if (map.regions().stream().noneMatch(r -> r.has("ENTRY")))
            MapValidator.fail(where + ": has no ENTRY region, so no race could start on it ([W 217])");
        if (!(map.features().get("size") instanceof String))
            MapValidator.fail(where + ": missing features.size (S, M or L)");
    }

    /**
     * 3.2.7: every island set a count may deal stays within the box: Murloc tokens (15) and
     * Mountains (10). The worst faces of each size are added up, so every deal is covered.
     */
    private void checkSet(Catalog catalog, IslandSet set, String file) {
        Map<String, Long> count = new HashMap<>();
        for (String size : set.sizes()) count.merge(size, 1L, Long::sum);
        for (var e : count.entrySet()) {
            long boards = faces.values().stream()
                    .filter(f -> f.size().equals(e.getKey()))
                    .map(Face::board)
                    .distinct()
                    .count();
            if (boards < e.getValue())
                throw new IllegalStateException(file + ": " + set.players() + " players need " + e.getValue() + " "
                        + e.getKey() + " boards, there are " + boards);
        }
        int murlocs = worst(set, r -> r.has("MURLOC") ? 1 : 0);
        int mountains = worst(set, r -> r.terrain().equals("MOUNTAIN") ? 1 : 0);
        int murlocBox =
                catalog.vocabulary().symbols().get(catalog.symbol("MURLOC")).perMap();
        int mountainBox =
                catalog.vocabulary().terrains().get(catalog.terrain("MOUNTAIN")).perMap();
        if (murlocs > murlocBox)
            throw new IllegalStateException(file + ": " + set.players() + " players may deal " + murlocs
                    + " Murloc regions, the box has " + murlocBox + " Murlocs");
        if (mountains > mountainBox)
            throw new IllegalStateException(file + ": " + set.players() + " players may deal " + mountains
                    + " Mountains, the box has " + mountainBox);
    }

    /** The largest sum over a set: for each size, its boards' worst faces, as many boards as the set deals. */
    private int worst(IslandSet set, java.util.function.ToIntFunction<Region> per) {
        int total = 0;
        Map<String, Long> count = new HashMap<>();
        for (String size : set.sizes()) count.merge(size, 1L, Long::sum);
        for (var e : count.entrySet()) {
            Map<Integer, Integer> perBoard = new HashMap<>();
            for (Face f : faces.values()) {
                if (!f.size().equals(e.getKey())) continue;
                int n = f.map().regions().stream().mapToInt(per).sum();
                perBoard.merge(f.board(), n, Math::max);
            }
            total += perBoard.values().stream()
                    .sorted(java.util.Comparator.reverseOrder())
                    .limit(e.getValue())
                    .mapToInt(Integer::intValue)
                    .sum();
        }
        return total;
    }

    public Face face(String id) {
        Face f = faces.get(id);
        if (f == null) throw new IllegalArgumentException("no island face " + id);
        return f;
    }

    public List<Face> faces() {
        return List.copyOf(faces.values());
    }

    /** The set for a player count, or null. */
    public IslandSet set(int players) {
        return sets.get(players);
    }

    /** Board numbers of a size, ascending. */
    public List<Integer> boards(String size) {
        return faces.values().stream()
                .filter(f -> f.size().equals(size))
                .map(Face::board)
                .distinct()
                .sorted()
                .toList();
    }

    /**
     * The map of a match: the faces in the order dealt, region ids renumbered island by island;
     * each region's {@code features} name its {@code island} (0-based, in that order) and its
     * {@code face}, and its name is the face and the region's number on it (e.g. {@code 3B-4}).
     */
    public SmallWorldMap compose(List<String> faceIds) {
        List<Region> regions = new ArrayList<>();
        List<Object> islands = new ArrayList<>();
        int offset = 0;
        for (int island = 0; island < faceIds.size(); island++) {
            Face f = face(faceIds.get(island));
            for (Region r : f.map().regions()) {
                int shift = offset;
                regions.add(new Region(
                        r.id() + shift,
                        f.id() + "-" + r.id(),
                        r.terrain(),
                        r.symbols(),
                        r.edge(),
                        r.border(),
                        r.neighbours().stream().map(n -> n + shift).toList(),
                        r.at(),
                        Map.of("island", island, "face", f.id()),
                        r.outline()));
            }
            islands.add(Map.of(
                    "face",
                    f.id(),
                    "size",
                    f.size(),
                    "first",
                    offset,
                    "regions",
                    f.map().size()));
            offset += f.map().size();
        }
        String id = "islands-" + String.join("-", faceIds);
        return new SmallWorldMap(
                id,
                faceIds.size(),
                null,
                "composed at setup from the island faces " + faceIds + " (R-1, R-7)",
                Map.of("islands", islands),
                regions);
    }

    private record IslandsFile(String source, List<FaceFile> faces, List<SetFile> sets) {}

    private record FaceFile(Integer board, String face, String size, String file) {}

    private record SetFile(Integer players, List<String> sizes, Integer rounds) {}
}
