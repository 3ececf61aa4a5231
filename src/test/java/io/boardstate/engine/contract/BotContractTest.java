package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.Viewer;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.engine.bot.Bots;
import io.boardstate.engine.contract.Contract.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Computer players for every registered game (docs/games/bots.md). What a bot judges is a
 * determinization: a state its seat cannot tell from the real one. These tests hold that to the
 * seat's view: the determinized state shows the seat the same view and legal list, and it owes
 * nothing to the real values of what the seat does not see (drawing again from a determinization
 * gives what drawing from the real state gives), so a bot handed two states its seat cannot tell
 * apart plays the same command.
 */
class BotContractTest {
    static List<Game> games() {
        return Contract.games();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("a determinization keeps the seat's view and legal list and depends on nothing the seat cannot see")
    void determinizationSeesOnlyTheSeatsView(Game game) {
        BotSupport<Object> bots = support(game);
        for (int seats : game.seatCounts()) {
            Contract.play(game, seats, 31_000 + seats, 20_000, (state, version) -> {
                if (version % 23 != 0) return;
                String before = json(game, state);
                for (int seat = 0; seat < seats; seat++) {
                    Object once = bots.determinize(state, seat, Rng.of(version * 7 + seat));
                    assertEquals(before, json(game, state), game + ": determinizing changed the real state");
                    assertEquals(view(game, state, seat), view(game, once, seat), game + ": the seat's view changed");
                    assertEquals(
                            game.ruleset().legalCommands(state, seat),
                            game.ruleset().legalCommands(once, seat),
                            game + ": the seat's legal list changed");
                    Rng again = Rng.of(version * 11 + seat);
                    Rng same = Rng.of(version * 11 + seat);
                    assertSameJson(
                            json(game, bots.determinize(state, seat, again)),
                            json(game, bots.determinize(once, seat, same)),
                            game + " v" + version + " seat " + seat
                                    + ": a determinization kept something of the hidden values it replaced");
                }
            });
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName(
            "a secret changed in the log (what the seat may not see) changes no determinization and no bot's command")
    void changedSecretsChangeNothingABotUses(Game game) {
        BotSupport<Object> bots = support(game);
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        int checked = 0;
        for (int seats : game.seatCounts()) {
            Contract.Played played = Contract.play(game, seats, 33_000 + seats, 20_000, (st, v) -> {});
            Secrets secrets = new Secrets();
            for (Event e : played.events()) secrets.learn(game.codec().eventPayload(e));
            Object s = null;
            int index = 0;
            for (Event e : played.events()) {
                Object before = s == null ? null : Contract.copy(game, s);
                s = ruleset.apply(s, e);
                if (ruleset.isOver(s) || index++ % 3 != 0) continue;
                JsonNode seen = game.codec().eventPayload(ruleset.redact(e, Viewer.seat(0), s));
                JsonNode changed = secrets.perturb(game.codec().eventPayload(e), seen);
                if (changed == null) continue;
                Object other;
                try {
                    other = ruleset.apply(
                            before == null ? null : Contract.copy(game, before),
                            game.codec().eventFromJson(game.codec().eventName(e), changed));
                } catch (RuntimeException notApplicable) {
                    continue; // this change makes no valid match; others will do
                }
                if (ruleset.isOver(other) || json(game, other).equals(json(game, s))) continue;
                checked++;
                assertSameJson(
                        json(game, bots.determinize(s, 0, Rng.of(index))),
                        json(game, bots.determinize(other, 0, Rng.of(index))),
                        game + " " + game.codec().eventName(e) + ": a determinization for seat 0 kept a secret");
                if (ruleset.seatsToAct(s).contains(0))
                    assertEquals(
                            Bots.choose(ruleset, bots, s, 0, BotLevel.HARD, new Bots.Budget(8, 8), index),
                            Bots.choose(ruleset, bots, other, 0, BotLevel.HARD, new Bots.Budget(8, 8), index),
                            game + ": the hard bot of seat 0 used a secret");
            }
        }
        assertTrue(checked > 0, game + ": some secrets were changed");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("a bot plays the same command in two states its seat cannot tell apart")
    void botsPlayFromTheViewOnly(Game game) {
        BotSupport<Object> bots = support(game);
        Bots.Budget small = new Bots.Budget(12, 12);
        int seats = game.seatCounts().getLast();
        Contract.play(game, seats, 32_000 + seats, 20_000, (state, version) -> {
            if (version % 41 != 0) return;
            for (int seat : game.ruleset().seatsToAct(state)) {
                Object other = bots.determinize(state, seat, Rng.of(version));
                for (BotLevel level : BotLevel.values()) {
                    Optional<Command> real = Bots.choose(game.ruleset(), bots, state, seat, level, small, version);
                    Optional<Command> unseen = Bots.choose(game.ruleset(), bots, other, seat, level, small, version);
                    assertEquals(real, unseen, game + " v" + version + " " + level + ": the bot used a secret");
                    assertTrue(game.ruleset().legalCommands(state, seat).contains(real.orElseThrow()));
                }
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("games played by bots alone end, every command accepted")
    void botGamesEnd(Game game) {
        BotSupport<Object> bots = support(game);
        Ruleset<Object, Command, Event> rules = game.ruleset();
        int seats = game.seatCounts().getFirst();
        var start = rules.setup(new MatchSetup(seats, game.defaults()), Rng.of(5));
        Object s = null;
        for (Event e : ((Decision.Accepted<Event>) start).events()) s = rules.apply(s, e);
        List<BotLevel> levels = new ArrayList<>(List.of(BotLevel.EASY, BotLevel.MEDIUM, BotLevel.HARD));
        int commands = 0;
        while (!rules.isOver(s)) {
            assertTrue(++commands < 20_000, game + ": a bots-only game did not end");
            int seat = rules.seatsToAct(s).iterator().next();
            BotLevel level = levels.get(seat % levels.size());
            Command c = Bots.choose(rules, bots, s, seat, level, new Bots.Budget(4, 8), commands)
                    .orElseThrow();
            Decision<Event> d = rules.decide(s, seat, c, Rng.of(commands));
            assertTrue(d instanceof Decision.Accepted<Event>, game + ": a bot's command was refused: " + c + " " + d);
            for (Event e : ((Decision.Accepted<Event>) d).events()) s = rules.apply(s, e);
        }
    }

    /** Equal JSON, or a failure that names the first place where they part (states are long). */
    private static void assertSameJson(String expected, String actual, String message) {
        if (expected.equals(actual)) return;
        int at = 0;
        while (at < Math.min(expected.length(), actual.length()) && expected.charAt(at) == actual.charAt(at)) at++;
        int from = Math.max(0, at - 120);
        throw new AssertionError(
                message + ": they part at ..." + expected.substring(from, Math.min(expected.length(), at + 60))
                        + " vs ..." + actual.substring(from, Math.min(actual.length(), at + 60)));
    }

    private static BotSupport<Object> support(Game game) {
        return game.ruleset().botSupport().orElseThrow(() -> new AssertionError(game + " has no computer players"));
    }

    private static String json(Game game, Object state) {
        return game.codec().stateToJson(state);
    }

    private static String view(Game game, Object state, int seat) {
        return game.codec()
                .toTree(game.ruleset().view(state, Viewer.seat(seat)))
                .toString();
    }
}
