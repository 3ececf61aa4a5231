package io.boardstate.games.smallworld.core.map;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks every edition's maps pass: ids {@code 0..n-1} in order, terrains and symbols from
 * the edition's vocabulary (symbols only on the terrains they allow, not repeated), neighbours
 * in range, not the region itself, not repeated, symmetric and sorted on output; the box limits
 * of terrains and symbols; the whole graph connected and its land (not water, not impassable)
 * connected without crossing anything else. Edition-specific checks run afterwards.
 */
public final class MapValidator {
    private MapValidator() {}

    static SmallWorldMap validate(SmallWorldMap map, MapVocabulary vocabulary) {
        String where = "map '" + map.id() + "'";
        int n = map.size();
        if (n == 0) fail(where + ": has no regions");
        Map<String, Integer> terrainIndex = vocabulary.terrainIndex();
        List<Region> sorted = new ArrayList<>(n);
        for (int index = 0; index < n; index++) {
            Region r = map.region(index);
            if (r.id() != index) {
                fail(where + ": regions[" + index + "]: region id " + r.id() + " out of order, expected " + index
                        + " (ids are 0.." + (n - 1) + " in order)");
            }
            String self = where + ": region " + r.id();
            Integer terrain = terrainIndex.get(r.terrain());
            if (terrain == null) {
                fail(self + ": unknown terrain '" + r.terrain() + "', expected one of " + vocabulary.terrainIds());
            }
            Set<String> seen = new HashSet<>();
            for (String symbol : r.symbols()) {
                int s = vocabulary.symbol(symbol);
                if (s < 0) fail(self + ": unknown symbol '" + symbol + "', expected one of " + vocabulary.symbolIds());
                if (!seen.add(symbol)) fail(self + ": symbol " + symbol + " listed twice");
                List<String> allowed = vocabulary.symbols().get(s).terrains();
                if (!allowed.isEmpty() && !allowed.contains(r.terrain())) {
                    fail(self + ": symbol " + symbol + " cannot be on " + r.terrain() + " (only on " + allowed + ")");
                }
            }
            Set<Integer> neighbours = new HashSet<>();
            for (int other : r.neighbours()) {
                if (other < 0 || other >= n) fail(self + ": neighbour " + other + " out of range 0.." + (n - 1));
                if (other == r.id()) fail(self + ": lists itself as a neighbour");
                if (!neighbours.add(other)) fail(self + ": neighbour " + other + " listed twice");
            }
            if (neighbours.isEmpty()) fail(self + ": has no neighbours");
            checkOutline(r, self);
            sorted.add(new Region(
                    r.id(),
                    r.name(),
                    r.terrain(),
                    r.symbols(),
                    r.edge(),
                    r.border(),
                    r.neighbours().stream().sorted().toList(),
                    r.at(),
                    r.features(),
                    r.outline()));
        }
        SmallWorldMap out =
                new SmallWorldMap(map.id(), map.players(), map.rounds(), map.source(), map.features(), sorted);
        checkSymmetric(out, where);
        checkDrawing(out, where);
        checkLimits(out, vocabulary, where);
        checkConnected(out, vocabulary, where);
        return out;
    }

    /**
     * A drawing outline, when given, is a polygon: at least 3 distinct points with finite
     * coordinates, in fractions of the frame (0..1) like the anchor.
     */
    private static void checkOutline(Region r, String self) {
        if (r.at() != null && !inFrame(r.at())) fail(self + ": field 'at' must lie in the frame (0..1)");
        if (r.outline().isEmpty()) return;
        if (r.outline().size() < 3) fail(self + ": field 'outline' needs at least 3 points");
        if (new HashSet<>(r.outline()).size() != r.outline().size()) {
            fail(self + ": field 'outline' repeats a point");
        }
        for (Region.Point p : r.outline()) {
            if (!Double.isFinite(p.x()) || !Double.isFinite(p.y())) fail(self + ": field 'outline' has a bad point");
            if (!inFrame(p)) fail(self + ": field 'outline' leaves the frame (0..1)");
        }
    }

    private static boolean inFrame(Region.Point p) {
        return p.x() >= 0 && p.x() <= 1 && p.y() >= 0 && p.y() <= 1;
    }

    /** {@code features.layout}, when given, names a layout. */
    private static void checkDrawing(SmallWorldMap map, String where) {
        Object layout = map.features().get("layout");
        if (layout != null && !List.of("printed", "inferred").contains(layout))
            fail(where + ": features.layout must be printed or inferred, not " + layout);
    }

    /** Throws the exception every map check uses. */
    public static void fail(String message) {
        throw new InvalidMapException(message);
    }

    private static void checkSymmetric(SmallWorldMap map, String where) {
        for (Region r : map.regions()) {
            for (int other : r.neighbours()) {
                if (!map.region(other).neighbours().contains(r.id())) {
                    fail(where + ": asymmetric adjacency: region " + r.id() + " lists " + other
                            + " as a neighbour, but region " + other + " does not list " + r.id());
                }
            }
        }
    }

    private static void checkLimits(SmallWorldMap map, MapVocabulary vocabulary, String where) {
        for (TerrainDef t : vocabulary.terrains()) {
            if (t.perMap() == null) continue;
            long count = map.regions().stream()
                    .filter(r -> r.terrain().equals(t.id()))
                    .count();
            if (count > t.perMap()) {
                fail(where + ": has " + count + " " + t.id() + " regions, but the box has markers for only "
                        + t.perMap());
            }
        }
        for (SymbolDef s : vocabulary.symbols()) {
            if (s.perMap() == null) continue;
            long count = map.regions().stream().filter(r -> r.has(s.id())).count();
            if (count > s.perMap()) {
                fail(where + ": has " + count + " regions with symbol " + s.id() + ", but the box has only "
                        + s.perMap());
            }
        }
    }

    /**
     * The whole region graph must be connected, and so must the land regions on their own: land
     * reachable only across water would be cut off for most races. A dropped neighbour usually
     * breaks one of the two.
     */
    private static void checkConnected(SmallWorldMap map, MapVocabulary vocabulary, String where) {
        boolean[] land = new boolean[map.size()];
        for (Region r : map.regions()) {
            TerrainDef t = vocabulary.terrains().get(vocabulary.terrain(r.terrain()));
            land[r.id()] = !t.water() && !t.impassable();
        }
        List<Integer> cut = outsideLargestComponent(map, null);
        if (!cut.isEmpty()) {
            fail(where + ": regions " + cut
                    + " are cut off from the rest of the map: the region graph is not connected");
        }
        cut = outsideLargestComponent(map, land);
        if (!cut.isEmpty()) {
            fail(where + ": land regions " + cut
                    + " cannot be reached from the other land regions without crossing water");
        }
    }

    /** Regions (of {@code only}, if given) outside the largest connected component. */
    private static List<Integer> outsideLargestComponent(SmallWorldMap map, boolean[] only) {
        int[] component = new int[map.size()];
        Arrays.fill(component, -1);
        List<Integer> sizes = new ArrayList<>();
        for (Region start : map.regions()) {
            if (component[start.id()] >= 0 || (only != null && !only[start.id()])) continue;
            int label = sizes.size();
            int size = 0;
            Deque<Integer> queue = new ArrayDeque<>(List.of(start.id()));
            component[start.id()] = label;
            while (!queue.isEmpty()) {
                size++;
                for (int next : map.region(queue.poll()).neighbours()) {
                    if (component[next] < 0 && (only == null || only[next])) {
                        component[next] = label;
                        queue.add(next);
                    }
                }
            }
            sizes.add(size);
        }
        int largest = sizes.isEmpty()
                ? -1
                : sizes.indexOf(sizes.stream().max(Integer::compare).orElseThrow());
        List<Integer> outside = new ArrayList<>();
        for (int id = 0; id < component.length; id++) {
            if (component[id] >= 0 && component[id] != largest) outside.add(id);
        }
        return outside;
    }
}
