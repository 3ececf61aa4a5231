package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Folded;
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
 * registered game over random games: folding each event of the log gives the changes of seats'
 * coins it made ({@link Ruleset#applyCounting}), shown beside it; for every viewer and after
 * every event, the coins its view shows for a seat equal the sum of that seat's amounts the
 * viewer may see (all of them once the match is over). A game with no coins shows none and counts
 * none. Also: counting changes nothing, so the state is the one {@code apply} gives.
 */
class CoinLedgerContractTest {

    static List<Game> games() {
        return Contract.games();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("every viewer's coins equal the counted changes it may see, after every event and at the end")
    void viewsAddUpToTheLedger(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        boolean coins = ruleset.keepsCoins();
        List<Integer> counts = game.seatCounts();
        int checked = 0;
        for (int seats : List.of(counts.getFirst(), counts.getLast())) {
            Played played = Contract.play(game, seats, 13_000 + seats, 20_000, (s, v) -> {});
            List<Viewer> viewers = new ArrayList<>(List.of(Viewer.spectator(), Viewer.full()));
            for (int seat = 0; seat < seats; seat++) viewers.add(Viewer.seat(seat));
            int[][] sums = new int[viewers.size()][seats];
            List<CoinChange> ledger = new ArrayList<>();
            Object s = null, plain = null;
            for (Event e : played.events()) {
                Folded<Object> folded = ruleset.applyCounting(s, e);
                s = folded.state();
                plain = ruleset.apply(plain, e);
                ledger.addAll(folded.coins());
                if (!coins) assertEquals(List.of(), folded.coins(), game + " counts coins but keeps none");
                for (int v = 0; v < viewers.size(); v++) {
                    for (CoinChange c : folded.coins()) {
                        CoinChange seen = ruleset.redactCoins(c, viewers.get(v), s);
                        assertEquals(c.seat(), seen.seat());
                        assertEquals(c.reason(), seen.reason());
                        if (seen.amount() != null) sums[v][seen.seat()] += seen.amount();
                    }
                }
                if (ruleset.isOver(s)) continue;
                for (int v = 0; v < viewers.size(); v++) checkView(game, s, viewers.get(v), sums[v], seats, e);
                checked++;
            }
            assertEquals(
                    game.codec().stateToJson(plain),
                    game.codec().stateToJson(s),
                    game + ": counting the coins changes no state");
            int[][] end = new int[viewers.size()][seats]; // the end reveals the whole ledger to all
            for (int v = 0; v < viewers.size(); v++) {
                for (CoinChange c : ledger) {
                    CoinChange seen = ruleset.redactCoins(c, viewers.get(v), s);
                    assertFalse(seen.amount() == null, game + ": a ledger amount still hidden after the end");
                    end[v][seen.seat()] += seen.amount();
                }
                JsonNode view = checkView(game, s, viewers.get(v), end[v], seats, null);
                if (coins)
                    for (int seat = 0; seat < seats; seat++)
                        assertFalse(coinsOf(view, seat).isNull(), game + ": coins revealed at the end");
            }
            if (coins) assertTrue(ledger.size() > seats, game + ": the ledger has entries");
            else assertNull(ledger.isEmpty() ? null : ledger);
        }
        assertTrue(checked > 100, game + ": enough points checked: " + checked);
    }

    /** The view's coins for each seat: absent or null when hidden, else the viewer's ledger sum. */
    private static JsonNode checkView(Game game, Object s, Viewer viewer, int[] sums, int seats, Event after) {
        JsonNode view = game.codec().toTree(game.ruleset().view(s, viewer));
        for (int seat = 0; seat < seats; seat++) {
            JsonNode shown = coinsOf(view, seat);
            if (!game.ruleset().keepsCoins()) {
                assertTrue(shown.isMissingNode() || shown.isNull(), game + ": coins shown but no ledger");
                continue;
            }
            if (viewer.isSeat(seat) || viewer.isFull())
                assertFalse(shown.isNull(), game + ": a seat's own coins are shown to it");
            if (shown.isNull() || shown.isMissingNode()) continue;
            assertEquals(
                    shown.asInt(),
                    sums[seat],
                    game + " " + viewer + " seat " + seat + " after " + after
                            + ": the view's coins against the ledger");
        }
        return view;
    }

    private static JsonNode coinsOf(JsonNode view, int seat) {
        return view.path("players").path(seat).path("coins");
    }
}
