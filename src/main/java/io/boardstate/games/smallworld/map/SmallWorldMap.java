package io.boardstate.games.smallworld.map;

import java.util.List;

/**
 * A Small World board: the static data a match is played on.
 *
 * @param id stable map id, e.g. {@code 2-players}
 * @param players the player count this map is for
 * @param rounds the number of game turns on this map
 * @param regions every region, index = id
 * @param source where the data comes from (credited in the project docs)
 */
public record SmallWorldMap(String id, int players, int rounds, List<Region> regions, String source) {
    public SmallWorldMap {
        regions = List.copyOf(regions);
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
