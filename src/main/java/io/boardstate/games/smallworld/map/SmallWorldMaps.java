package io.boardstate.games.smallworld.map;

import io.boardstate.engine.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Loads and validates Small World map data files (format: {@code
 * src/main/resources/smallworld/maps/README.md}). Bundled boards live on the classpath under
 * {@code smallworld/maps/<players>-players.json}; replacing such a file replaces the board.
 */
public final class SmallWorldMaps {
    /** Classpath folder of the bundled boards. */
    public static final String RESOURCE_DIR = "smallworld/maps/";

    /** Regions per published map, by player count (spec 2.1). */
    private static final Map<Integer, Integer> REGION_COUNT = Map.of(2, 23, 3, 30, 4, 39, 5, 48);

    // Box limits (spec 1.1, 6.6): one Mountain marker per Mountain region, one Lost Tribe token per symbol.
    private static final int MOUNTAIN_MARKERS = 9;
    private static final int LOST_TRIBE_TOKENS = 18;
    // The Game Turn track ends on the 8th, 9th or 10th round depending on the map (spec 2.1).
    private static final int MIN_ROUNDS = 8;
    private static final int MAX_ROUNDS = 10;

    private static final Set<String> MAP_FIELDS = Set.of("id", "players", "rounds", "source", "regions");
    private static final Set<String> REGION_FIELDS =
            Set.of("id", "terrain", "symbols", "lostTribe", "edge", "border", "neighbours");

    private static final ConcurrentHashMap<Integer, SmallWorldMap> BUNDLED = new ConcurrentHashMap<>();

    private SmallWorldMaps() {}

    /**
     * The bundled map for a player count (2–5). Loaded once and shared: maps are immutable. A
     * broken bundled file throws every time (nothing is cached), so a fix needs no restart logic.
     */
    public static SmallWorldMap forPlayers(int players) {
        if (!REGION_COUNT.containsKey(players)) {
            throw new IllegalArgumentException("Small World is played by 2 to 5 players, not " + players);
        }
        return BUNDLED.computeIfAbsent(players, p -> {
            SmallWorldMap map = load(RESOURCE_DIR + p + "-players.json");
            if (map.players() != p) {
                throw new InvalidMapException("map '" + map.id() + "': bundled as the " + p
                        + "-player map but declares players " + map.players());
            }
            return map;
        });
    }

    /** Loads and validates a board from the classpath, e.g. {@code smallworld/maps/4-players.json}. */
    public static SmallWorldMap load(String resourcePath) {
        String path = resourcePath.startsWith("/") ? resourcePath.substring(1) : resourcePath;
        // Quarkus serves application resources through the context class loader; plain JUnit through ours.
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        InputStream in = context == null ? null : context.getResourceAsStream(path);
        if (in == null) in = SmallWorldMaps.class.getClassLoader().getResourceAsStream(path);
        if (in == null) throw new InvalidMapException("map resource not found on the classpath: " + path);
        try (InputStream stream = in) {
            return parse(new String(stream.readAllBytes(), StandardCharsets.UTF_8), path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map resource " + path, e);
        }
    }

    /** Loads and validates a board from a file (UTF-8). */
    public static SmallWorldMap load(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map file " + file, e);
        }
    }

    /** Parses and validates a board; throws {@link InvalidMapException} naming the fault. */
    public static SmallWorldMap parse(String json) {
        return parse(json, "map text");
    }

    private static SmallWorldMap parse(String json, String origin) {
        Object root;
        try {
            root = Json.parse(json);
        } catch (Json.ParseException e) {
            throw new InvalidMapException(origin + ": not valid JSON: " + e.getMessage(), e);
        }
        return new Reader(origin).map(root);
    }

    /** One validation pass; {@code where} prefixes every message with the map being read. */
    private static final class Reader {
        private static final String TOP = "";

        private String where;

        Reader(String origin) {
            this.where = origin;
        }

        SmallWorldMap map(Object root) {
            Map<String, Object> top = object(root, TOP);
            checkFields(top, MAP_FIELDS, Set.of(), TOP);
            String id = string(top, "id", TOP);
            where = "map '" + id + "'";
            int players = integer(top, "players", TOP);
            if (!REGION_COUNT.containsKey(players)) fail("field 'players' is " + players + ", expected 2 to 5");
            int rounds = integer(top, "rounds", TOP);
            if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
                fail("field 'rounds' is " + rounds + ", expected " + MIN_ROUNDS + " to " + MAX_ROUNDS);
            }
            String source = string(top, "source", TOP);
            List<Object> rawRegions = list(top.get("regions"), "field 'regions'");
            int expected = REGION_COUNT.get(players);
            if (rawRegions.size() != expected) {
                fail("has " + rawRegions.size() + " regions, but the " + players + "-player map has " + expected);
            }

            int n = rawRegions.size();
            List<Parsed> parsed = new ArrayList<>(n);
            Set<Integer> seenIds = new HashSet<>();
            for (int index = 0; index < n; index++) {
                Parsed region = region(rawRegions.get(index), index, seenIds, n);
                parsed.add(region);
            }
            checkSymmetric(parsed);
            checkEdgeFlags(parsed);
            checkLimits(parsed);
            checkConnected(parsed);

            List<Region> regions = new ArrayList<>(n);
            for (Parsed p : parsed) {
                regions.add(new Region(p.id, p.terrain, p.symbols, p.lostTribe, p.border, List.copyOf(p.neighbours)));
            }
            return new SmallWorldMap(id, players, rounds, regions, source);
        }

        private Parsed region(Object raw, int index, Set<Integer> seenIds, int n) {
            String at = "regions[" + index + "]";
            Map<String, Object> obj = object(raw, at);
            checkFields(obj, REGION_FIELDS, Set.of("edge"), at);
            int id = integer(obj, "id", at);
            if (!seenIds.add(id)) fail(at + ": duplicate region id " + id);
            if (id != index)
                fail(at + ": region id " + id + " out of order, expected " + index + " (ids are 0.." + (n - 1)
                        + " in order)");
            String self = "region " + id;

            String terrainName = string(obj, "terrain", self);
            Terrain terrain = enumValue(Terrain.class, terrainName, self + ": field 'terrain'");
            EnumSet<RegionSymbol> symbols = EnumSet.noneOf(RegionSymbol.class);
            for (Object s : list(obj.get("symbols"), self + ": field 'symbols'")) {
                if (!(s instanceof String name))
                    throw error(self + ": field 'symbols' must hold strings, found " + describe(s));
                RegionSymbol symbol = enumValue(RegionSymbol.class, name, self + ": field 'symbols'");
                if (!symbols.add(symbol)) fail(self + ": symbol " + symbol + " listed twice");
            }
            boolean lostTribe = bool(obj, "lostTribe", self);
            boolean border = bool(obj, "border", self);
            Boolean edge = obj.containsKey("edge") ? bool(obj, "edge", self) : null;
            if (terrain.isWater() && !symbols.isEmpty())
                fail(self + ": water (" + terrain + ") cannot carry symbols " + symbols);
            if (terrain.isWater() && lostTribe) fail(self + ": water (" + terrain + ") cannot hold a Lost Tribe");

            TreeSet<Integer> neighbours = new TreeSet<>();
            for (Object v : list(obj.get("neighbours"), self + ": field 'neighbours'")) {
                if (!(v instanceof Long l))
                    throw error(self + ": field 'neighbours' must hold integers, found " + describe(v));
                if (l < 0 || l >= n) fail(self + ": neighbour " + l + " out of range 0.." + (n - 1));
                int other = l.intValue();
                if (other == id) fail(self + ": lists itself as a neighbour");
                if (!neighbours.add(other)) fail(self + ": neighbour " + other + " listed twice");
            }
            if (neighbours.isEmpty()) fail(self + ": has no neighbours");
            return new Parsed(id, terrain, symbols, lostTribe, border, edge, neighbours);
        }

        private void checkSymmetric(List<Parsed> regions) {
            for (Parsed r : regions) {
                for (int other : r.neighbours) {
                    if (!regions.get(other).neighbours.contains(r.id)) {
                        fail("asymmetric adjacency: region " + r.id + " lists " + other + " as a neighbour, but region "
                                + other + " does not list " + r.id);
                    }
                }
            }
        }

        /**
         * When physical edge flags are given, the rulebook border flag must follow from them: a land
         * region at the edge or on the shore of an edge Sea; an edge Sea itself (Seafaring, R-30);
         * never the Lake (spec 6.3: only a sea counts).
         */
        private void checkEdgeFlags(List<Parsed> regions) {
            long withEdge = regions.stream().filter(r -> r.edge != null).count();
            if (withEdge == 0) return;
            if (withEdge != regions.size()) {
                Parsed missing =
                        regions.stream().filter(r -> r.edge == null).findFirst().orElseThrow();
                fail("region " + missing.id + ": field 'edge' missing (give it on every region or on none)");
            }
            for (Parsed r : regions) {
                boolean expected;
                if (r.terrain.isWater()) {
                    expected = r.terrain == Terrain.SEA && r.edge;
                } else {
                    expected = r.edge
                            || r.neighbours.stream()
                                    .map(regions::get)
                                    .anyMatch(s -> s.terrain == Terrain.SEA && s.edge);
                }
                if (r.border != expected) {
                    fail("region " + r.id + ": field 'border' is " + r.border + " but its edge flags imply " + expected
                            + " (border = at the edge or on the shore of a Sea at the edge)");
                }
            }
        }

        private void checkLimits(List<Parsed> regions) {
            long mountains =
                    regions.stream().filter(r -> r.terrain == Terrain.MOUNTAIN).count();
            if (mountains > MOUNTAIN_MARKERS)
                fail("has " + mountains + " Mountain regions, but the box has only " + MOUNTAIN_MARKERS
                        + " Mountain markers");
            long tribes = regions.stream().filter(r -> r.lostTribe).count();
            if (tribes > LOST_TRIBE_TOKENS)
                fail("has " + tribes + " Lost Tribe regions, but the box has only " + LOST_TRIBE_TOKENS
                        + " Lost Tribe tokens");
            if (regions.stream().noneMatch(r -> r.border && !r.terrain.isWater()))
                fail("has no land border region, so no race could make a first conquest");
        }

        /**
         * The whole region graph must be connected, and so must the land regions on their own: only
         * Seafaring may enter water, so land reachable only across water would be cut off for every
         * other race. All published boards satisfy both; a dropped neighbour usually breaks one.
         */
        private void checkConnected(List<Parsed> regions) {
            List<Integer> cut = outsideLargestComponent(regions, false);
            if (!cut.isEmpty())
                fail("regions " + cut + " are cut off from the rest of the map: the region graph is not connected");
            cut = outsideLargestComponent(regions, true);
            if (!cut.isEmpty())
                fail("land regions " + cut + " cannot be reached from the other land regions without crossing water");
        }

        /** Regions (land only, if asked) outside the largest connected component; names the smaller side of a split. */
        private static List<Integer> outsideLargestComponent(List<Parsed> regions, boolean landOnly) {
            int[] component = new int[regions.size()];
            Arrays.fill(component, -1);
            List<Integer> sizes = new ArrayList<>();
            for (Parsed start : regions) {
                if (component[start.id] >= 0 || (landOnly && start.terrain.isWater())) continue;
                int label = sizes.size();
                int size = 0;
                Deque<Integer> queue = new ArrayDeque<>(List.of(start.id));
                component[start.id] = label;
                while (!queue.isEmpty()) {
                    size++;
                    for (int next : regions.get(queue.poll()).neighbours) {
                        if (component[next] < 0
                                && !(landOnly && regions.get(next).terrain.isWater())) {
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

        private void checkFields(Map<String, Object> obj, Set<String> allowed, Set<String> optional, String at) {
            for (String key : obj.keySet()) {
                if (!allowed.contains(key)) fail(prefix(at) + "unknown field '" + key + "'");
            }
            for (String key : allowed.stream().sorted().toList()) {
                if (!optional.contains(key) && !obj.containsKey(key)) fail(prefix(at) + "missing field '" + key + "'");
            }
        }

        private Map<String, Object> object(Object value, String at) {
            if (!(value instanceof Map<?, ?> m))
                throw error((at.isEmpty() ? "the file" : at) + " must be an object, found " + describe(value));
            @SuppressWarnings("unchecked")
            Map<String, Object> obj = (Map<String, Object>) m;
            return obj;
        }

        private List<Object> list(Object value, String at) {
            if (!(value instanceof List<?> l)) throw error(at + " must be an array, found " + describe(value));
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) l;
            return list;
        }

        private String string(Map<String, Object> obj, String field, String at) {
            Object v = obj.get(field);
            if (!(v instanceof String s))
                throw error(prefix(at) + "field '" + field + "' must be a string, found " + describe(v));
            if (s.isBlank()) fail(prefix(at) + "field '" + field + "' is blank");
            return s;
        }

        private int integer(Map<String, Object> obj, String field, String at) {
            Object v = obj.get(field);
            if (!(v instanceof Long l) || l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
                throw error(prefix(at) + "field '" + field + "' must be an integer, found " + describe(v));
            }
            return l.intValue();
        }

        private boolean bool(Map<String, Object> obj, String field, String at) {
            Object v = obj.get(field);
            if (!(v instanceof Boolean b))
                throw error(prefix(at) + "field '" + field + "' must be true or false, found " + describe(v));
            return b;
        }

        private <E extends Enum<E>> E enumValue(Class<E> type, String name, String at) {
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equals(name)) return constant;
            }
            throw error(at + ": unknown " + type.getSimpleName() + " '" + name + "', expected one of "
                    + Arrays.toString(type.getEnumConstants()));
        }

        private static String prefix(String at) {
            return at.isEmpty() ? "" : at + ": ";
        }

        private static String describe(Object v) {
            if (v == null) return "null";
            if (v instanceof String s) return "string \"" + s + "\"";
            if (v instanceof Map) return "an object";
            if (v instanceof List) return "an array";
            return v.getClass().getSimpleName().toLowerCase() + " " + v;
        }

        private void fail(String message) {
            throw error(message);
        }

        private InvalidMapException error(String message) {
            return new InvalidMapException(where + ": " + message);
        }
    }

    private record Parsed(
            int id,
            Terrain terrain,
            Set<RegionSymbol> symbols,
            boolean lostTribe,
            boolean border,
            Boolean edge,
            TreeSet<Integer> neighbours) {}
}
