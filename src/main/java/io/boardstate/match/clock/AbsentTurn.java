package io.boardstate.match.clock;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.support.EngineCodec;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code auto} absent-player policy: the seat whose time ran out plays the ruleset's default
 * command ({@link Ruleset#defaultCommand}) until it is no longer to act (its turn is played out),
 * decided like any command on the state at the head; the events are charged to the seat. Its clock
 * stands at zero from the deadline (Fischer: plus the increment), so it never goes negative; the
 * seat keeps its place and plays again when it submits in time.
 */
final class AbsentTurn {
    /** A bound on the defaults played in one turn (a ruleset's default always ends a turn well before). */
    static final int MAX_COMMANDS = 64;

    /** One game event to store after the timeout, with the command when it is a command's first event. */
    record Played(String type, JsonNode data, JsonNode command) {}

    /** The turn played: its events, the new state and its JSON, whether the game ended, the control after it. */
    record Turn(List<Played> events, Object state, String json, boolean finished, MatchControl control) {}

    private AbsentTurn() {}

    static Turn play(Access access, LoadedState at, MatchControl control, int seat, long firstVersion, Instant now) {
        return play(EngineCodec.typed(access.codec()), access, at, control, seat, firstVersion, now);
    }

    private static <S, C extends Command, E extends Event> Turn play(
            EngineCodec<S, C, E> codec,
            Access access,
            LoadedState at,
            MatchControl control,
            int seat,
            long firstVersion,
            Instant now) {
        Ruleset<S, C, E> ruleset = codec.ruleset();
        @SuppressWarnings("unchecked")
        S state = ruleset.copy((S) at.state()); // the loaded state is shared
        List<Played> played = new ArrayList<>();
        long version = firstVersion;
        for (int n = 0;
                n < MAX_COMMANDS
                        && !ruleset.isOver(state)
                        && ruleset.seatsToAct(state).contains(seat);
                n++) {
            Optional<C> command = ruleset.defaultCommand(state, seat);
            if (command.isEmpty()) break;
            Decision<E> decision = ruleset.decide(
                    state, seat, command.get(), Rng.forVersion(access.match().seed(), version));
            if (!(decision instanceof Decision.Accepted<E> accepted))
                throw new IllegalStateException(access.match().ruleset() + " refused its own default command "
                        + command.get() + ": " + decision);
            JsonNode commandJson = codec.commandToJson(command.get());
            List<E> events = accepted.events();
            for (int i = 0; i < events.size(); i++) {
                E event = events.get(i);
                played.add(new Played(codec.eventName(event), codec.eventPayload(event), i == 0 ? commandJson : null));
                state = ruleset.apply(state, event);
            }
            version += events.size();
        }
        boolean finished = ruleset.isOver(state);
        MatchControl next = control.timedOut(seat, now).afterCommand(seat, ruleset.seatsToAct(state), finished, now);
        return new Turn(List.copyOf(played), state, codec.stateToJson(state), finished, next);
    }
}
