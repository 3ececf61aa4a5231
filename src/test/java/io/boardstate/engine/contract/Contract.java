package io.boardstate.engine.contract;

import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * The registered rulesets the contract tests run over, and random games through their legal
 * lists. Only games shipped under {@code io.boardstate.games} count (as for the published
 * contract); a new game or edition is covered the day it is registered in {@code
 * META-INF/services/io.boardstate.engine.Ruleset}. The test-only example edition of the guide
 * to adding an edition is covered too.
 */
final class Contract {
    private Contract() {}

    /** One registered game, with its codec (the service's JSON). */
    record Game(Ruleset<Object, Command, Event> ruleset, EngineCodec<Object, Command, Event> codec) {
        String id() {
            return ruleset.info().id();
        }

        @Override
        public String toString() {
            return id();
        }

        Map<String, Object> defaults() {
            Map<String, Object> options = new HashMap<>();
            for (OptionSpec o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
            return options;
        }

        /** Seat counts to test: all of them, at most 4 (the ends and the middle). */
        List<Integer> seatCounts() {
            int min = ruleset.info().minSeats(), max = ruleset.info().maxSeats();
            List<Integer> out = new ArrayList<>();
            for (int n = min; n <= max; n++) out.add(n);
            while (out.size() > 4) out.remove(out.size() / 2);
            return out;
        }
    }

    /** A finished or stopped random game: the events and, for each command, the state before it. */
    record Played(List<Event> events, List<Command> commands, List<Integer> seats, Object finalState) {}

    @SuppressWarnings("unchecked")
    static List<Game> games() {
        List<Game> out = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (!r.getClass().getName().startsWith("io.boardstate.games.")) continue;
            Ruleset<Object, Command, Event> ruleset = (Ruleset<Object, Command, Event>) r;
            out.add(new Game(ruleset, new EngineCodec<>(ruleset)));
        }
        if (out.isEmpty()) fail("no ruleset registered");
        // the worked example of docs/games/adding-an-edition.md: proof that a new edition is covered by the contract
        var example = new io.boardstate.games.smallworld.example.SmallWorldExample();
        out.add(new Game(cast(example), new EngineCodec<>(cast(example))));
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Ruleset<Object, Command, Event> cast(Ruleset<?, ?, ?> r) {
        return (Ruleset<Object, Command, Event>) r;
    }

    /**
     * Plays uniformly random legal commands from a seeded setup. {@code beforeCommand} sees each
     * state a command is chosen in, with the version the command is decided at.
     */
    static Played play(Game game, int seats, long seed, int maxCommands, BiConsumer<Object, Integer> beforeCommand) {
        Ruleset<Object, Command, Event> ruleset = game.ruleset();
        SplittableRandom chooser = new SplittableRandom(seed * 31 + 7);
        var start = ruleset.setup(new MatchSetup(seats, game.defaults()), Rng.forVersion(seed, 0));
        if (!(start instanceof Decision.Accepted<Event> accepted)) {
            fail(game + ": setup with defaults rejected for " + seats + " seats: " + start);
            return null;
        }
        List<Event> events = new ArrayList<>(accepted.events());
        List<Command> commands = new ArrayList<>();
        List<Integer> actors = new ArrayList<>();
        Object s = null;
        for (Event e : events) s = ruleset.apply(s, e);
        while (!ruleset.isOver(s)) {
            if (commands.size() >= maxCommands)
                fail(game + ": no end within " + maxCommands + " commands (seed " + seed + ")");
            List<Integer> toAct = new ArrayList<>(ruleset.seatsToAct(s));
            if (toAct.isEmpty()) fail(game + ": a running game has nobody to act");
            int seat = toAct.get(chooser.nextInt(toAct.size()));
            List<Command> legal = ruleset.legalCommands(s, seat);
            if (legal.isEmpty()) fail(game + ": seat " + seat + " is to act but has no legal command");
            beforeCommand.accept(s, events.size());
            Command c = legal.get(chooser.nextInt(legal.size()));
            Decision<Event> d = ruleset.decide(s, seat, c, Rng.forVersion(seed, events.size()));
            if (!(d instanceof Decision.Accepted<Event> ok)) {
                fail(game + ": listed command refused: " + c + " -> " + d);
                return null;
            }
            commands.add(c);
            actors.add(seat);
            for (Event e : ok.events()) {
                s = ruleset.apply(s, e);
                events.add(e);
            }
        }
        return new Played(events, commands, actors, s);
    }

    /** The state after a JSON round trip: an independent copy the rules may change. */
    static Object copy(Game game, Object state) {
        return game.codec().stateFromJson(game.codec().stateToJson(state));
    }
}
