package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Board;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.Viewer;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Board data, for every registered game with a board: each board is a consistent
 * graph, every match names its board in its view, and the view's regions or spaces are the
 * board's, in the same order, so a client can put the pieces of a view on the board.
 */
class BoardsContractTest {
    static Stream<Contract.Game> games() {
        return Contract.games().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("published boards are consistent graphs with unique ids")
    void publishedBoards(Contract.Game game) {
        Set<String> ids = new HashSet<>();
        for (Board board : game.ruleset().boards()) {
            assertTrue(ids.add(board.id()), game + ": two boards named " + board.id());
            consistent(game, board);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("every match names its board, and its view lists the board's regions in order")
    void matchesNameTheirBoard(Contract.Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        for (int seats : game.seatCounts()) {
            Object state = start(game, seats);
            Optional<Board> board = ruleset.board(state);
            if (ruleset.boards().isEmpty() && board.isEmpty()) continue; // a game without board data
            assertTrue(board.isPresent(), game + " publishes boards but names none for " + seats + " seats");
            Board b = board.get();
            consistent(game, b);
            ruleset.boards().stream()
                    .filter(p -> p.id().equals(b.id()))
                    .findFirst()
                    .ifPresent(published -> assertEquals(published, b, "the match's board is the published one"));
            if (b.players().isEmpty() && ruleset.boards().stream().noneMatch(p -> p.id().equals(b.id()))) {
                assertNotEquals(List.of(), b.regions(), "a board made for one match has regions");
            } else {
                assertTrue(
                        b.players().isEmpty() || b.players().contains(seats),
                        game + ": board " + b.id() + " for " + b.players() + " used by " + seats + " seats");
            }
            for (Viewer viewer : List.of(Viewer.spectator(), Viewer.seat(0))) {
                JsonNode view = game.codec().toTree(ruleset.view(state, viewer));
                assertTrue(namesBoard(view, b.id()), game + ": the view names its board " + b.id() + ": " + view);
                JsonNode places = view.has("regions") ? view.get("regions") : view.get("spaces");
                assertEquals(b.regions().size(), places.size(), game + ": one view entry per board region");
                for (int i = 0; i < places.size(); i++)
                    assertEquals(
                            b.regions().get(i).id(), places.get(i).get("id").asText(), "region " + i);
            }
        }
    }

    private static boolean namesBoard(JsonNode view, String id) {
        for (String field : List.of("boardId", "mapId"))
            if (id.equals(view.path(field).asText(null))) return true;
        return false;
    }

    @SuppressWarnings("unchecked")
    private static Object start(Contract.Game game, int seats) {
        var d = game.ruleset().setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(seats, 0));
        Object state = null;
        for (Event e : ((Decision.Accepted<Event>) d).events())
            state = game.ruleset().apply(state, e);
        return state;
    }

    /** Ids unique, indexes in order, adjacency symmetric and known, links among the adjacency, JSON-ready. */
    private static void consistent(Contract.Game game, Board board) {
        String where = game + " board " + board.id() + ": ";
        assertFalse(board.regions().isEmpty(), where + "has regions");
        Map<String, Board.Region> byId = new HashMap<>();
        for (int i = 0; i < board.regions().size(); i++) {
            Board.Region r = board.regions().get(i);
            assertEquals(i, r.index(), where + "index of " + r.id());
            assertTrue(byId.put(r.id(), r) == null, where + "two regions " + r.id());
            assertTrue(r.kind() != null && !r.kind().isBlank(), where + r.id() + " has a kind");
            assertTrue(r.outline().isEmpty() || r.outline().size() >= 3, where + r.id() + " outline");
        }
        for (Board.Region r : board.regions()) {
            assertEquals(new HashSet<>(r.adjacent()).size(), r.adjacent().size(), where + r.id() + " repeats");
            for (String n : r.adjacent()) {
                assertTrue(byId.containsKey(n), where + r.id() + " next to unknown " + n);
                assertNotEquals(r.id(), n, where + r.id() + " next to itself");
                assertTrue(byId.get(n).adjacent().contains(r.id()), where + r.id() + "-" + n + " one way only");
            }
            List<String> linked = new ArrayList<>();
            for (Board.Link l : r.links()) linked.add(l.to());
            assertTrue(r.adjacent().containsAll(linked), where + r.id() + " links outside its adjacency");
        }
        String json = EngineCodec.MAPPER.valueToTree(board).toString();
        assertTrue(json.contains("\"regions\""), where + "serializes");
    }
}
