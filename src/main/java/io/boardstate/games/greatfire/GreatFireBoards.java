package io.boardstate.games.greatfire;

import io.boardstate.engine.Board;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The London board as clients get it ({@link Board}): every space with its kind, the marks
 * printed on it, where a pawn or team may step, and the links fire follows by card direction
 * (orthogonal arrows and the diagonals of crossings), so a client can draw the board and check a
 * fire move itself, with the inferred drawing of {@link GreatFireDrawing} (the printed geometry
 * was never transcribed).
 */
final class GreatFireBoards {
    private GreatFireBoards() {}

    static Board of(GreatFireBoard board) {
        GreatFireDrawing drawing = GreatFireDrawing.of(board);
        List<Board.Region> spaces = new ArrayList<>();
        for (int i = 0; i < board.size(); i++)
            spaces.add(space(board, i, drawing == null ? null : drawing.spaces().get(board.spaceId(i))));
        Map<String, Object> features = new LinkedHashMap<>();
        List<Object> crossings = new ArrayList<>();
        for (int[] c : board.crossings()) {
            crossings.add(Map.of(
                    "nw", board.spaceId(c[0]),
                    "ne", board.spaceId(c[1]),
                    "sw", board.spaceId(c[2]),
                    "se", board.spaceId(c[3])));
        }
        features.put("crossings", crossings);
        features.put(
                "objectiveCards",
                board.objectives().stream()
                        .map(o -> Map.of(
                                "id", o.id(), "deck", o.deck(), "district", board.spaceId(o.district()), "vp", o.vp()))
                        .toList());
        return new Board(
                board.id(),
                board.name(),
                List.of(3, 4, 5, 6),
                "Reconstructed from the rulebook text (see greatfire/BOARD.md): links stated there or inferred;"
                        + " the drawing inferred from the links (greatfire/drawing.json)",
                features,
                spaces,
                drawing == null ? null : drawing.drawing());
    }

    private static Board.Region space(GreatFireBoard board, int i, GreatFireDrawing.Space drawn) {
        List<String> symbols = new ArrayList<>();
        Map<String, Object> features = new LinkedHashMap<>();
        if (board.kind(i) != SpaceKind.PARK) {
            if (board.region(i) != null) features.put("region", board.region(i).name());
            features.put("houseSymbols", board.symbols(i));
            if (board.yellowBand(i)) symbols.add("YELLOW_BAND");
            if (board.objectiveVp(i) > 0) {
                symbols.add("RED_BAND");
                features.put("objectiveVp", board.objectiveVp(i));
            }
            if (board.setupIcon(i) != null) symbols.add("SETUP_ICON_" + board.setupIcon(i));
        }
        return new Board.Region(
                board.spaceId(i),
                i,
                board.spaceName(i),
                board.kind(i).name(),
                null,
                symbols,
                drawn == null ? null : drawn.edge(),
                null,
                ids(board, board.moveNeighbours(i)),
                links(board, i),
                drawn == null ? null : drawn.at(),
                drawn == null ? List.of() : drawn.outline(),
                features);
    }

    /** Fire links by target with the card directions that cross them, then the park paths (pawns and teams only). */
    private static List<Board.Link> links(GreatFireBoard board, int i) {
        Map<Integer, List<String>> byTarget = new LinkedHashMap<>();
        for (Direction d : Direction.values()) {
            for (int j : board.fireSteps(i, d))
                byTarget.computeIfAbsent(j, k -> new ArrayList<>()).add(d.name());
        }
        List<Board.Link> links = new ArrayList<>();
        for (var e : byTarget.entrySet()) {
            String kind = board.diagonal(i, e.getKey()) ? "CROSSING" : "ARROW";
            links.add(new Board.Link(board.spaceId(e.getKey()), kind, e.getValue()));
        }
        for (int j : board.moveNeighbours(i)) {
            if (!byTarget.containsKey(j)) links.add(new Board.Link(board.spaceId(j), "PARK", List.of()));
        }
        return links;
    }

    private static List<String> ids(GreatFireBoard board, int[] spaces) {
        List<String> out = new ArrayList<>(spaces.length);
        for (int s : spaces) out.add(board.spaceId(s));
        return out;
    }
}
