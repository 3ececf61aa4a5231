package io.boardstate.testgame;

import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Noughts and crosses, registered for the tests only: a tiny real game whose every move the
 * store tests can predict. The first player is drawn by the seeded RNG and recorded, and each
 * seat's "secret note" exercises redaction.
 */
public final class TicTacToe implements Ruleset<TicTacToe.State, TicTacToe.Cmd, TicTacToe.Evt> {
    public sealed interface Cmd extends Command {}

    public record Place(int cell) implements Cmd {}

    public record WriteNote(String note) implements Cmd {}

    public sealed interface Evt extends Event {}

    public record Started(int firstSeat, boolean longGame) implements Evt {}

    public record Placed(int seat, int cell) implements Evt {}

    public record NoteWritten(int seat, String note) implements Evt {}

    public record Ended(Integer winner) implements Evt {}

    public static final class State {
        public int[] cells = new int[9];
        public int toMove;
        public boolean over;
        public Integer winner;
        public List<String> notes = new ArrayList<>(List.of("", ""));
    }

    @Override
    public RulesetInfo info() {
        return new RulesetInfo(
                "tictactoe",
                "Tic-tac-toe (test game)",
                2,
                2,
                List.of(OptionSpec.bool("longGame", false, "Unused flag to exercise option handling")),
                "Test-only ruleset.");
    }

    @Override
    public Class<State> stateType() {
        return State.class;
    }

    @Override
    public Map<String, Class<? extends Cmd>> commandTypes() {
        return Map.of("place", Place.class, "writeNote", WriteNote.class);
    }

    @Override
    public Map<String, Class<? extends Evt>> eventTypes() {
        return Map.of(
                "Started",
                Started.class,
                "Placed",
                Placed.class,
                "NoteWritten",
                NoteWritten.class,
                "Ended",
                Ended.class);
    }

    @Override
    public Decision<Evt> setup(MatchSetup setup, Rng rng) {
        return Decision.accept(new Started(rng.nextInt(2), setup.bool("longGame")));
    }

    @Override
    public State copy(State state) {
        State c = new State();
        c.cells = state.cells.clone();
        c.toMove = state.toMove;
        c.over = state.over;
        c.winner = state.winner;
        c.notes = new ArrayList<>(state.notes);
        return c;
    }

    @Override
    public State apply(State state, Evt event) {
        switch (event) {
            case Started s -> {
                state = new State();
                state.toMove = s.firstSeat();
            }
            case Placed p -> {
                state.cells[p.cell()] = p.seat() + 1;
                state.toMove = 1 - p.seat();
            }
            case NoteWritten n -> state.notes.set(n.seat(), n.note());
            case Ended e -> {
                state.over = true;
                state.winner = e.winner();
            }
        }
        return state;
    }

    @Override
    public Set<Integer> seatsToAct(State state) {
        return state.over ? Set.of() : Set.of(state.toMove);
    }

    @Override
    public Decision<Evt> decide(State state, int seat, Cmd command, Rng rng) {
        if (state.over) return Decision.reject(RuleViolation.gameOver());
        if (seat != state.toMove) return Decision.reject(RuleViolation.notYourTurn(seat));
        return switch (command) {
            case WriteNote n ->
                n.note() == null || n.note().length() > 20
                        ? Decision.reject(RuleViolation.illegal("NOTE_TOO_LONG", "A note has 0 to 20 characters."))
                        : Decision.accept(new NoteWritten(seat, n.note()));
            case Place p -> {
                if (p.cell() < 0 || p.cell() > 8)
                    yield Decision.reject(RuleViolation.illegal("NO_SUCH_CELL", "Cells are 0 to 8."));
                if (state.cells[p.cell()] != 0)
                    yield Decision.reject(RuleViolation.illegal("CELL_TAKEN", "Cell " + p.cell() + " is taken."));
                int[] cells = state.cells.clone();
                cells[p.cell()] = seat + 1;
                List<Evt> events = new ArrayList<>(List.of(new Placed(seat, p.cell())));
                if (wins(cells, seat + 1)) events.add(new Ended(seat));
                else if (full(cells)) events.add(new Ended(null));
                yield Decision.accept(events);
            }
        };
    }

    @Override
    public List<Cmd> legalCommands(State state, int seat) {
        if (state.over || seat != state.toMove) return List.of();
        List<Cmd> legal = new ArrayList<>();
        for (int i = 0; i < 9; i++) if (state.cells[i] == 0) legal.add(new Place(i));
        return legal;
    }

    /** An absent player takes the lowest free cell. */
    @Override
    public Optional<Cmd> defaultCommand(State state, int seat) {
        return legalCommands(state, seat).stream().findFirst();
    }

    /** What a viewer sees: the board, its own note, and every note once the game is over. */
    public record View(int[] cells, int toMove, String myNote, List<String> notes) {}

    @Override
    public Object view(State state, Viewer viewer) {
        String myNote = viewer.kind() == Viewer.Kind.SEAT ? state.notes.get(viewer.seat()) : null;
        return new View(state.cells, state.toMove, myNote, viewer.isFull() || state.over ? state.notes : null);
    }

    @Override
    public Evt redact(Evt event, Viewer viewer, State current) {
        if (event instanceof NoteWritten n && !viewer.isSeat(n.seat()) && !viewer.isFull() && !current.over)
            return new NoteWritten(n.seat(), null);
        return event;
    }

    @Override
    public Optional<List<SeatResult>> result(State state) {
        if (!state.over) return Optional.empty();
        List<SeatResult> results = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            int rank = state.winner == null || state.winner == seat ? 1 : 2;
            results.add(new SeatResult(seat, rank, state.winner != null && state.winner == seat ? 1 : 0, Map.of()));
        }
        return Optional.of(results);
    }

    private static boolean wins(int[] c, int mark) {
        int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (int[] l : lines) if (c[l[0]] == mark && c[l[1]] == mark && c[l[2]] == mark) return true;
        return false;
    }

    private static boolean full(int[] c) {
        for (int v : c) if (v == 0) return false;
        return true;
    }
}
