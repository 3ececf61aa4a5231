package io.boardstate.games.smallworld.core.map;

import java.util.List;
import java.util.Map;

/**
 * A board (or, for editions built from islands, one island face): the static data a match is
 * played on, in the edition-agnostic format of {@code smallworld/README.md}.
 *
 * @param id stable map id, e.g. {@code 2-players}
 * @param players the player count this map is for, or null when the edition composes maps
 * @param rounds game turns on this map (its Game Turn track), or null when the edition decides
 * @param source who transcribed the data and under which licence
 * @param features edition extension slot for the whole map (e.g. an island's size), JSON values
 * @param regions every region, index = id
 */
public record SmallWorldMap(
        String id, Integer players, Integer rounds, String source, Map<String, Object> features, List<Region> regions) {
    public SmallWorldMap {
        regions = List.copyOf(regions);
        features = features == null ? Map.of() : Map.copyOf(features);
    }

    public Region region(int id) {
        return regions.get(id);
    }

    public int size() {
        return regions.size();
    }

    public boolean adjacent(int a, int b) {
        return regions.get(a).neighbours().contains(b);
    }
}
