package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.MapValidator;
import io.boardstate.games.smallworld.core.map.MapVocabulary;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import io.boardstate.games.smallworld.core.map.TerrainDef;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a Small World Underground board must be beyond the family's map rules (spec 2.1, 4):
 * the player count, region count and rounds of edition.json; an edge flag on every region and
 * border = edge except on Abysmal Chasms, which are never entered (4.5); the River as one
 * connected run of River regions of which exactly two touch the edge ([U 233]); Chasms
 * impassable, without symbols but the Volcano, and at least one Volcano chasm for the Flames
 * ([U 247]-[U 249]); at least one Monster region (they hide the Places and Relics, 9.1); every
 * region but the Chasms reachable from a border region without crossing a Chasm; and a graph a
 * flat board can have (Euler's bound, with the frame around the edge regions, each of which
 * borders at least two other edge regions along the frame; no region enclosed by a single other). Runs after {@link MapValidator}'s
 * checks (symmetry, ranges, box limits: 9 Black Mountains, 7 Monster regions for 14 Monsters).
 */
public final class UndergroundMapChecks {
    public static final String RIVER = "RIVER";
    public static final String CHASM = "CHASM";
    public static final String MONSTER = "MONSTER";
    public static final String VOLCANO = "VOLCANO";

    private static final Map<String, SmallWorldMap> BUNDLED = new ConcurrentHashMap<>();

    private final MapVocabulary vocabulary;
    private final int minRounds;
    private final int maxRounds;
    private final List<Catalog.Board> boards;

    public UndergroundMapChecks(MapVocabulary vocabulary, int minRounds, int maxRounds, List<Catalog.Board> boards) {
        this.vocabulary = vocabulary;
        this.minRounds = minRounds;
        this.maxRounds = maxRounds;
        this.boards = List.copyOf(boards);
        for (String terrain : List.of(RIVER, CHASM)) {
            if (vocabulary.terrain(terrain) < 0) {
                throw new IllegalStateException("Underground edition.json must define the terrain " + terrain);
            }
        }
        for (String symbol : List.of(MONSTER, VOLCANO)) {
            if (vocabulary.symbol(symbol) < 0) {
                throw new IllegalStateException("Underground edition.json must define the symbol " + symbol);
            }
        }
        if (!terrain(CHASM).impassable() || terrain(CHASM).water()) {
            throw new IllegalStateException("Underground edition.json: CHASM must be impassable (spec 4.5)");
        }
        if (terrain(RIVER).impassable() || terrain(RIVER).water()) {
            throw new IllegalStateException("Underground edition.json: RIVER regions are conquered (spec 4.4)");
        }
    }

    /** The checks of the edition's edition.json (from the full catalog). */
    public static UndergroundMapChecks of(Catalog catalog) {
        Catalog.Setup setup = catalog.setup();
        return new UndergroundMapChecks(catalog.vocabulary(), setup.minRounds(), setup.maxRounds(), setup.boards());
    }

    /** The checks of an edition.json read for its maps only. */
    public static UndergroundMapChecks of(CatalogLoader.MapData maps) {
        return new UndergroundMapChecks(maps.vocabulary(), maps.minRounds(), maps.maxRounds(), maps.boards());
    }

    /** A loader for Underground map files: the family's checks, then these. */
    public MapLoader loader() {
        return new MapLoader(vocabulary, this::check);
    }

    /**
     * The board edition.json lists for a player count, from {@code directory} on the classpath
     * (e.g. {@code smallworld/underground}), loaded once per path (maps are immutable).
     */
    public SmallWorldMap bundled(String directory, int players) {
        Catalog.Board board = boards.stream()
                .filter(b -> b.players() == players)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no Underground board for " + players + " players"));
        return BUNDLED.computeIfAbsent(directory + "/" + board.file(), path -> {
            SmallWorldMap map = loader().resource(path);
            if (map.players() != players) {
                MapValidator.fail("map '" + map.id() + "': listed as the " + players
                        + "-player board but declares players " + map.players());
            }
            return map;
        });
    }

    public void check(SmallWorldMap map) {
        String where = "map '" + map.id() + "'";
        checkBoard(map, where);
        List<Region> regions = map.regions();
        int riverAtEdge = 0;
        int volcanoes = 0;
        int monsters = 0;
        for (Region r : regions) {
            String self = where + ": region " + r.id();
            if (r.edge() == null) MapValidator.fail(self + ": missing field 'edge'");
            if (r.border() == null) MapValidator.fail(self + ": missing field 'border'");
            boolean chasm = isChasm(r);
            if (r.isBorder() != (r.isEdge() && !chasm)) {
                MapValidator.fail(self + ": field 'border' is " + r.isBorder() + ", expected " + (r.isEdge() && !chasm)
                        + " (a first conquest enters at the edge, never into an Abysmal Chasm)");
            }
            if (chasm) {
                for (String s : r.symbols()) {
                    if (!s.equals(VOLCANO))
                        MapValidator.fail(self + ": an Abysmal Chasm carries no symbol but VOLCANO");
                }
                if (r.has(VOLCANO)) volcanoes++;
            }
            if (isRiver(r) && r.isEdge()) riverAtEdge++;
            if (r.has(MONSTER)) monsters++;
        }
        if (riverAtEdge != 2) {
            MapValidator.fail(where + ": has " + riverAtEdge
                    + " River regions at the edge, but the rulebook says exactly two ([U 233])");
        }
        checkRiverConnected(map, where);
        if (volcanoes == 0) MapValidator.fail(where + ": has no Abysmal Chasm with the VOLCANO symbol (Flames)");
        if (monsters == 0) MapValidator.fail(where + ": has no MONSTER region (Places and Relics are found there)");
        checkReachable(map, where);
        checkFlat(map, where);
    }

    private void checkBoard(SmallWorldMap map, String where) {
        if (map.players() == null) MapValidator.fail(where + ": missing field 'players'");
        if (map.rounds() == null) MapValidator.fail(where + ": missing field 'rounds'");
        Catalog.Board board = boards.stream()
                .filter(b -> b.players() == map.players())
                .findFirst()
                .orElse(null);
        if (board == null) {
            MapValidator.fail(where + ": field 'players' is " + map.players() + ", expected one of "
                    + boards.stream().map(Catalog.Board::players).toList());
        }
        if (map.rounds() < minRounds || map.rounds() > maxRounds) {
            MapValidator.fail(
                    where + ": field 'rounds' is " + map.rounds() + ", expected " + minRounds + " to " + maxRounds);
        }
        if (map.size() != board.regions()) {
            MapValidator.fail(where + ": has " + map.size() + " regions, but edition.json gives the " + map.players()
                    + "-player map " + board.regions());
        }
    }

    /** One river: the River regions connected through each other. */
    private void checkRiverConnected(SmallWorldMap map, String where) {
        List<Integer> river = new ArrayList<>();
        for (Region r : map.regions()) if (isRiver(r)) river.add(r.id());
        boolean[] seen = new boolean[map.size()];
        Deque<Integer> queue = new ArrayDeque<>(List.of(river.getFirst()));
        seen[river.getFirst()] = true;
        int reached = 0;
        while (!queue.isEmpty()) {
            reached++;
            for (int next : map.region(queue.poll()).neighbours()) {
                if (!seen[next] && isRiver(map.region(next))) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        if (reached != river.size()) {
            List<Integer> apart = river.stream().filter(id -> !seen[id]).toList();
            MapValidator.fail(where + ": River regions " + apart + " are not connected to River region "
                    + river.getFirst() + " (the River is one run of River regions)");
        }
    }

    /** Every region but the Chasms can be reached from a border region without crossing a Chasm. */
    private void checkReachable(SmallWorldMap map, String where) {
        boolean[] seen = new boolean[map.size()];
        Deque<Integer> queue = new ArrayDeque<>();
        for (Region r : map.regions()) {
            if (r.isBorder()) {
                seen[r.id()] = true;
                queue.add(r.id());
            }
        }
        while (!queue.isEmpty()) {
            for (int next : map.region(queue.poll()).neighbours()) {
                if (!seen[next] && !isChasm(map.region(next))) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        List<Integer> cut = map.regions().stream()
                .filter(r -> !seen[r.id()] && !isChasm(r))
                .map(Region::id)
                .toList();
        if (!cut.isEmpty()) {
            MapValidator.fail(where + ": regions " + cut + " cannot be reached from a border region around the Chasms");
        }
    }

    /**
     * Sanity of a board that could be printed: with a node for the frame joined to every edge
     * region, a planar graph has at most 3V - 6 borders; along the frame every edge region
     * touches the edge regions before and after it.
     */
    private void checkFlat(SmallWorldMap map, String where) {
        int borders = 0;
        int atEdge = 0;
        for (Region r : map.regions()) {
            borders += r.neighbours().size();
            if (r.isEdge()) atEdge++;
        }
        borders /= 2;
        int vertices = map.size() + 1;
        if (borders + atEdge > 3 * vertices - 6) {
            MapValidator.fail(where + ": has " + borders + " borders and " + atEdge
                    + " edge regions, more than a flat board allows (" + (3 * vertices - 6) + ", Euler)");
        }
        if (atEdge < 3) MapValidator.fail(where + ": has " + atEdge + " edge regions, a board has at least 3");
        for (Region r : map.regions()) {
            if (r.neighbours().size() < 2) {
                MapValidator.fail(
                        where + ": region " + r.id() + " has " + r.neighbours().size()
                                + " neighbour, but no region of a Small World board lies inside a single other one");
            }
        }
        for (Region r : map.regions()) {
            if (!r.isEdge()) continue;
            long alongFrame =
                    r.neighbours().stream().filter(n -> map.region(n).isEdge()).count();
            if (alongFrame < 2) {
                MapValidator.fail(where + ": edge region " + r.id() + " borders " + alongFrame
                        + " other edge regions, but along the frame it touches the one before and the one after");
            }
        }
    }

    private TerrainDef terrain(String id) {
        return vocabulary.terrains().get(vocabulary.terrain(id));
    }

    private static boolean isRiver(Region r) {
        return r.terrain().equals(RIVER);
    }

    private static boolean isChasm(Region r) {
        return r.terrain().equals(CHASM);
    }
}
