package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.Region;

/**
 * A composed map of islands with what the rules ask about islands (3.2.1): the island of each
 * region, each island's size-icon region (where its marker goes, [W 151]) and its first Lake or
 * Sea region (the Well of Eternity, [W 643]). Immutable, shared by the matches on the same faces.
 */
public final class WarcraftBoard {
    public final MapIndex map;
    private final int[] island;
    private final int[] sizeIcon;
    private final int[] water;

    WarcraftBoard(MapIndex map, int islands) {
        this.map = map;
        island = new int[map.size];
        sizeIcon = new int[islands];
        water = new int[islands];
        java.util.Arrays.fill(water, -1);
        int icon = map.vocabulary.symbol("SIZE_ICON");
        for (Region r : map.map.regions()) {
            int i = ((Number) r.features().get("island")).intValue();
            island[r.id()] = i;
            if (map.has(r.id(), icon)) sizeIcon[i] = r.id();
            if (map.water[r.id()] && water[i] < 0) water[i] = r.id();
        }
    }

    public int island(int region) {
        return island[region];
    }

    public int islands() {
        return sizeIcon.length;
    }

    public int sizeIcon(int island) {
        return sizeIcon[island];
    }

    /** The island's first Lake or Sea region, or -1. */
    public int water(int island) {
        return water[island];
    }
}
