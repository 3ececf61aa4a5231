package io.boardstate.match.clock;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.engine.bot.Bots;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.support.EngineCodec;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code auto} absent-player policy: the seat whose time ran out plays the ruleset's default
 * command ({@link Ruleset#defaultCommand}) until it is no longer to act (its turn is played out),
 * decided like any command on the state at the head; the events are charged to the seat. Its clock
 * stands at zero from the deadline (Fischer: plus the increment), so it never goes negative; the
 * seat keeps its place and plays again when it submits in time. A match created with {@code
 * absentBot} has a computer player of that level play the absent turn instead of the defaults; a
 * bot seat's own turns are played the same way ({@link #playBot}), charged only the wait before
 * its bot starts ({@code now} is then) and given one Fischer increment per turn; a bot seat's time
 * is only shown (it has no deadline and never times out). The time a turn takes to think is
 * nobody's: the seats to act after it start when it is played out ({@link Turn#at}).
 */
final class AbsentTurn {
    /** A bound on the defaults played in one turn (a ruleset's default always ends a turn well before). */
    static final int MAX_COMMANDS = 64;

    /** One game event to store after the timeout, with the command when it is a command's first event. */
    record Played(String type, JsonNode data, JsonNode command) {}

    /**
     * The turn played: its events, the new state and its JSON, whether the game ended, the control
     * after it, and when it was played out (the write's time: the seats to act next start then).
     */
    record Turn(List<Played> events, Object state, String json, boolean finished, MatchControl control, Instant at) {}

    private AbsentTurn() {}

    /** The most commands a bot plays in one write (a turn of Small World's redeployment can be long). */
    static final int MAX_BOT_COMMANDS = 400;

    /** Chooses the next command of the seat on a state at a version, or none. */
    interface Chooser<S, C> {
        Optional<C> next(S state, long version);
    }

    /** An absent seat's turn: the game's default commands, or the match's {@code absentBot}'s. */
    static Turn play(Access access, LoadedState at, MatchControl control, int seat, long firstVersion, Instant now) {
        BotLevel absent = BotLevel.of(control.absentBot());
        return play(EngineCodec.typed(access.codec()), access, at, control, seat, firstVersion, now, absent, true);
    }

    /**
     * The bot's turn: its commands until the seat is no longer to act, each chosen on the state at
     * the head from what its seat sees ({@link Bots}), with a seed drawn from the match's seed and
     * the version, so a replica that plays it again plays the same; no time is charged.
     */
    static Turn playBot(Access access, LoadedState at, MatchControl control, int seat, long firstVersion, Instant now) {
        BotLevel level = BotLevel.of(control.botLevel(seat));
        return play(EngineCodec.typed(access.codec()), access, at, control, seat, firstVersion, now, level, false);
    }

    private static <S, C extends Command, E extends Event> Turn play(
            EngineCodec<S, C, E> codec,
            Access access,
            LoadedState at,
            MatchControl control,
            int seat,
            long firstVersion,
            Instant now,
            BotLevel bot,
            boolean absent) {
        Ruleset<S, C, E> ruleset = codec.ruleset();
        Chooser<S, C> chooser = bot == null
                ? (state, version) -> ruleset.defaultCommand(state, seat)
                : botChooser(ruleset, access.match().seed(), seat, bot);
        @SuppressWarnings("unchecked")
        S state = ruleset.copy((S) at.state()); // the loaded state is shared
        List<Played> played = new ArrayList<>();
        long version = firstVersion;
        for (int n = 0;
                n < (bot == null ? MAX_COMMANDS : MAX_BOT_COMMANDS)
                        && !ruleset.isOver(state)
                        && ruleset.seatsToAct(state).contains(seat);
                n++) {
            Optional<C> command = bot != null && n >= Bots.TURN_COMMANDS // a circling turn ends
                    ? ruleset.defaultCommand(state, seat)
                    : chooser.next(state, version);
            if (command.isEmpty()) break;
            Decision<E> decision = ruleset.decide(
                    state, seat, command.get(), Rng.forVersion(access.match().seed(), version));
            if (!(decision instanceof Decision.Accepted<E> accepted))
                throw new IllegalStateException(access.match().ruleset() + " refused its own listed command "
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
        String json = codec.stateToJson(state);
        Instant ended = Instant.now().truncatedTo(ChronoUnit.MICROS);
        if (ended.isBefore(now)) ended = now; // the wall clock stepped back: the turn took no time
        MatchControl charged = absent ? control.timedOut(seat, now) : control;
        MatchControl next = charged.afterPlayedTurn(seat, ruleset.seatsToAct(state), finished, now, ended);
        return new Turn(List.copyOf(played), state, json, finished, next, ended);
    }

    private static <S, C extends Command, E extends Event> Chooser<S, C> botChooser(
            Ruleset<S, C, E> ruleset, long matchSeed, int seat, BotLevel level) {
        BotSupport<S> support = ruleset.botSupport().orElseThrow();
        return (state, version) -> Bots.choose(
                ruleset, support, state, seat, level, Bots.Budget.DEFAULT, matchSeed ^ (version * 0x9E3779B97F4A7C15L));
    }
}
