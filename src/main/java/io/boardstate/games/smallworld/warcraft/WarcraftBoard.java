package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Board;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.Region;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
     * The composed map as clients get it: each face (drawn in its own square frame) shrunk into
     * its island's square, side by side with a gap of sea, the whole scaled to {@link
     * Board.Drawing#SCALE} units wide; {@code features.islands[i].frame} is island i's square.
     */
    public Board board() {
        Board b = board;
        if (b != null) return b;
        Board plain = map.board();
        int count = sizeIcon.length;
        int columns = Math.min(count, ISLANDS_PER_ROW);
        int rows = (count + ISLANDS_PER_ROW - 1) / ISLANDS_PER_ROW;
        double side = Board.Drawing.SCALE / (columns * ISLAND_STEP - (ISLAND_STEP - 1));
        List<Board.Box> frames = new ArrayList<>();
        for (int i = 0; i < count; i++)
            frames.add(new Board.Box(
                    round((i % ISLANDS_PER_ROW) * ISLAND_STEP * side),
                    round((i / ISLANDS_PER_ROW) * ISLAND_STEP * side),
                    round(side),
                    round(side)));
        List<Board.Region> regions = plain.regions().stream()
                .map(r -> {
                    Board.Box frame = frames.get(island[r.index()]);
                    return r.redrawn(p -> into(frame, p));
                })
                .toList();
        Map<String, Object> features = new LinkedHashMap<>(plain.features());
        List<Object> islands = new ArrayList<>();
        List<?> listed = (List<?>) features.get("islands");
        for (int i = 0; i < listed.size(); i++) {
            Map<String, Object> entry = new LinkedHashMap<>(cast((Map<?, ?>) listed.get(i)));
            Board.Box f = frames.get(i);
            entry.put("frame", Map.of("minX", f.minX(), "minY", f.minY(), "width", f.width(), "height", f.height()));
            islands.add(entry);
        }
        features.put("islands", islands);
        Board.Drawing drawing = plain.drawing() == null
                ? null
                : new Board.Drawing(
                        new Board.Box(
                                0, 0, Board.Drawing.SCALE, round(rows * ISLAND_STEP * side - (ISLAND_STEP - 1) * side)),
                        plain.drawing().layout(),
                        plain.drawing().legend(),
                        plain.drawing().withoutBorder());
        board = b = new Board(
                plain.id(),
                "Islands " + String.join(", ", faces()),
                List.of(),
                plain.source(),
                features,
                regions,
                drawing);
        return b;
    }

    /** A point of a face (drawn in a SCALE square) in the island's square. */
    private static Board.Point into(Board.Box frame, Board.Point p) {
        double k = frame.width() / Board.Drawing.SCALE;
        return new Board.Point(frame.minX() + p.x() * k, frame.minY() + p.y() * k);
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    private List<String> faces() {
        List<String> faces = new ArrayList<>();
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
