package io.boardstate.games.smallworld.underground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.games.DataFiles;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.InvalidMapException;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The Underground boards (BOARD.md) and {@link UndergroundMapChecks}. */
class UndergroundMapsTest {
    private static final String DIRECTORY = "smallworld/underground";
    private static final CatalogLoader.MapData MAPS = CatalogLoader.maps(DIRECTORY);
    private static final UndergroundMapChecks CHECKS = UndergroundMapChecks.of(MAPS);
    private static final MapLoader LOADER = CHECKS.loader();
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Integer> players() {
        return MAPS.boards().stream().map(Catalog.Board::players);
    }

    private static SmallWorldMap board(int players) {
        return CHECKS.bundled(DIRECTORY, players);
    }

    // ---- the bundled boards -------------------------------------------------------------------

    @Test
    void editionListsABoardForEveryPlayerCount() {
        assertEquals(List.of(2, 3, 4, 5), players().toList());
    }

    @ParameterizedTest
    @MethodSource("players")
    void boardsLoadWithTheirPlayerCountRegionCountAndRounds(int players) {
        int[] rounds = {0, 0, 10, 10, 9, 8}; // ruling R-1
        SmallWorldMap map = board(players);
        Catalog.Board listed = MAPS.boards().stream()
                .filter(b -> b.players() == players)
                .findFirst()
                .orElseThrow();
        assertEquals(players + "-players", map.id());
        assertEquals(players, map.players());
        assertEquals(rounds[players], map.rounds());
        assertEquals(listed.regions(), map.size());
        assertSame(map, board(players));
    }

    /** Region kinds per board: transcribed for 2 players, scaled from it for 3-5 (BOARD.md). */
    @ParameterizedTest
    @MethodSource("players")
    void boardFiguresAreTheDocumentedOnes(int players) {
        // BLACK_MOUNTAIN, MUDPOOL, MUSHROOM_FOREST, MINE, MYSTIC_CRYSTAL, RIVER, CHASM | MONSTER, VOLCANO, edge
        Map<Integer, List<Integer>> table = Map.of(
                2, List.of(4, 4, 4, 4, 4, 3, 5, 4, 1, 14),
                3, List.of(7, 5, 5, 5, 5, 4, 7, 5, 1, 15),
                4, List.of(8, 7, 7, 7, 7, 5, 9, 6, 2, 17),
                5, List.of(9, 9, 9, 9, 9, 7, 11, 7, 2, 20));
        SmallWorldMap map = board(players);
        Map<String, Integer> count = new HashMap<>();
        for (Region r : map.regions()) {
            count.merge(r.terrain(), 1, Integer::sum);
            for (String s : r.symbols()) count.merge(s, 1, Integer::sum);
            if (r.isEdge()) count.merge("edge", 1, Integer::sum);
        }
        List<Integer> actual = Stream.of(
                        "BLACK_MOUNTAIN",
                        "MUDPOOL",
                        "MUSHROOM_FOREST",
                        "MINE",
                        "MYSTIC_CRYSTAL",
                        "RIVER",
                        "CHASM",
                        "MONSTER",
                        "VOLCANO",
                        "edge")
                .map(k -> count.getOrDefault(k, 0))
                .toList();
        assertEquals(table.get(players), actual, players + "-player board");
    }

    /** The transcription: the sources' 63 common borders plus the 4 disputed ones with 3 of 4 listings. */
    @Test
    void twoPlayerBoardKeepsTheCorroboratedBordersAndDropsTheStrayOnes() {
        SmallWorldMap map = board(2);
        int borders =
                map.regions().stream().mapToInt(r -> r.neighbours().size()).sum() / 2;
        assertEquals(67, borders);
        for (int[] kept : new int[][] {{3, 6}, {17, 21}, {18, 21}, {20, 23}}) {
            assertTrue(map.adjacent(kept[0], kept[1]), kept[0] + "-" + kept[1]);
        }
        for (int[] dropped : new int[][] {{1, 3}, {6, 11}, {6, 19}, {9, 21}, {13, 20}, {21, 23}, {22, 24}}) {
            assertFalse(map.adjacent(dropped[0], dropped[1]), dropped[0] + "-" + dropped[1]);
        }
        assertEquals(List.of(2, 8, 18, 19), ids(map, r -> r.has("MONSTER")));
        assertEquals(List.of(11, 12, 13), ids(map, r -> r.terrain().equals("RIVER")));
        assertEquals(List.of(0, 7, 16, 20, 22), ids(map, r -> r.terrain().equals("CHASM")));
        assertEquals(List.of(20), ids(map, r -> r.has("VOLCANO")));
        assertEquals(List.of(0, 4, 7, 10, 11, 13, 14, 15, 16, 18, 22, 25, 26, 27), ids(map, Region::isEdge));
    }

    /** The River crosses the board: a run of River regions from one edge to another, banks apart. */
    @ParameterizedTest
    @MethodSource("players")
    void theRiverRunsFromEdgeToEdgeAndSeparatesItsBanks(int players) {
        SmallWorldMap map = board(players);
        List<Integer> river = ids(map, r -> r.terrain().equals("RIVER"));
        List<Integer> ends = new ArrayList<>();
        for (int id : river) {
            long along =
                    map.region(id).neighbours().stream().filter(river::contains).count();
            assertTrue(along == 1 || along == 2, "River region " + id + " is not on one run");
            if (along == 1) ends.add(id);
        }
        assertEquals(2, ends.size());
        assertEquals(ends, river.stream().filter(id -> map.region(id).isEdge()).toList());
        // without the River, the regions fall apart into the two banks, and every River region
        // has land of both banks beside it
        Map<Integer, Integer> bank = components(map, r -> !r.terrain().equals("RIVER"));
        assertEquals(2, new HashSet<>(bank.values()).size());
        for (int id : river) {
            Set<Integer> banks = new HashSet<>();
            for (int n : map.region(id).neighbours()) {
                if (!map.region(n).terrain().equals("CHASM") && bank.containsKey(n)) banks.add(bank.get(n));
            }
            assertEquals(2, banks.size(), "River region " + id + " borders land of both banks");
        }
    }

    @ParameterizedTest
    @MethodSource("players")
    void monstersAndChasmsArePlacedAsOnThePrintedBoards(int players) {
        SmallWorldMap map = board(players);
        for (Region r : map.regions()) {
            if (r.has("MONSTER")) {
                assertFalse(r.neighbours().stream().anyMatch(n -> map.region(n).has("MONSTER")), "monsters " + r.id());
            }
            if (r.terrain().equals("CHASM")) {
                assertFalse(r.isBorder(), "chasm " + r.id());
                assertFalse(
                        r.neighbours().stream()
                                .anyMatch(n -> map.region(n).terrain().equals("CHASM")),
                        "chasms " + r.id());
            }
        }
        // spec 4.6: Monster regions x 2 <= 14 Monsters and <= 15 Places and Relics
        assertTrue(ids(map, r -> r.has("MONSTER")).size() * 2 <= 14);
    }

    /** Spec 4.3: coastal = a land region bordering a River region; River regions never are. */
    @ParameterizedTest
    @MethodSource("players")
    void coastalRegionsAreTheRiverBanks(int players) {
        SmallWorldMap map = board(players);
        MapIndex index = new MapIndex(map, MAPS.vocabulary());
        for (Region r : map.regions()) {
            boolean land = !r.terrain().equals("RIVER") && !r.terrain().equals("CHASM");
            boolean bank = land
                    && r.neighbours().stream()
                            .anyMatch(n -> map.region(n).terrain().equals("RIVER"));
            assertEquals(bank, index.coastal[r.id()], "region " + r.id());
        }
        int river = MAPS.vocabulary().terrain("RIVER");
        assertEquals(-1, MAPS.vocabulary().terrains().get(river).defence());
    }

    /**
     * The drawing: outlines tile the unit frame, and two regions share a side of their outlines
     * exactly when they border each other; the anchor lies inside the outline.
     */
    @ParameterizedTest
    @MethodSource("players")
    void outlinesTileTheFrameAndShowTheBorders(int players) {
        SmallWorldMap map = board(players);
        double total = 0;
        Map<String, Set<Integer>> sides = new HashMap<>();
        for (Region r : map.regions()) {
            List<Region.Point> outline = r.outline();
            assertTrue(outline.size() >= 3, "region " + r.id());
            total += area(outline);
            assertTrue(area(outline) > 0, "outlines run clockwise on screen: region " + r.id());
            assertTrue(inside(r.at(), outline), "anchor inside the outline: region " + r.id());
            for (int i = 0; i < outline.size(); i++) {
                Region.Point a = outline.get(i);
                Region.Point b = outline.get((i + 1) % outline.size());
                assertTrue(a.x() >= 0 && a.x() <= 1 && a.y() >= 0 && a.y() <= 1, "region " + r.id());
                sides.computeIfAbsent(side(a, b), k -> new HashSet<>()).add(r.id());
            }
        }
        assertEquals(1.0, total, 1e-3);
        Set<List<Integer>> shown = new HashSet<>();
        for (Set<Integer> owners : sides.values()) {
            assertTrue(owners.size() <= 2, owners.toString());
            if (owners.size() == 2) shown.add(owners.stream().sorted().toList());
        }
        Set<List<Integer>> borders = new HashSet<>();
        for (Region r : map.regions()) {
            for (int n : r.neighbours()) if (r.id() < n) borders.add(List.of(r.id(), n));
        }
        assertEquals(borders, shown);
    }

    // ---- the checks ---------------------------------------------------------------------------

    @Test
    void aThirdRiverRegionAtTheEdgeIsRefused() {
        refused(m -> region(m, 12).put("edge", true).put("border", true), "exactly two");
    }

    @Test
    void aChasmIsNeverABorderRegion() {
        refused(m -> region(m, 0).put("border", true), "never into an Abysmal Chasm");
    }

    @Test
    void chasmsCarryNoSymbolButTheVolcano() {
        refused(m -> symbols(m, 0).add("MONSTER"), "MONSTER cannot be on CHASM");
        refused(m -> symbols(m, 20).removeAll(), "no Abysmal Chasm with the VOLCANO");
        refused(m -> symbols(m, 5).add("VOLCANO"), "VOLCANO cannot be on BLACK_MOUNTAIN");
    }

    @Test
    void aBoardWithoutMonstersIsRefused() {
        refused(
                m -> {
                    for (int id : new int[] {2, 8, 18, 19}) symbols(m, id).removeAll();
                },
                "no MONSTER region");
    }

    @Test
    void moreMonsterRegionsThanTheBoxHasMonstersForAreRefused() {
        refused(
                m -> {
                    for (int id : new int[] {1, 3, 4, 5}) symbols(m, id).add("MONSTER");
                },
                "box has only 7");
    }

    @Test
    void aSplitRiverIsRefused() {
        refused(
                m -> {
                    unlink(m, 11, 12);
                    unlink(m, 12, 13);
                    region(m, 12).put("terrain", "MUDPOOL");
                    region(m, 3).put("terrain", "RIVER");
                },
                "not connected to River region");
    }

    @Test
    void aRegionWalledInByChasmsIsRefused() {
        // region 27 (edge) walled in: not at the edge, and its neighbours 24, 25, 26 turned into chasms
        refused(
                m -> {
                    region(m, 27).put("edge", false).put("border", false);
                    for (int id : new int[] {24, 25, 26}) {
                        region(m, id).put("terrain", "CHASM").put("border", false);
                        symbols(m, id).removeAll();
                    }
                },
                "cannot be reached");
    }

    @Test
    void moreBordersThanAFlatBoardAllowsAreRefused() {
        refused(
                m -> {
                    for (int a = 0; a < 28; a++) for (int b = a + 1; b < 28; b++) link(m, a, b);
                },
                "more than a flat board allows");
    }

    @Test
    void wrongCountsAndMissingFlagsAreRefused() {
        refused(m -> m.put("rounds", 11), "field 'rounds' is 11");
        refused(m -> m.put("players", 6), "field 'players' is 6");
        refused(m -> region(m, 4).remove("edge"), "missing field 'edge'");
        refused(m -> unlinkOneWay(m, 3, 6), "asymmetric adjacency");
        refused(
                m -> {
                    ArrayNode outline = (ArrayNode) region(m, 4).get("outline");
                    while (outline.size() > 2) outline.remove(0);
                },
                "at least 3 points");
    }

    @Test
    void anEnclosedRegionIsRefused() {
        // region 16 (a Chasm between 15 and 18) loses its border with 15
        refused(m -> unlink(m, 15, 16), "no region of a Small World board lies inside a single other one");
    }

    @Test
    void aRepeatedOutlinePointIsRefused() {
        refused(
                m -> {
                    ArrayNode outline = (ArrayNode) region(m, 4).get("outline");
                    outline.add(outline.get(0).deepCopy());
                },
                "field 'outline' repeats a point");
    }

    /** The map-only reading of edition.json gives the same vocabulary as the full catalog. */
    @Test
    void mapDataOfAnEditionIsTheCatalogsVocabulary() {
        Catalog base = CatalogLoader.load("smallworld/base");
        CatalogLoader.MapData maps = CatalogLoader.maps("smallworld/base");
        assertEquals(base.vocabulary(), maps.vocabulary());
        assertEquals(base.setup().boards(), maps.boards());
        assertEquals(base.setup().minRounds(), maps.minRounds());
        assertEquals(base.setup().maxRounds(), maps.maxRounds());
    }

    @Test
    void aDifferentRegionCountIsRefused() {
        refused(
                m -> {
                    ArrayNode regions = (ArrayNode) m.get("regions");
                    ObjectNode extra = regions.get(27).deepCopy();
                    extra.put("id", 28);
                    extra.putArray("neighbours").add(27);
                    extra.remove("outline");
                    ((ArrayNode) regions.get(27).get("neighbours")).add(28);
                    regions.add(extra);
                },
                "has 29 regions");
    }

    // ---- helpers ------------------------------------------------------------------------------

    private static void refused(Consumer<ObjectNode> change, String message) {
        ObjectNode map = twoPlayerFile();
        change.accept(map);
        String text = map.toString();
        InvalidMapException e =
                assertThrows(InvalidMapException.class, () -> LOADER.parse(text, "changed 2-players.json"));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    private static ObjectNode twoPlayerFile() {
        try {
            return (ObjectNode) JSON.readTree(DataFiles.resource(DIRECTORY + "/maps/2-players.json"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static ObjectNode region(ObjectNode map, int id) {
        return (ObjectNode) map.get("regions").get(id);
    }

    private static ArrayNode symbols(ObjectNode map, int id) {
        return (ArrayNode) region(map, id).get("symbols");
    }

    private static void link(ObjectNode map, int a, int b) {
        addNeighbour(map, a, b);
        addNeighbour(map, b, a);
    }

    private static void addNeighbour(ObjectNode map, int a, int b) {
        ArrayNode n = (ArrayNode) region(map, a).get("neighbours");
        for (JsonNode x : n) if (x.asInt() == b) return;
        n.add(b);
    }

    private static void unlink(ObjectNode map, int a, int b) {
        unlinkOneWay(map, a, b);
        unlinkOneWay(map, b, a);
    }

    private static void unlinkOneWay(ObjectNode map, int a, int b) {
        ArrayNode n = (ArrayNode) region(map, a).get("neighbours");
        for (int i = 0; i < n.size(); i++) {
            if (n.get(i).asInt() == b) {
                n.remove(i);
                return;
            }
        }
    }

    private static List<Integer> ids(SmallWorldMap map, java.util.function.Predicate<Region> which) {
        return map.regions().stream().filter(which).map(Region::id).toList();
    }

    /** The component of every region within {@code within}, numbered from 1. */
    private static Map<Integer, Integer> components(SmallWorldMap map, java.util.function.Predicate<Region> within) {
        Map<Integer, Integer> label = new TreeMap<>();
        int count = 0;
        for (Region start : map.regions()) {
            if (!within.test(start) || label.containsKey(start.id())) continue;
            count++;
            List<Integer> stack = new ArrayList<>(List.of(start.id()));
            label.put(start.id(), count);
            while (!stack.isEmpty()) {
                for (int n : map.region(stack.removeLast()).neighbours()) {
                    if (within.test(map.region(n)) && !label.containsKey(n)) {
                        label.put(n, count);
                        stack.add(n);
                    }
                }
            }
        }
        return label;
    }

    /** Shoelace area; positive for outlines running clockwise on a screen (y down). */
    private static double area(List<Region.Point> p) {
        double sum = 0;
        for (int i = 0; i < p.size(); i++) {
            Region.Point a = p.get((i + p.size() - 1) % p.size());
            Region.Point b = p.get(i);
            sum += a.x() * b.y() - b.x() * a.y();
        }
        return sum / 2;
    }

    private static boolean inside(Region.Point q, List<Region.Point> p) {
        boolean hit = false;
        for (int i = 0; i < p.size(); i++) {
            Region.Point a = p.get((i + p.size() - 1) % p.size());
            Region.Point b = p.get(i);
            if ((a.y() > q.y()) != (b.y() > q.y())
                    && q.x() < a.x() + (q.y() - a.y()) * (b.x() - a.x()) / (b.y() - a.y())) {
                hit = !hit;
            }
        }
        return hit;
    }

    private static String side(Region.Point a, Region.Point b) {
        String s = a.x() + "," + a.y();
        String t = b.x() + "," + b.y();
        return s.compareTo(t) < 0 ? s + "|" + t : t + "|" + s;
    }
}
