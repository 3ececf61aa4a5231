package io.boardstate.games.greatfire;

import io.boardstate.engine.Board;
import io.boardstate.games.BoardLegends;
import io.boardstate.games.DataFiles;
import io.boardstate.games.greatfire.GreatFireBoard.BoardFormatException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the London board is drawn ({@code greatfire/drawing.json}, written by {@code
 * src/test/tools/board_geometry.py}; legend in {@code greatfire/legend.json}): each space's
 * anchor, outline and edge flag, and the links whose spaces share no side. Validated against the
 * board on load; applies only to the board it names (another board file is drawn by nobody).
 */
record GreatFireDrawing(Board.Drawing drawing, Map<String, Space> spaces) {
    record Space(String id, boolean edge, Board.Point at, List<Board.Point> outline) {}

    private record DrawingFile(
            String board,
            String source,
            String layout,
            Board.Box viewBox,
            List<Board.Contact> withoutBorder,
            List<Space> spaces) {}

    static final String FILE = "greatfire/drawing.json";

    /** The drawing of this board, or null when the drawing file is for another board. */
    static GreatFireDrawing of(GreatFireBoard board) {
        String text = DataFiles.resource(FILE);
        if (text == null) return null;
        DrawingFile raw = DataFiles.read(text, DrawingFile.class, FILE, BoardFormatException::new);
        if (raw == null || raw.board() == null) throw new BoardFormatException(FILE + ": needs 'board'");
        if (!raw.board().equals(board.id())) return null;
        require(List.of(Board.PRINTED, Board.INFERRED).contains(raw.layout()), "layout must be printed or inferred");
        Board.Box box = raw.viewBox();
        require(box != null && box.width() > 0 && box.height() > 0, "viewBox needs a positive width and height");
        require(raw.spaces() != null && raw.spaces().size() == board.size(), "needs one entry per space");
        Map<String, Space> spaces = new HashMap<>();
        for (Space s : raw.spaces()) {
            require(
                    s != null && s.id() != null && s.at() != null && s.outline() != null,
                    "a space needs id, at, outline");
            require(board.indexOf(s.id()) >= 0, "unknown space " + s.id());
            require(spaces.put(s.id(), s) == null, "space " + s.id() + " listed twice");
            require(s.outline().size() >= 3, s.id() + ": outline needs at least 3 points");
            require(new HashSet<>(s.outline()).size() == s.outline().size(), s.id() + ": outline repeats a point");
            require(inside(box, s.at()), s.id() + ": 'at' outside the viewBox");
            for (Board.Point p : s.outline()) require(inside(box, p), s.id() + ": outline leaves the viewBox");
        }
        List<Board.Contact> without = raw.withoutBorder() == null ? List.of() : raw.withoutBorder();
        Set<Set<String>> pairs = new HashSet<>();
        for (Board.Contact c : without) {
            require(c != null && c.a() != null && c.b() != null && c.why() != null, "withoutBorder needs a, b, why");
            int a = board.indexOf(c.a()), b = board.indexOf(c.b());
            require(a >= 0 && b >= 0 && adjacent(board, a, b), c.a() + "-" + c.b() + " are not linked on the board");
            require(pairs.add(Set.of(c.a(), c.b())), c.a() + "-" + c.b() + " listed twice in withoutBorder");
        }
        List<Board.LegendEntry> legend = BoardLegends.load("greatfire");
        List<String> kinds = new ArrayList<>(), regions = new ArrayList<>();
        for (SpaceKind k : SpaceKind.values()) kinds.add(k.name());
        for (Region r : Region.values()) regions.add(r.name());
        BoardLegends.requireAll(legend, "kind", kinds, "greatfire");
        BoardLegends.requireAll(legend, "region", regions, "greatfire");
        return new GreatFireDrawing(new Board.Drawing(box, raw.layout(), legend, without), Map.copyOf(spaces));
    }

    private static boolean adjacent(GreatFireBoard board, int a, int b) {
        for (int n : board.moveNeighbours(a)) if (n == b) return true;
        for (Direction d : Direction.values()) for (int n : board.fireSteps(a, d)) if (n == b) return true;
        return false;
    }

    private static boolean inside(Board.Box box, Board.Point p) {
        return Double.isFinite(p.x())
                && Double.isFinite(p.y())
                && p.x() >= box.minX()
                && p.x() <= box.minX() + box.width()
                && p.y() >= box.minY()
                && p.y() <= box.minY() + box.height();
    }

    private static void require(boolean ok, String message) {
        if (!ok) throw new BoardFormatException(FILE + ": " + message);
    }
}
