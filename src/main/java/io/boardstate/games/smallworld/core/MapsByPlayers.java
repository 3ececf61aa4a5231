package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Board;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The maps of an edition with one map per player count (2.1: base, Underground), each indexed on
 * first use and kept; a benign race at most builds one twice (MapIndex is immutable).
 */
public final class MapsByPlayers {
    private final Catalog catalog;
    private final IntFunction<SmallWorldMap> maps;
    private final MapIndex[] built;

    /**
     * @param limit player counts from 0 to {@code limit - 1} may have a map
     * @param maps the map for a player count
     */
    public MapsByPlayers(Catalog catalog, int limit, IntFunction<SmallWorldMap> maps) {
        this.catalog = catalog;
        this.maps = maps;
        this.built = new MapIndex[limit];
    }

    /** The indexed map for {@code players}; IllegalArgumentException outside the limit. */
    public MapIndex get(int players) {
        if (players < 0 || players >= built.length) throw new IllegalArgumentException("no map for " + players);
        MapIndex b = built[players];
        if (b == null) built[players] = b = new MapIndex(maps.apply(players), catalog.vocabulary());
        return b;
    }

    /** The maps the data lists, one per player count, as clients get them ({@link Edition#boards}). */
    public List<Board> boards() {
        return catalog.setup().boards().stream()
                .map(b -> get(b.players()).board())
                .toList();
    }
}
