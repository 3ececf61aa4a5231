package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Board;
import io.boardstate.engine.Board.Point;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every board of every game can be drawn, and its drawing tells the truth about the adjacency:
 * a frame ({@code viewBox}, longer side 1000), a simple polygon per region inside it with its
 * anchor inside, polygons that tile their frame, two regions sharing a side exactly when they are
 * adjacent (less the pairs the board declares {@code withoutBorder}, which must not share one),
 * edge regions and only they touching the frame, and a legend for every fill and symbol.
 */
class BoardGeometryTest {
    /** Shortest shared side that counts as a border, in drawing units (a thousandth of the frame). */
    private static final double BORDER = 1.0;

    private static final double EPS = 1e-6;

    static Stream<Board> boards() {
        Map<String, Board> all = new LinkedHashMap<>();
        for (Contract.Game game : Contract.games()) {
            for (Board b : game.ruleset().boards()) all.put(game + "/" + b.id(), b);
            if (game.ruleset().boards().isEmpty()) continue;
            for (int seats : game.seatCounts()) {
                Board b = game.ruleset().board(start(game, seats)).orElseThrow();
                all.putIfAbsent(game + "/" + b.id(), b);
            }
        }
        return all.values().stream();
    }

    @Test
    @DisplayName("every game publishes boards, and the boards of matches of every size are checked too")
    void everyGameHasDrawnBoards() {
        List<Board> boards = boards().toList();
        assertTrue(boards.size() >= 4 + 4 + 12 + 4 + 1, "all boards listed: " + boards.size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    @DisplayName("the drawing: frame, simple polygons inside it, anchors inside, a tiling, a legend")
    void drawable(Board board) {
        Board.Drawing d = board.drawing();
        assertNotNull(d, board.id() + " has a drawing");
        assertTrue(List.of(Board.PRINTED, Board.INFERRED).contains(d.layout()), "layout " + d.layout());
        Board.Box box = d.viewBox();
        assertEquals(Board.Drawing.SCALE, Math.max(box.width(), box.height()), 1e-9, "normalized frame");
        Map<Board.Box, Double> tiled = new HashMap<>();
        for (Board.Region r : board.regions()) {
            String where = board.id() + " region " + r.id();
            List<Point> poly = r.outline();
            assertTrue(poly.size() >= 3, where + " has an outline");
            assertEquals(poly.size(), new HashSet<>(poly).size(), where + " repeats a point");
            for (Point p : poly) assertTrue(inside(box, p), where + " point " + p + " outside the viewBox");
            assertTrue(simple(poly), where + " outline crosses itself");
            assertTrue(area(poly) > 0, where + " outline runs clockwise on screen");
            assertNotNull(r.at(), where + " has an anchor");
            assertTrue(contains(poly, r.at()), where + " anchor inside its outline");
            tiled.merge(frame(board, r), area(poly), Double::sum);
            legendCovers(d, r, where);
        }
        for (var f : tiled.entrySet())
            assertEquals(f.getKey().width() * f.getKey().height(), f.getValue(), 1e-3 * f.getValue(), "tiles " + f);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    @DisplayName("shared side <=> adjacent (but the declared links without a border); edge regions touch the frame")
    void geometryMatchesAdjacency(Board board) {
        Map<String, Board.Region> byId = new HashMap<>();
        for (Board.Region r : board.regions()) byId.put(r.id(), r);
        Set<Set<String>> without = new HashSet<>();
        for (Board.Contact c : board.drawing().withoutBorder()) {
            assertTrue(linked(byId.get(c.a()), c.b()), c + " are adjacent");
            assertTrue(without.add(Set.of(c.a(), c.b())), c + " listed once");
        }
        List<Board.Region> regions = board.regions();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < regions.size(); i++) {
            Board.Region a = regions.get(i);
            for (int j = i + 1; j < regions.size(); j++) {
                Board.Region b = regions.get(j);
                double shared = shared(a.outline(), b.outline());
                boolean adjacent = linked(a, b.id()) || linked(b, a.id());
                boolean border = adjacent && !without.contains(Set.of(a.id(), b.id()));
                if (border != shared > BORDER)
                    wrong.add(a.id() + "-" + b.id() + " (adjacent " + adjacent + ", shared " + shared + ")");
            }
            if (a.edge() != null) {
                double onFrame = onFrame(frame(board, a), a.outline());
                if (a.edge() != onFrame > BORDER) wrong.add(a.id() + " edge " + a.edge() + ", on frame " + onFrame);
            }
        }
        assertEquals(List.of(), wrong, board.id() + ": drawing disagrees with the adjacency");
    }

    @Test
    @DisplayName("the check sees a wrong drawing: a border removed, a side shared by strangers")
    void theCheckCanFail() {
        List<Point> a = List.of(new Point(0, 0), new Point(10, 0), new Point(10, 10), new Point(0, 10));
        List<Point> b = List.of(new Point(10, 2), new Point(20, 2), new Point(20, 8), new Point(10, 8));
        List<Point> c = List.of(new Point(10, 10), new Point(20, 10), new Point(20, 20));
        assertEquals(6, shared(a, b), 1e-9);
        assertEquals(0, shared(a, c), 1e-9, "a corner is no border");
        assertFalse(simple(List.of(new Point(0, 0), new Point(10, 10), new Point(10, 0), new Point(0, 10))));
    }

    // ---------------------------------------------------------------------------- geometry

    /** The frame a region's edge flag refers to: its island's square on a composed map, else the viewBox. */
    private static Board.Box frame(Board board, Board.Region r) {
        Object island = r.features().get("island");
        if (island instanceof Number n && board.features().get("islands") instanceof List<?> islands) {
            Map<?, ?> f = (Map<?, ?>) ((Map<?, ?>) islands.get(n.intValue())).get("frame");
            return new Board.Box(num(f, "minX"), num(f, "minY"), num(f, "width"), num(f, "height"));
        }
        return board.drawing().viewBox();
    }

    private static double num(Map<?, ?> m, String key) {
        return ((Number) m.get(key)).doubleValue();
    }

    private static boolean linked(Board.Region r, String other) {
        return r.adjacent().contains(other) || r.links().stream().anyMatch(l -> l.to().equals(other));
    }

    private static void legendCovers(Board.Drawing d, Board.Region r, String where) {
        boolean fill = (r.terrain() != null && has(d, "terrain", r.terrain()))
                || (r.features().get("region") != null
                        && has(d, "region", r.features().get("region").toString()))
                || has(d, "kind", r.kind());
        assertTrue(fill, where + ": the legend gives no fill");
        for (String s : r.symbols()) assertTrue(has(d, "symbol", s), where + ": no legend entry for symbol " + s);
    }

    private static boolean has(Board.Drawing d, String field, String id) {
        return d.legend().stream().anyMatch(e -> e.field().equals(field) && e.id().equals(id));
    }

    /** Length of the sides two polygons share (collinear overlapping segments). */
    static double shared(List<Point> a, List<Point> b) {
        double total = 0;
        for (int i = 0; i < a.size(); i++) {
            Point p = a.get(i), q = a.get((i + 1) % a.size());
            for (int j = 0; j < b.size(); j++) total += overlap(p, q, b.get(j), b.get((j + 1) % b.size()));
        }
        return total;
    }

    private static double overlap(Point p, Point q, Point r, Point s) {
        double len = Math.hypot(q.x() - p.x(), q.y() - p.y());
        if (len < EPS) return 0;
        double ux = (q.x() - p.x()) / len, uy = (q.y() - p.y()) / len;
        // both ends of r-s on the line p-q (distance below a hundredth of a unit)
        if (Math.abs((r.x() - p.x()) * uy - (r.y() - p.y()) * ux) > 0.01) return 0;
        if (Math.abs((s.x() - p.x()) * uy - (s.y() - p.y()) * ux) > 0.01) return 0;
        double t1 = (r.x() - p.x()) * ux + (r.y() - p.y()) * uy;
        double t2 = (s.x() - p.x()) * ux + (s.y() - p.y()) * uy;
        return Math.max(0, Math.min(len, Math.max(t1, t2)) - Math.max(0, Math.min(t1, t2)));
    }

    private static double onFrame(Board.Box f, List<Point> poly) {
        List<Point> frame = List.of(
                new Point(f.minX(), f.minY()),
                new Point(f.minX() + f.width(), f.minY()),
                new Point(f.minX() + f.width(), f.minY() + f.height()),
                new Point(f.minX(), f.minY() + f.height()));
        return shared(frame, poly);
    }

    /** Shoelace area; positive for outlines running clockwise on a screen (y down). */
    static double area(List<Point> poly) {
        double a = 0;
        for (int i = 0; i < poly.size(); i++) {
            Point p = poly.get(i), q = poly.get((i + 1) % poly.size());
            a += p.x() * q.y() - q.x() * p.y();
        }
        return a / 2;
    }

    static boolean simple(List<Point> poly) {
        int m = poly.size();
        for (int i = 0; i < m; i++) {
            for (int j = i + 2; j < m; j++) {
                if (i == 0 && j == m - 1) continue;
                if (cross(poly.get(i), poly.get((i + 1) % m), poly.get(j), poly.get((j + 1) % m))) return false;
            }
        }
        return true;
    }

    private static boolean cross(Point p, Point q, Point r, Point s) {
        return orient(p, q, r) * orient(p, q, s) < 0 && orient(r, s, p) * orient(r, s, q) < 0;
    }

    private static int orient(Point a, Point b, Point c) {
        double v = (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
        return Math.abs(v) < 1e-9 ? 0 : v > 0 ? 1 : -1;
    }

    private static boolean contains(List<Point> poly, Point p) {
        boolean in = false;
        for (int i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
            Point a = poly.get(i), b = poly.get(j);
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) in = !in;
        }
        return in;
    }

    private static boolean inside(Board.Box box, Point p) {
        return p.x() >= box.minX() - EPS
                && p.x() <= box.minX() + box.width() + EPS
                && p.y() >= box.minY() - EPS
                && p.y() <= box.minY() + box.height() + EPS;
    }

    @SuppressWarnings("unchecked")
    private static Object start(Contract.Game game, int seats) {
        var d = game.ruleset().setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(seats, 0));
        Object state = null;
        for (Event e : ((Decision.Accepted<Event>) d).events())
            state = game.ruleset().apply(state, e);
        return state;
    }
}
