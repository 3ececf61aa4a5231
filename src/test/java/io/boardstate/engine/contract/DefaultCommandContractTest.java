package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.contract.Contract.Game;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The absent-player default ({@link Ruleset#defaultCommand}) for every registered ruleset, the test
 * games included: wherever a seat is to act it is listed, accepted and the same on a copy of the
 * state; a seat that is not to act has none; and games where every seat only plays its default end.
 */
class DefaultCommandContractTest {
    private static final int MAX_COMMANDS = 20_000;

    @SuppressWarnings("unchecked")
    static List<Game> rulesets() {
        List<Game> out = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            Ruleset<Object, Command, Event> ruleset = (Ruleset<Object, Command, Event>) r;
            out.add(new Game(ruleset, new EngineCodec<>(ruleset)));
        }
        assertTrue(out.size() >= 4, "the shipped games and the test games are registered");
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("random games with defaults played at random points: each default is legal, accepted, deterministic")
    void defaultsMixedIntoRandomPlayAreLegal(Game game) {
        for (int seats : game.seatCounts()) {
            for (long seed = 0; seed < 3; seed++) {
                int played = play(game, seats, 21_000 + seats * 10L + seed, 0.3);
                assertTrue(played > 0, game + ": some defaults were played");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("a game where every seat only plays its default ends")
    void onlyDefaultPlayEnds(Game game) {
        for (int seats : game.seatCounts()) {
            for (long seed = 0; seed < 3; seed++) play(game, seats, 23_000 + seats * 10L + seed, 1.0);
        }
    }

    /** Plays to the end, the default with probability {@code share}: how many defaults were played. */
    private static int play(Game game, int seats, long seed, double share) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        SplittableRandom chooser = new SplittableRandom(seed);
        var start = ruleset.setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(seed, 0));
        var accepted = assertInstanceOf(Decision.Accepted.class, start, game + ": setup");
        Object s = null;
        int version = 0;
        for (Object e : accepted.events()) {
            s = ruleset.apply(s, (Event) e);
            version++;
        }
        int defaults = 0;
        for (int commands = 0; !ruleset.isOver(s); commands++) {
            if (commands >= MAX_COMMANDS)
                fail(game + ": no end within " + MAX_COMMANDS + " commands (seed " + seed + ", share " + share + ")");
            List<Integer> toAct = new ArrayList<>(ruleset.seatsToAct(s));
            for (int seat = 0; seat < seats; seat++) {
                if (!toAct.contains(seat))
                    assertEquals(Optional.empty(), ruleset.defaultCommand(s, seat), game + ": seat not to act");
            }
            int seat = toAct.get(chooser.nextInt(toAct.size()));
            List<Command> legal = ruleset.legalCommands(s, seat);
            Command c;
            if (chooser.nextDouble() < share) {
                Command chosen = ruleset.defaultCommand(s, seat)
                        .orElseThrow(() -> new AssertionError(game + ": a seat to act has no default"));
                assertTrue(legal.contains(chosen), () -> game + ": default not in the legal list: " + chosen);
                assertEquals(
                        Optional.of(chosen),
                        ruleset.defaultCommand(Contract.copy(game, s), seat),
                        game + ": the default depends on the state alone");
                c = chosen;
                defaults++;
            } else {
                c = legal.get(chooser.nextInt(legal.size()));
            }
            Decision<Event> d = ruleset.decide(s, seat, c, Rng.forVersion(seed, version));
            var ok = assertInstanceOf(Decision.Accepted.class, d, () -> game + ": refused " + c + " -> " + d);
            for (Object e : ok.events()) {
                s = ruleset.apply(s, (Event) e);
                version++;
            }
        }
        return defaults;
    }
}
