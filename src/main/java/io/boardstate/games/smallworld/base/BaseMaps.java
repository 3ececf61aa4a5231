package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.MapValidator;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * The base game's boards (spec 2.1, 6.6): one per player count, listed in edition.json, checked
 * beyond the family's map rules for what the base game needs: its player count, region count and
 * rounds, a rulebook border flag on every region that agrees with the edge flags, and a
 * land border region to enter by.
 */
public final class BaseMaps {
    private static final Map<String, SmallWorldMap> BUNDLED = new ConcurrentHashMap<>();

    private BaseMaps() {}

    /** A loader for base-game map files. */
    public static MapLoader loader(Catalog catalog) {
        return new MapLoader(catalog.vocabulary(), map -> check(catalog, map));
    }

    /** The bundled board of a player count, loaded once (maps are immutable). */
    static IntFunction<SmallWorldMap> bundled(Catalog catalog) {
        return players -> {
            Catalog.Board board = catalog.setup().boards().stream()
                    .filter(b -> b.players() == players)
                    .findFirst()
                    .orElseThrow(() ->
                            new IllegalArgumentException("Small World is played by 2 to 5 players, not " + players));
            String path = catalog.directory() + "/" + board.file();
            return BUNDLED.computeIfAbsent(path, p -> {
                SmallWorldMap map = loader(catalog).resource(p);
                if (map.players() != players) {
                    MapValidator.fail("map '" + map.id() + "': bundled as the " + players
                            + "-player map but declares players " + map.players());
                }
                return map;
            });
        };
    }

    static void check(Catalog catalog, SmallWorldMap map) {
        String where = "map '" + map.id() + "'";
        Catalog.Setup setup = catalog.setup();
        if (map.players() == null) MapValidator.fail(where + ": missing field 'players'");
        if (map.rounds() == null) MapValidator.fail(where + ": missing field 'rounds'");
        Catalog.Board board = setup.boards().stream()
                .filter(b -> b.players() == map.players())
                .findFirst()
                .orElse(null);
        if (board == null) MapValidator.fail(where + ": field 'players' is " + map.players() + ", expected 2 to 5");
        if (map.rounds() < setup.minRounds() || map.rounds() > setup.maxRounds()) {
            MapValidator.fail(where + ": field 'rounds' is " + map.rounds() + ", expected " + setup.minRounds() + " to "
                    + setup.maxRounds());
        }
        if (map.size() != board.regions()) {
            MapValidator.fail(where + ": has " + map.size() + " regions, but the " + map.players() + "-player map has "
                    + board.regions());
        }
        for (Region r : map.regions()) {
            if (r.border() == null) MapValidator.fail(where + ": region " + r.id() + ": missing field 'border'");
        }
        checkEdgeFlags(map, where);
        boolean landBorder = map.regions().stream()
                .anyMatch(r -> r.isBorder()
                        && !catalog.vocabulary()
                                .terrains()
                                .get(catalog.vocabulary().terrain(r.terrain()))
                                .water());
        if (!landBorder)
            MapValidator.fail(where + ": has no land border region, so no race could make a first conquest");
    }

    /**
     * When physical edge flags are given, the rulebook border flag must follow from them: a land
     * region at the edge or on the shore of an edge Sea; an edge Sea itself (Seafaring, R-30);
     * never the Lake (spec 6.3: only a sea counts).
     */
    private static void checkEdgeFlags(SmallWorldMap map, String where) {
        List<Region> regions = map.regions();
        long withEdge = regions.stream().filter(r -> r.edge() != null).count();
        if (withEdge == 0) return;
        if (withEdge != regions.size()) {
            Region missing =
                    regions.stream().filter(r -> r.edge() == null).findFirst().orElseThrow();
            MapValidator.fail(
                    where + ": region " + missing.id() + ": field 'edge' missing (give it on every region or on none)");
        }
        for (Region r : regions) {
            boolean expected;
            if (isWater(r)) {
                expected = r.terrain().equals("SEA") && r.isEdge();
            } else {
                expected = r.isEdge()
                        || r.neighbours().stream()
                                .map(regions::get)
                                .anyMatch(s -> s.terrain().equals("SEA") && s.isEdge());
            }
            if (r.isBorder() != expected) {
                MapValidator.fail(where + ": region " + r.id() + ": field 'border' is " + r.isBorder()
                        + " but its edge flags imply " + expected
                        + " (border = at the edge or on the shore of a Sea at the edge)");
            }
        }
    }

    private static boolean isWater(Region r) {
        return r.terrain().equals("SEA") || r.terrain().equals("LAKE");
    }
}
