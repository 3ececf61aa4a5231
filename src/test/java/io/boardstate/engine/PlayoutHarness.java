package io.boardstate.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
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

    /**
     * Plays one game with uniformly random legal commands.
     *
     * @param invariants checked after every applied event (state after, event applied)
     * @param maxCommands fails when the game has not ended after this many commands
     */
    public Playout<S, E> play(MatchSetup setup, long seed, int maxCommands, BiConsumer<S, E> invariants) {
        SplittableRandom chooser = new SplittableRandom(seed * 31 + 7);
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
            int seat = seats.get(chooser.nextInt(seats.size()));
            List<C> legal = ruleset.legalCommands(state, seat);
            assertFalse(legal.isEmpty(), "a seat to act has at least one legal command");
            C command = legal.get(chooser.nextInt(legal.size()));
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
