package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.engine.contract.Contract.Game;
import io.boardstate.engine.contract.Contract.Played;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine SPI contract, checked for every registered game (each new game or edition is
 * covered the day it is registered): setup, exact legal lists, deterministic replay, JSON round
 * trips, redaction that hides what it marks secret, and random games that end.
 */
class RulesetContractTest {
    /** Hard bound on commands per game: a game that does not end within it loops. */
    private static final int MAX_COMMANDS = 20_000;
    /** States of one game whose legal lists are checked against every plausible command (keeps CI lean). */
    private static final int STATES_PER_GAME = 30;

    static List<Game> games() {
        return Contract.games();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("setup: every seat count with default options starts a game; other counts are refused")
    void setup(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        for (int seats = ruleset.info().minSeats(); seats <= ruleset.info().maxSeats(); seats++) {
            var d = ruleset.setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(seats, 0));
            var ok = assertInstanceOf(Decision.Accepted.class, d, game + " " + seats + " seats: " + d);
            Object s = null;
            for (Object e : ok.events()) s = ruleset.apply(s, (Event) e);
            assertFalse(ruleset.isOver(s), "a new game is running");
            assertFalse(ruleset.seatsToAct(s).isEmpty(), "somebody acts first");
            for (int seat : ruleset.seatsToAct(s))
                assertFalse(ruleset.legalCommands(s, seat).isEmpty());
            String json = game.codec().stateToJson(s);
            assertEquals(json, game.codec().stateToJson(game.codec().stateFromJson(json)), "state survives JSON");
            game.codec().toTree(ruleset.view(s, Viewer.spectator()));
            for (int seat = 0; seat < seats; seat++) game.codec().toTree(ruleset.view(s, Viewer.seat(seat)));
        }
        for (int seats :
                new int[] {ruleset.info().minSeats() - 1, ruleset.info().maxSeats() + 1}) {
            var d = ruleset.setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(1, 0));
            var no = assertInstanceOf(Decision.Rejected.class, d, game + " accepted " + seats + " seats");
            assertEquals(RuleViolation.INVALID_SEATS, no.violation().code());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName(
            "legal lists are exact: listed commands are accepted, plausible unlisted ones refused with a rule code")
    void legalListsAreExact(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        int[] checked = {0};
        for (int seats : game.seatCounts()) {
            long seed = 4_000 + seats;
            int budget = checked[0] + STATES_PER_GAME;
            Candidates candidates = new Candidates(ruleset.commandTypes(), seed);
            Contract.play(game, seats, seed, MAX_COMMANDS, (s, version) -> {
                List<Command> all = new ArrayList<>();
                for (int seat = 0; seat < seats; seat++) all.addAll(ruleset.legalCommands(s, seat));
                candidates.learn(all);
                if (version % 4 != 0 || checked[0] >= budget) return;
                checked[0]++;
                List<Command> probe = candidates.around(all);
                for (int seat = 0; seat < seats; seat++) {
                    List<Command> legal = ruleset.legalCommands(s, seat);
                    Set<Command> listed = new HashSet<>(legal);
                    assertEquals(legal.size(), listed.size(), "no duplicates in the legal list");
                    if (!ruleset.seatsToAct(s).contains(seat)) {
                        assertTrue(legal.isEmpty(), "a seat that does not act has no legal command");
                    }
                    for (Command c : legal) {
                        var d = ruleset.decide(s, seat, c, Rng.forVersion(seed, version));
                        assertInstanceOf(
                                Decision.Accepted.class, d, () -> game + ": listed but refused " + c + " -> " + d);
                    }
                    for (Command c : probe) {
                        if (listed.contains(c)) continue;
                        var d = ruleset.decide(s, seat, c, Rng.forVersion(seed, version));
                        if (!(d instanceof Decision.Rejected<Event> r)) {
                            fail(game + ": accepted but not listed for seat " + seat + ": " + c);
                            return;
                        }
                        String code = r.violation().code();
                        assertTrue(
                                code.equals(RuleViolation.NOT_YOUR_TURN)
                                        || code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX),
                                () -> game + ": refusal without a rule code: " + code);
                    }
                }
            });
        }
        assertTrue(checked[0] > 10, "enough states checked: " + checked[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("replay is deterministic: same seed and commands give the same events; events and state survive JSON")
    void replayIsDeterministic(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        for (int seats : game.seatCounts()) {
            long seed = 7_000 + seats;
            Played first = Contract.play(game, seats, seed, MAX_COMMANDS, (s, v) -> {});
            Played again = Contract.play(game, seats, seed, MAX_COMMANDS, (s, v) -> {});
            assertEquals(json(game, first.events()), json(game, again.events()), game + ": same seed, same events");
            Object replayed = null;
            for (Event e : first.events()) {
                JsonNode payload = game.codec().eventPayload(e);
                Event back = game.codec().eventFromJson(game.codec().eventName(e), payload);
                assertEquals(payload, game.codec().eventPayload(back), "event survives JSON");
                replayed = ruleset.apply(replayed, back);
            }
            String expected = game.codec().stateToJson(first.finalState());
            assertEquals(expected, game.codec().stateToJson(replayed), "replay reaches the same state");
            assertEquals(
                    expected, game.codec().stateToJson(game.codec().stateFromJson(expected)), "state survives JSON");
            for (Command c : first.commands()) {
                JsonNode node = game.codec().commandToJson(c);
                assertEquals(c, game.codec().commandFromJson(node), "command survives JSON");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("copy: serializes as the original, and events applied to it leave the original unchanged")
    void copyIsIndependent(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        int checked = 0;
        for (int seats : game.seatCounts()) {
            Played played = Contract.play(game, seats, 11_000 + seats, MAX_COMMANDS, (s, v) -> {});
            Object s = null;
            for (Event e : played.events()) {
                if (s == null) {
                    s = ruleset.apply(null, e);
                    continue;
                }
                String before = game.codec().stateToJson(s);
                Object copy = ruleset.copy(s);
                assertEquals(before, game.codec().stateToJson(copy), game + ": the copy serializes as the original");
                String event = game.codec().eventName(e);
                Object changed = ruleset.apply(copy, e);
                assertEquals(before, game.codec().stateToJson(s), game + " " + event + ": the original is untouched");
                s = ruleset.apply(s, e);
                assertEquals(
                        game.codec().stateToJson(s),
                        game.codec().stateToJson(changed),
                        game + " " + event + ": copy and original agree after the same event");
                checked++;
            }
        }
        assertTrue(checked > 100, game + ": enough states copied: " + checked);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("redaction: FULL sees all; a spectator sees no more than any seat; hidden parts never reach views")
    void redactionHidesWhatItMarksSecret(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        int[] perturbed = {0};
        for (int seats : game.seatCounts()) {
            long seed = 9_000 + seats;
            Played played = Contract.play(game, seats, seed, MAX_COMMANDS, (s, v) -> {});
            Secrets secrets = new Secrets();
            for (Event e : played.events()) secrets.learn(game.codec().eventPayload(e));
            Object s = null;
            for (Event e : played.events()) {
                Object before = s == null ? null : Contract.copy(game, s);
                s = ruleset.apply(s, e);
                JsonNode full = game.codec().eventPayload(e);
                assertEquals(full, game.codec().eventPayload(ruleset.redact(e, Viewer.full(), s)), "FULL sees all");
                JsonNode spectator = game.codec().eventPayload(ruleset.redact(e, Viewer.spectator(), s));
                for (int seat = 0; seat < seats; seat++) {
                    JsonNode own = game.codec().eventPayload(ruleset.redact(e, Viewer.seat(seat), s));
                    assertNoMoreThan(spectator, own, game + " " + game.codec().eventName(e));
                }
                if (ruleset.isOver(s)) continue;
                for (Viewer viewer : List.of(Viewer.spectator(), Viewer.seat(0))) {
                    JsonNode seen = game.codec().eventPayload(ruleset.redact(e, viewer, s));
                    JsonNode changed = secrets.perturb(full, seen);
                    if (changed == null) continue;
                    Event other;
                    Object otherState;
                    try {
                        other = game.codec().eventFromJson(game.codec().eventName(e), changed);
                        otherState = ruleset.apply(before == null ? null : Contract.copy(game, before), other);
                    } catch (RuntimeException notApplicable) {
                        continue; // this change makes no valid match; others will do
                    }
                    if (ruleset.isOver(otherState)) continue;
                    perturbed[0]++;
                    String what = game + " " + game.codec().eventName(e) + " for " + viewer;
                    assertSame(
                            game.codec().toTree(ruleset.view(s, viewer)),
                            game.codec().toTree(ruleset.view(otherState, viewer)),
                            what + ": the view shows what the log hides");
                    assertSame(
                            seen,
                            game.codec().eventPayload(ruleset.redact(other, viewer, otherState)),
                            what + ": the redacted event shows what it hides");
                }
            }
        }
        assertTrue(perturbed[0] > 0, game + ": some hidden information was checked");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("random games end within a bound, with a complete result")
    void randomGamesEnd(Game game) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        for (int seats : game.seatCounts()) {
            for (long seed = 0; seed < 6; seed++) {
                Played played = Contract.play(game, seats, 11_000 + seats * 100L + seed, MAX_COMMANDS, (s, v) -> {});
                List<SeatResult> result = ruleset.result(played.finalState()).orElseThrow();
                assertEquals(seats, result.size(), "one result per seat");
                assertEquals(
                        seats, result.stream().map(SeatResult::seat).distinct().count());
                assertEquals(1, result.stream().mapToInt(SeatResult::rank).min().orElseThrow(), "somebody wins");
                assertTrue(ruleset.seatsToAct(played.finalState()).isEmpty(), "nobody acts after the end");
                for (int seat = 0; seat < seats; seat++) {
                    assertTrue(ruleset.legalCommands(played.finalState(), seat).isEmpty());
                }
            }
        }
    }

    /** Equal JSON, or a failure naming the first path where they differ (views are long). */
    private static void assertSame(JsonNode expected, JsonNode actual, String what) {
        String where = firstDifference("", expected, actual);
        if (where != null) fail(what + " at " + where);
    }

    private static String firstDifference(String path, JsonNode a, JsonNode b) {
        if (a.equals(b)) return null;
        if (a.isObject() && b.isObject()) {
            for (var it = a.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                JsonNode other = b.get(f);
                if (other == null) return path + "/" + f + " (missing)";
                String d = firstDifference(path + "/" + f, a.get(f), other);
                if (d != null) return d;
            }
            return path + " (extra fields)";
        }
        if (a.isArray() && b.isArray() && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) {
                String d = firstDifference(path + "/" + i, a.get(i), b.get(i));
                if (d != null) return d;
            }
        }
        return path + ": " + abbreviate(a) + " vs " + abbreviate(b);
    }

    private static String abbreviate(JsonNode n) {
        String s = n.toString();
        return s.length() > 120 ? s.substring(0, 120) + "..." : s;
    }

    /** Every value {@code less} shows is shown identically in {@code more}. */
    private static void assertNoMoreThan(JsonNode less, JsonNode more, String what) {
        if (less == null || less.isNull()) return;
        if (less.isObject()) {
            less.fieldNames()
                    .forEachRemaining(f -> assertNoMoreThan(less.get(f), more == null ? null : more.get(f), what));
        } else if (less.isArray()) {
            for (int i = 0; i < less.size(); i++)
                assertNoMoreThan(less.get(i), more == null ? null : more.get(i), what);
        } else {
            assertEquals(less, more, what + ": a spectator sees something a seat does not");
        }
    }

    private static List<String> json(Game game, List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events) out.add(game.codec().eventName(e) + game.codec().eventPayload(e));
        return out;
    }
}
