package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.games.smallworld.core.map.InvalidMapException;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Bundled Small World maps (figures verified against the public transcriptions) and the validator. */
class BaseMapsTest {
    private static final MapLoader LOADER = BaseMaps.loader(BaseFixture.CATALOG);
    private static final IntFunction<SmallWorldMap> BUNDLED = BaseMaps.bundled(BaseFixture.CATALOG);
    private static final ObjectMapper JSON = new ObjectMapper();

    // ---- bundled maps -------------------------------------------------------------------------

    @Test
    void bundledMapsLoadWithPublishedSizeAndRounds() {
        int[] regions = {0, 0, 23, 30, 39, 48};
        int[] rounds = {0, 0, 10, 10, 9, 8}; // ruling R-1
        for (int players = 2; players <= 5; players++) {
            SmallWorldMap map = BUNDLED.apply(players);
            assertEquals(players + "-players", map.id());
            assertEquals(players, map.players());
            assertEquals(rounds[players], map.rounds());
            assertEquals(regions[players], map.size());
            assertTrue(map.source().contains("Expurple/smawg"), map.source());
            for (int i = 0; i < map.size(); i++) assertEquals(i, map.region(i).id());
        }
    }

    @Test
    void forPlayersCachesOneInstanceAcrossThreads() {
        List<SmallWorldMap> seen = IntStream.range(0, 64)
                .parallel()
                .mapToObj(i -> BUNDLED.apply(2 + i % 4))
                .toList();
        for (int i = 0; i < seen.size(); i++) assertSame(BUNDLED.apply(2 + i % 4), seen.get(i));
    }

    @Test
    void forPlayersRejectsUnsupportedCounts() {
        assertThrows(IllegalArgumentException.class, () -> BUNDLED.apply(1));
        assertThrows(IllegalArgumentException.class, () -> BUNDLED.apply(6));
    }

    /**
     * Terrain / symbol / Lost Tribe / border / adjacency figures, checked by
     * src/tools/smallworld-maps/derive_maps.py against cestpasphoto (2p-4p) and xintongc (2p-5p).
     * Order: FARMLAND, FOREST, HILL, SWAMP, MOUNTAIN, SEA, LAKE | MINE, CAVERN, MAGIC_SOURCE |
     * lost tribes, border regions, borders (undirected adjacencies).
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void bundledMapFiguresMatchTheSources(int players) {
        int[][] table = {
            {4, 4, 4, 4, 4, 2, 1, 4, 4, 4, 9, 16, 51},
            {5, 5, 5, 5, 7, 2, 1, 5, 5, 5, 10, 18, 71},
            {7, 7, 7, 7, 8, 2, 1, 7, 7, 7, 14, 23, 95},
            {9, 9, 9, 9, 9, 2, 1, 9, 9, 9, 18, 27, 119},
        };
        int[] expected = table[players - 2];
        SmallWorldMap map = BUNDLED.apply(players);
        Map<String, Integer> terrains = new HashMap<>();
        Map<String, Integer> symbols = new HashMap<>();
        int tribes = 0;
        int borders = 0;
        int adjacencies = 0;
        for (Region r : map.regions()) {
            terrains.merge(r.terrain(), 1, Integer::sum);
            for (String s : r.symbols()) symbols.merge(s, 1, Integer::sum);
            if (r.has("LOST_TRIBE")) tribes++;
            if (r.isBorder()) borders++;
            adjacencies += r.neighbours().size();
        }
        int[] actual = {
            terrains.getOrDefault(Terrain.FARMLAND, 0),
            terrains.getOrDefault(Terrain.FOREST, 0),
            terrains.getOrDefault(Terrain.HILL, 0),
            terrains.getOrDefault(Terrain.SWAMP, 0),
            terrains.getOrDefault(Terrain.MOUNTAIN, 0),
            terrains.getOrDefault(Terrain.SEA, 0),
            terrains.getOrDefault(Terrain.LAKE, 0),
            symbols.getOrDefault("MINE", 0),
            symbols.getOrDefault("CAVERN", 0),
            symbols.getOrDefault("MAGIC_SOURCE", 0),
            tribes,
            borders,
            adjacencies / 2
        };
        assertEquals(List.of(box(expected)), List.of(box(actual)), "figures of the " + players + "-player map");
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void bundledAdjacencyIsSymmetricSortedAndWithoutSelfLoops(int players) {
        SmallWorldMap map = BUNDLED.apply(players);
        for (Region r : map.regions()) {
            assertFalse(r.neighbours().contains(r.id()), "region " + r.id());
            assertEquals(r.neighbours().stream().sorted().distinct().toList(), r.neighbours(), "region " + r.id());
            for (int n : r.neighbours()) assertTrue(map.adjacent(n, r.id()), r.id() + "-" + n);
        }
    }

    /** Spec 6.6 box limits; symbols and Lost Tribes only on land; Seas are border regions, the Lake is not. */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void bundledMapsRespectBoxLimitsAndWaterRules(int players) {
        SmallWorldMap map = BUNDLED.apply(players);
        assertTrue(map.regions().stream()
                        .filter(r -> r.terrain().equals(Terrain.MOUNTAIN))
                        .count()
                <= 9);
        assertTrue(map.regions().stream().filter(r -> r.has("LOST_TRIBE")).count() <= 18);
        for (Region r : map.regions()) {
            if (r.terrain().equals(Terrain.SEA) || r.terrain().equals(Terrain.LAKE)) {
                assertTrue(r.symbols().isEmpty(), "water region " + r.id());
                assertEquals(r.terrain().equals(Terrain.SEA), r.isBorder(), "water region " + r.id());
            }
        }
    }

    /**
     * The rulebook border flag = physical edge OR shore of an edge Sea. The shore-only regions
     * are the ones the smawg flag alone would miss; pinned so a regression to the physical flag fails.
     */
    @Test
    void borderFlagIncludesShoresOfEdgeSeas() throws IOException {
        Map<Integer, List<Integer>> shoreOnly = Map.of(
                2, List.of(21), 3, List.of(7, 23), 4, List.of(1, 2, 6, 7, 13), 5, List.of(6, 11, 16, 17, 25, 31));
        for (int players = 2; players <= 5; players++) {
            SmallWorldMap map = BUNDLED.apply(players);
            List<Map<String, Object>> raw = regionsOf(rawMap(players));
            List<Integer> found = new ArrayList<>();
            for (Region r : map.regions()) {
                boolean edge = (Boolean) raw.get(r.id()).get("edge");
                if (r.isBorder() && !edge) found.add(r.id());
                if (edge) assertTrue(r.isBorder(), "edge region " + r.id() + " must be a border region");
            }
            assertEquals(shoreOnly.get(players), found, players + "-player map");
            for (int id : found) {
                assertTrue(map.region(id).neighbours().stream().map(map::region).anyMatch(n -> n.terrain()
                        .equals(Terrain.SEA)));
            }
        }
    }

    /** CROSSCHECK.md: smawg's 5p border 13-19 is dropped and region 28 is a Hill (9 of each land terrain). */
    @Test
    void fivePlayerCorrectionsArePresent() {
        SmallWorldMap map = BUNDLED.apply(5);
        assertEquals(Terrain.MOUNTAIN, map.region(13).terrain());
        assertEquals(Terrain.HILL, map.region(19).terrain());
        assertEquals(List.of("MAGIC_SOURCE"), map.region(19).symbols());
        assertFalse(map.adjacent(13, 19));
        assertFalse(map.adjacent(19, 13));
        assertEquals(Terrain.HILL, map.region(28).terrain());
    }

    @Test
    void lostTribePlacementOfTheTwoPlayerMap() {
        // Same ids as smawg, cestpasphoto-isomorphic and xintongc (ids + 1): all agree on these nine.
        SmallWorldMap map = BUNDLED.apply(2);
        List<Integer> tribes = map.regions().stream()
                .filter(r -> r.has("LOST_TRIBE"))
                .map(Region::id)
                .toList();
        assertEquals(List.of(3, 6, 10, 11, 12, 13, 14, 16, 18), tribes);
    }

    @Test
    void loadsAlternativeBoardsFromClasspathAndFile(@TempDir Path dir) throws IOException {
        SmallWorldMap viaResource = LOADER.resource("/smallworld/base/maps/3-players.json");
        assertEquals(BUNDLED.apply(3), viaResource);
        Path file = dir.resolve("board.json");
        Files.writeString(file, resource(3));
        assertEquals(BUNDLED.apply(3), LOADER.file(file));
        InvalidMapException e =
                assertThrows(InvalidMapException.class, () -> LOADER.resource("smallworld/base/maps/9-players.json"));
        assertTrue(e.getMessage().contains("9-players.json"), e.getMessage());
    }

    @Test
    void edgeFlagsAreOptional() throws IOException {
        Map<String, Object> map = rawMap(2);
        for (Map<String, Object> r : regionsOf(map)) r.remove("edge");
        assertEquals(
                BUNDLED.apply(2).regions().size(), parse(write(map)).regions().size());
    }

    // ---- validator: each broken variant is built from the good 2-player (or 5-player) file ----

    @Test
    void rejectsInvalidJson() {
        assertRejected("{\"id\": \"x\",", "not valid JSON");
    }

    @Test
    void rejectsMissingAndUnknownFields() throws IOException {
        Map<String, Object> map = rawMap(2);
        regionsOf(map).get(4).remove("terrain");
        assertRejected(write(map), "regions[4]: missing field 'terrain'");

        map = rawMap(2);
        regionsOf(map).get(4).remove("border");
        assertRejected(write(map), "region 4: missing field 'border'");

        map = rawMap(2);
        map.remove("rounds");
        assertRejected(write(map), "missing field 'rounds'");

        map = rawMap(2);
        regionsOf(map).get(4).put("lostTribes", true);
        assertRejected(write(map), "regions[4]: unknown field 'lostTribes'");

        map = rawMap(2);
        map.put("legend", "x");
        assertRejected(write(map), "unknown field 'legend'");
    }

    @Test
    void rejectsWrongTypes() throws IOException {
        Map<String, Object> map = rawMap(2);
        regionsOf(map).get(4).put("border", "yes");
        assertRejected(write(map), "regions[4].border: must be true or false");

        map = rawMap(2);
        map.put("players", 2.5);
        assertRejected(write(map), "players: must be an integer");

        map = rawMap(2);
        regionsOf(map).get(6).put("neighbours", 5);
        assertRejected(write(map), "regions[6].neighbours: must be an array");

        map = rawMap(2);
        regionsOf(map).get(6).put("symbols", List.of(1));
        assertRejected(write(map), "regions[6].symbols[0]: must be a string");

        map = rawMap(2);
        map.put("regions", Map.of());
        assertRejected(write(map), "regions: must be an array");
    }

    @Test
    void rejectsUnknownTerrainAndSymbols() throws IOException {
        Map<String, Object> map = rawMap(2);
        regionsOf(map).get(3).put("terrain", "VOLCANO");
        assertRejected(write(map), "region 3: unknown terrain 'VOLCANO'");

        map = rawMap(2);
        regionsOf(map).get(3).put("symbols", List.of("CAVERN", "TREASURE"));
        assertRejected(write(map), "region 3: unknown symbol 'TREASURE'");

        map = rawMap(2);
        regionsOf(map).get(3).put("symbols", List.of("CAVERN", "CAVERN"));
        assertRejected(write(map), "region 3: symbol CAVERN listed twice");
    }

    @Test
    void rejectsIdsOutOfOrderOrDuplicated() throws IOException {
        Map<String, Object> map = rawMap(2);
        List<Map<String, Object>> regions = regionsOf(map);
        regions.add(4, regions.remove(5));
        assertRejected(write(map), "regions[4]: region id 5 out of order, expected 4");

        map = rawMap(2);
        regionsOf(map).get(5).put("id", 4);
        assertRejected(write(map), "regions[5]: region id 4 out of order, expected 5");
    }

    @Test
    void rejectsBadNeighbours() throws IOException {
        Map<String, Object> map = rawMap(2);
        neighboursOf(map, 2).add(2);
        assertRejected(write(map), "region 2: lists itself as a neighbour");

        map = rawMap(2);
        neighboursOf(map, 2).add(23);
        assertRejected(write(map), "region 2: neighbour 23 out of range 0..22");

        map = rawMap(2);
        neighboursOf(map, 2).add(neighboursOf(map, 2).get(0));
        assertRejected(write(map), "region 2: neighbour 1 listed twice");

        map = rawMap(2);
        neighboursOf(map, 0).remove(Integer.valueOf(1));
        assertRejected(
                write(map), "asymmetric adjacency: region 1 lists 0 as a neighbour, but region 0 does not list 1");
    }

    @Test
    void rejectsDisconnectedMaps() throws IOException {
        // Cut regions 16 and 17 (adjacent) off from everything else: an island of two.
        Map<String, Object> map = rawMap(2);
        for (int id : new int[] {16, 17}) {
            for (Object n : List.copyOf(neighboursOf(map, id))) {
                int other = ((Number) n).intValue();
                if (other == 16 || other == 17) continue;
                neighboursOf(map, id).remove(n);
                neighboursOf(map, other).remove(Integer.valueOf(id));
            }
        }
        assertRejected(write(map), "regions [16, 17] are cut off from the rest of the map");

        // Region 1 keeps only its Sea (region 0): connected overall, but cut off from the other land.
        map = rawMap(2);
        for (Object n : List.copyOf(neighboursOf(map, 1))) {
            int other = ((Number) n).intValue();
            if (other == 0) continue;
            neighboursOf(map, 1).remove(n);
            neighboursOf(map, other).remove(Integer.valueOf(1));
        }
        assertRejected(
                write(map), "land regions [1] cannot be reached from the other land regions without crossing water");
    }

    @Test
    void rejectsWrongRegionCountOrPlayerCountOrRounds() throws IOException {
        Map<String, Object> map = rawMap(2);
        map.put("players", 3);
        assertRejected(write(map), "has 23 regions, but the 3-player map has 30");

        map = rawMap(2);
        map.put("players", 6);
        assertRejected(write(map), "field 'players' is 6, expected 2 to 5");

        map = rawMap(2);
        map.put("rounds", 12);
        assertRejected(write(map), "field 'rounds' is 12, expected 8 to 10");
    }

    @Test
    void rejectsBorderFlagThatContradictsEdgeFlags() throws IOException {
        Map<String, Object> map = rawMap(2);
        regionsOf(map).get(21).put("border", false); // shore of edge Sea 22
        assertRejected(write(map), "region 21: field 'border' is false but its edge flags imply true");

        map = rawMap(2);
        regionsOf(map).get(7).put("border", true); // the Lake never makes a border
        assertRejected(write(map), "region 7: field 'border' is true but its edge flags imply false");

        map = rawMap(2);
        regionsOf(map).get(9).remove("edge");
        assertRejected(write(map), "region 9: field 'edge' missing");
    }

    @Test
    void rejectsSymbolsOrLostTribesOnWater() throws IOException {
        Map<String, Object> map = rawMap(2);
        regionsOf(map).get(7).put("symbols", List.of("MINE"));
        assertRejected(write(map), "region 7: symbol MINE cannot be on LAKE");

        map = rawMap(2);
        regionsOf(map).get(0).put("symbols", List.of("LOST_TRIBE"));
        assertRejected(write(map), "region 0: symbol LOST_TRIBE cannot be on SEA");
    }

    @Test
    void rejectsMoreMountainsOrLostTribesThanTheBoxHolds() throws IOException {
        Map<String, Object> map = rawMap(5); // already 9 Mountains and 18 Lost Tribes
        Map<String, Object> farmland = regionsOf(map).stream()
                .filter(r -> "FARMLAND".equals(r.get("terrain")))
                .findFirst()
                .orElseThrow();
        farmland.put("terrain", "MOUNTAIN");
        assertRejected(write(map), "has 10 MOUNTAIN regions, but the box has markers for only 9");

        map = rawMap(5);
        Map<String, Object> free = regionsOf(map).stream()
                .filter(r -> !((List<?>) r.get("symbols")).contains("LOST_TRIBE")
                        && !"SEA".equals(r.get("terrain"))
                        && !"LAKE".equals(r.get("terrain")))
                .findFirst()
                .orElseThrow();
        List<Object> symbols = new ArrayList<>((List<?>) free.get("symbols"));
        symbols.add("LOST_TRIBE");
        free.put("symbols", symbols);
        assertRejected(write(map), "has 19 regions with symbol LOST_TRIBE, but the box has only 18");
    }

    @Test
    void optionalPublishingFieldsAreRead() throws IOException {
        Map<String, Object> map = rawMap(2);
        map.put("features", Map.of("artist", "x"));
        regionsOf(map).get(3).put("name", "Swamp of the North");
        regionsOf(map).get(3).put("at", Map.of("x", 0.25, "y", 0.5));
        regionsOf(map).get(3).put("features", Map.of("note", "drawn twice"));
        SmallWorldMap parsed = parse(write(map));
        assertEquals("x", parsed.features().get("artist"));
        assertEquals("Swamp of the North", parsed.region(3).name());
        assertEquals(new Region.Point(0.25, 0.5), parsed.region(3).at());
        assertEquals("drawn twice", parsed.region(3).features().get("note"));
    }

    @Test
    void rejectsMapWithoutLandBorderRegion() throws IOException {
        Map<String, Object> map = rawMap(2);
        for (Map<String, Object> r : regionsOf(map)) {
            r.remove("edge");
            if (!"SEA".equals(r.get("terrain"))) r.put("border", false);
        }
        assertRejected(write(map), "has no land border region");
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static void assertRejected(String json, String expectedMessagePart) {
        InvalidMapException e = assertThrows(InvalidMapException.class, () -> parse(json));
        assertTrue(e.getMessage().contains(expectedMessagePart), "message was: " + e.getMessage());
    }

    private static Integer[] box(int[] values) {
        return IntStream.of(values).boxed().toArray(Integer[]::new);
    }

    private static String resource(int players) throws IOException {
        try (InputStream in =
                BaseMapsTest.class.getResourceAsStream("/smallworld/base/maps/" + players + "-players.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> rawMap(int players) throws IOException {
        return JSON.readValue(resource(players), Map.class);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> regionsOf(Map<String, Object> map) {
        return (List<Map<String, Object>>) (List<?>) map.get("regions");
    }

    @SuppressWarnings("unchecked")
    private static List<Object> neighboursOf(Map<String, Object> map, int region) {
        return (List<Object>) regionsOf(map).get(region).get("neighbours");
    }

    private static SmallWorldMap parse(String json) {
        return LOADER.parse(json, "map text");
    }

    private static String write(Object value) throws IOException {
        return JSON.writeValueAsString(value);
    }
}
