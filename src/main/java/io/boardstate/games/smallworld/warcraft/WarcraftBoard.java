package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Board;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.Region;
import java.util.List;

/**
 * A composed map of islands with what the rules ask about islands (3.2.1): the island of each
 * region, each island's size-icon region (where its marker goes, [W 151]) and its first Lake or
 * Sea region (the Well of Eternity, [W 643]). Immutable, shared by the matches on the same faces.
 */
public final class WarcraftBoard {
    /** Islands drawn side by side, this many to a row, each in its face's unit square plus a gap. */
    private static final int ISLANDS_PER_ROW = 3;

    private static final double ISLAND_STEP = 1.1;

    public final MapIndex map;
    private volatile Board board;
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

    /**
     * The composed map as clients get it: each face's drawing anchors moved to its island's place
     * (faces share one unit square, so the islands would be drawn on top of each other).
     */
    public Board board() {
        Board b = board;
        if (b != null) return b;
        Board plain = map.board();
        List<Board.Region> regions = plain.regions().stream()
                .map(r -> {
                    int i = island[r.index()];
                    double dx = (i % ISLANDS_PER_ROW) * ISLAND_STEP;
                    double dy = (i / ISLANDS_PER_ROW) * ISLAND_STEP;
                    return new Board.Region(
                            r.id(),
                            r.index(),
                            r.name(),
                            r.kind(),
                            r.terrain(),
                            r.symbols(),
                            r.edge(),
                            r.border(),
                            r.adjacent(),
                            r.links(),
                            r.at() == null ? null : new Board.Point(r.at().x() + dx, r.at().y() + dy),
                            r.outline().stream()
                                    .map(p -> new Board.Point(p.x() + dx, p.y() + dy))
                                    .toList(),
                            r.features());
                })
                .toList();
        board = b = new Board(
                plain.id(),
                "Islands " + String.join(", ", faces()),
                List.of(),
                plain.source(),
                plain.features(),
                regions);
        return b;
    }

    private List<String> faces() {
        List<String> faces = new java.util.ArrayList<>();
        for (int i = 0; i < sizeIcon.length; i++) {
            Object face = map.map.region(sizeIcon[i]).features().get("face");
            faces.add(String.valueOf(face));
        }
        return faces;
    }

    /** The island's first Lake or Sea region, or -1. */
    public int water(int island) {
        return water[island];
    }
}
