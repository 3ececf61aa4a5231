package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.Viewer;
import io.boardstate.engine.contract.Contract.Game;
import io.boardstate.engine.contract.Contract.Played;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The coin ledger (docs/games/coin-ledger.md), checked through the service's JSON for every
 * registered game over random games: every change of a seat's coins is in the log as a {@code
 * coinsChanged} event, so that for every viewer and every point of the match where no ledger entry
 * is pending, the coins its view shows for a seat equal the sum of that seat's logged amounts the
 * viewer may see (all of them once the match is over). A game with no coins shows none and logs
 * none. Also: the ledger changes no state, so a log stored before it replays to the same state.
 */
class CoinLedgerContractTest {
    static final String LEDGER = "coinsChanged";

    static List<Game> games() {
        return Contract.games();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("every viewer's coins equal the logged changes it may see, at every point and at the end")
    void viewsAddUpToTheLedger(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        boolean coins = ruleset.eventTypes().containsKey(LEDGER);
        List<Integer> counts = game.seatCounts();
        int checked = 0;
        for (int seats : List.of(counts.getFirst(), counts.getLast())) {
            Played played = Contract.play(game, seats, 13_000 + seats, 20_000, (s, v) -> {});
            List<Viewer> viewers = new ArrayList<>(List.of(Viewer.spectator(), Viewer.full()));
            for (int seat = 0; seat < seats; seat++) viewers.add(Viewer.seat(seat));
            int[][] sums = new int[viewers.size()][seats];
            Object s = null;
            List<Event> events = played.events();
            for (int i = 0; i < events.size(); i++) {
                Event e = events.get(i);
                s = ruleset.apply(s, e);
                boolean over = ruleset.isOver(s);
                if (LEDGER.equals(game.codec().eventName(e))) {
                    assertTrue(coins, game + " logs coins but declares no ledger");
                    for (int v = 0; v < viewers.size(); v++) {
                        JsonNode seen = game.codec().eventPayload(ruleset.redact(e, viewers.get(v), s));
                        if (!seen.get("amount").isNull())
                            sums[v][seen.get("seat").asInt()] +=
                                    seen.get("amount").asInt();
                    }
                }
                boolean pending =
                        i + 1 < events.size() && LEDGER.equals(game.codec().eventName(events.get(i + 1)));
                if (pending || over) continue; // the entries of the event just applied follow it
                for (int v = 0; v < viewers.size(); v++) checkView(game, s, viewers.get(v), sums[v], seats, i);
                checked++;
            }
            int[][] end = new int[viewers.size()][seats]; // the end reveals the whole ledger to all
            for (int v = 0; v < viewers.size(); v++) {
                for (Event e : events) {
                    if (!LEDGER.equals(game.codec().eventName(e))) continue;
                    JsonNode seen = game.codec().eventPayload(ruleset.redact(e, viewers.get(v), s));
                    assertFalse(seen.get("amount").isNull(), game + ": a ledger amount still hidden after the end");
                    end[v][seen.get("seat").asInt()] += seen.get("amount").asInt();
                }
                JsonNode view = checkView(game, s, viewers.get(v), end[v], seats, events.size());
                if (coins)
                    for (int seat = 0; seat < seats; seat++)
                        assertFalse(coinsOf(view, seat).isNull(), game + ": coins revealed at the end");
            }
        }
        assertTrue(checked > 100, game + ": enough points checked: " + checked);
    }

    /** The view's coins for each seat: absent or null when hidden, else the viewer's ledger sum. */
    private static JsonNode checkView(Game game, Object s, Viewer viewer, int[] sums, int seats, int at) {
        JsonNode view = game.codec().toTree(game.ruleset().view(s, viewer));
        for (int seat = 0; seat < seats; seat++) {
            JsonNode shown = coinsOf(view, seat);
            boolean declared = game.ruleset().eventTypes().containsKey(LEDGER);
            if (!declared) {
                assertTrue(shown.isMissingNode() || shown.isNull(), game + ": coins shown but no ledger");
                continue;
            }
            if (viewer.isSeat(seat) || viewer.isFull())
                assertFalse(shown.isNull(), game + ": a seat's own coins are shown to it");
            if (shown.isNull() || shown.isMissingNode()) continue;
            assertEquals(
                    shown.asInt(),
                    sums[seat],
                    game + " " + viewer + " seat " + seat + " after event " + at
                            + ": the view's coins against the ledger");
        }
        return view;
    }

    private static JsonNode coinsOf(JsonNode view, int seat) {
        return view.path("players").path(seat).path("coins");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("a log without its ledger entries (stored before them) replays to the same state")
    void logsWithoutLedgerReplay(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        int seats = game.seatCounts().getLast();
        Played played = Contract.play(game, seats, 17_000 + seats, 20_000, (s, v) -> {});
        Object without = null;
        int dropped = 0;
        for (Event e : played.events()) {
            if (LEDGER.equals(game.codec().eventName(e))) {
                dropped++;
                continue;
            }
            without = ruleset.apply(without, e);
        }
        if (!ruleset.eventTypes().containsKey(LEDGER)) {
            assertEquals(0, dropped);
            assertNull(null);
            return;
        }
        assertTrue(dropped > seats, game + ": the ledger has entries");
        assertEquals(
                game.codec().stateToJson(played.finalState()),
                game.codec().stateToJson(without),
                game + ": the ledger changes no state");
    }
}
