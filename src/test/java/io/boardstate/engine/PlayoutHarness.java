package io.boardstate.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.engine.bot.Bots;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * Plays random games through a ruleset's legal-command list and checks the SPI contract on the
 * way: every listed command is accepted, events replay to the same state, commands, events and
 * state survive the service's JSON round trip. Games call it from their own tests.
 */
public final class PlayoutHarness<S, C extends Command, E extends Event> {
    public record Playout<S, E>(S finalState, List<E> events, int commands) {}

    private final Ruleset<S, C, E> ruleset;
    private final EngineCodec<S, C, E> codec;

    public PlayoutHarness(Ruleset<S, C, E> ruleset) {
        this.ruleset = ruleset;
        this.codec = new EngineCodec<>(ruleset);
    }

    /** Chooses the command a seat plays among its legal ones; {@code played} counts the game's commands so far. */
    @FunctionalInterface
    public interface Chooser<S, C> {
        C choose(S state, int seat, List<C> legal, int played);
    }

    /**
     * Plays one game with uniformly random legal commands.
     *
     * @param invariants checked after every applied event (state after, event applied)
     * @param maxCommands fails when the game has not ended after this many commands
     */
    public Playout<S, E> play(MatchSetup setup, long seed, int maxCommands, BiConsumer<S, E> invariants) {
        SplittableRandom random = new SplittableRandom(seed * 31 + 7); // draws the seat, then the command
        return play(
                setup,
                seed,
                maxCommands,
                invariants,
                random,
                (state, seat, legal, played) -> legal.get(random.nextInt(legal.size())));
    }

    /**
     * The service's bots of {@code level} ({@link Bots}, a small budget), with its cut: after
     * {@link Bots#TURN_COMMANDS} commands of one seat in a row, the ruleset's default commands end
     * the turn (match.clock.AbsentTurn), as a turn can go round in circles.
     */
    public Chooser<S, C> bots(BotLevel level, long seed) {
        BotSupport<S> support = ruleset.botSupport().orElseThrow();
        int[] run = {0, -1}; // commands of the seat in a row, that seat
        return (state, seat, legal, played) -> {
            run[0] = seat == run[1] ? run[0] + 1 : 1;
            run[1] = seat;
            if (run[0] > Bots.TURN_COMMANDS)
                return ruleset.defaultCommand(state, seat).orElseThrow();
            var budget = new Bots.Budget(16, 8);
            return Bots.choose(ruleset, support, state, seat, level, budget, seed * 131 + played)
                    .orElseThrow();
        };
    }

    /**
     * Options of {@code info} with each boolean and each choice among allowed values drawn at
     * random (its default or another reading), integers at their defaults: bots' games meet the
     * readings' rules in combinations no fixed set of options does.
     */
    public static java.util.Map<String, Object> mixedOptions(RulesetInfo info, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        java.util.Map<String, Object> options = new java.util.HashMap<>();
        for (OptionSpec o : info.options()) {
            if (o.defaultValue() instanceof Boolean b) options.put(o.name(), random.nextBoolean() != b);
            else if (o.allowed().size() > 1)
                options.put(o.name(), o.allowed().get(random.nextInt(o.allowed().size())));
            else options.put(o.name(), o.defaultValue());
        }
        return options;
    }

    /**
     * {@code games} games of {@code players} seats played by medium {@link #bots}, each with its
     * options drawn ({@link #mixedOptions}), checked as every game here is by invariants made
     * anew per game (some follow the events); each must end.
     */
    public void playBotGames(int players, int games, java.util.function.Supplier<BiConsumer<S, E>> invariants) {
        for (int game = 0; game < games; game++) {
            long seed = 9_000_000L + players * 100L + game;
            MatchSetup setup = new MatchSetup(players, mixedOptions(ruleset.info(), seed));
            play(setup, seed, 20_000, invariants.get(), bots(BotLevel.MEDIUM, seed));
        }
    }

    /** Plays one game with the commands {@code chooser} picks, checking as {@link #play(MatchSetup, long, int, BiConsumer)} does. */
    public Playout<S, E> play(
            MatchSetup setup, long seed, int maxCommands, BiConsumer<S, E> invariants, Chooser<S, C> chooser) {
        return play(setup, seed, maxCommands, invariants, new SplittableRandom(seed * 31 + 7), chooser);
    }

    private Playout<S, E> play(
            MatchSetup setup,
            long seed,
            int maxCommands,
            BiConsumer<S, E> invariants,
            SplittableRandom seatChooser,
            Chooser<S, C> chooser) {
        List<E> log = new ArrayList<>();
        Decision<E> opening = ruleset.setup(setup, Rng.forVersion(seed, 0));
        if (!(opening instanceof Decision.Accepted<E> accepted)) {
            fail("setup rejected: " + opening);
            return null;
        }
        S state = null;
        for (E event : accepted.events()) {
            state = ruleset.apply(state, event);
            log.add(event);
            invariants.accept(state, event);
        }
        int commands = 0;
        while (!ruleset.isOver(state)) {
            Set<Integer> toAct = ruleset.seatsToAct(state);
            assertFalse(toAct.isEmpty(), "a running game has a seat to act");
            List<Integer> seats = new ArrayList<>(toAct);
            int seat = seats.get(seatChooser.nextInt(seats.size()));
            List<C> legal = ruleset.legalCommands(state, seat);
            assertFalse(legal.isEmpty(), "a seat to act has at least one legal command");
            C command = chooser.choose(state, seat, legal, commands);
            Decision<E> decision = ruleset.decide(state, seat, command, Rng.forVersion(seed, log.size()));
            if (!(decision instanceof Decision.Accepted<E> ok)) {
                fail("listed legal command rejected: " + command + " -> " + decision);
                return null;
            }
            for (E event : ok.events()) {
                state = ruleset.apply(state, event);
                log.add(event);
                invariants.accept(state, event);
            }
            if (++commands > maxCommands) fail("game did not end within " + maxCommands + " commands");
        }
        assertTrue(ruleset.seatsToAct(state).isEmpty(), "nobody acts after the end");
        return new Playout<>(state, log, commands);
    }

    /** Every command the list offers is accepted (expensive: call it on sampled states). */
    public void assertAllLegalAccepted(S state, long seed, long version) {
        for (int seat : ruleset.seatsToAct(state)) {
            for (C command : ruleset.legalCommands(state, seat)) {
                Decision<E> d = ruleset.decide(state, seat, command, Rng.forVersion(seed, version));
                assertTrue(d instanceof Decision.Accepted, () -> "listed command rejected: " + command + " -> " + d);
            }
        }
    }

    /** Replaying the log, and a JSON round trip of every event and of the state, give the same state. */
    public void assertReplayAndRoundTrip(Playout<S, E> playout) {
        S replayed = null;
        for (E event : playout.events()) {
            JsonNode payload = codec.eventPayload(event);
            E back = codec.eventFromJson(codec.eventName(event), payload);
            assertEquals(payload, codec.eventPayload(back), "event survives JSON");
            replayed = ruleset.apply(replayed, back);
        }
        String expected = codec.stateToJson(playout.finalState());
        assertEquals(expected, codec.stateToJson(replayed), "replay reaches the same state");
        assertEquals(expected, codec.stateToJson(codec.stateFromJson(expected)), "state survives JSON");
    }

    /** Every command survives the JSON round trip the API uses. */
    public void assertCommandsRoundTrip(List<C> commands) {
        for (C command : commands) {
            JsonNode json = codec.commandToJson(command);
            assertEquals(json, codec.commandToJson(codec.commandFromJson(json)), "command survives JSON");
        }
    }
}
