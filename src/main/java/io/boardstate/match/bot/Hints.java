package io.boardstate.match.bot;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.engine.bot.Bots;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Refusals;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A suggested command for the caller's seat, where the match allows hints ({@code allowHints}):
 * what a computer player of the asked level would play now, from what the seat sees. Thought out
 * on the bots' own threads ({@link BotPool}); nothing is stored.
 */
@ApplicationScoped
public class Hints {
    /** A suggestion: the command (ruleset JSON, as the legal list gives it) for the seat at the version. */
    public record Hint(long version, int seat, String level, JsonNode command) {}

    @Inject
    MatchStates states;

    @Inject
    BotPool pool;

    /** The most playouts a hint's search may be given: four times the hard bot's 240 (its CPU stays bounded; the contract says 960). */
    public static final int MAX_PLAYOUTS = 960;

    /**
     * The command the bot of {@code level} would play for the caller's seat now; {@code playouts}
     * (hard only, 1 to {@link #MAX_PLAYOUTS}) replaces the hard bot's own number, null keeps it.
     */
    public Hint hint(Access access, BotLevel level, Integer playouts) {
        Bots.Budget budget =
                playouts == null ? Bots.Budget.DEFAULT : new Bots.Budget(playouts, Bots.Budget.DEFAULT.horizon());
        return hint(asked(EngineCodec.typed(access.codec()), access), level, budget);
    }

    /**
     * Refuses as {@link #hint} would for the caller's seat now, from the match alone, without
     * thinking and without the bots' pool (HEAD): it never answers {@link MatchFailure.Busy}.
     */
    public void check(Access access) {
        asked(EngineCodec.typed(access.codec()), access);
    }

    /** What a hint is decided on: the head, the seat's state there and the game's bot support. */
    private record Asked<S, C extends Command, E extends Event>(
            EngineCodec<S, C, E> codec, long version, S state, int seat, BotSupport<S> support) {}

    private <S, C extends Command, E extends Event> Asked<S, C, E> asked(EngineCodec<S, C, E> codec, Access access) {
        if (access.seat() == null) throw new MatchFailure.NotASeat("A hint is for a seat: send its bearer token.");
        int seat = access.seat();
        LoadedState head = states.head(access);
        MatchControl control = head.controlOr(access.match().seats().size());
        Ruleset<S, C, E> ruleset = codec.ruleset();
        @SuppressWarnings("unchecked")
        S state = (S) head.state();
        if (!control.allowsHints())
            throw new MatchFailure.Refused(new RuleViolation(
                    RuleViolation.HINTS_OFF, "This match was created without hints (allowHints).", Map.of()));
        // As a command of the seat would be refused (CommandService), but before the clock's start.
        if (control.wasAborted()) throw new MatchFailure.Refused(Refusals.aborted());
        if (control.over() || ruleset.isOver(state)) throw new MatchFailure.Refused(RuleViolation.gameOver());
        if (control.paused()) throw new MatchFailure.Refused(Refusals.paused(control));
        if (control.isBot(seat)) throw new MatchFailure.Refused(BotTurns.botSeat(seat, control.botLevel(seat)));
        if (!ruleset.seatsToAct(state).contains(seat)) throw new MatchFailure.Refused(RuleViolation.notYourTurn(seat));
        // a seat whose time ran out (or that left under the zombie policy) no more asks than submits
        RuleViolation expired = Refusals.timeExpired(control, seat, Instant.now());
        if (expired != null) throw new MatchFailure.Refused(expired);
        BotSupport<S> support = ruleset.botSupport()
                .orElseThrow(() -> new MatchFailure.Refused(new RuleViolation(
                        RuleViolation.HINTS_OFF, ruleset.info().name() + " has no computer players.", Map.of())));
        return new Asked<>(codec, head.version(), state, seat, support);
    }

    private <S, C extends Command, E extends Event> Hint hint(
            Asked<S, C, E> asked, BotLevel level, Bots.Budget budget) {
        Ruleset<S, C, E> ruleset = asked.codec().ruleset();
        int seat = asked.seat();
        long seed = ThreadLocalRandom.current().nextLong(); // a hint owes nothing to the match's secret seed
        C command = pool.call(() -> Bots.choose(ruleset, asked.support(), asked.state(), seat, level, budget, seed)
                .orElseThrow(() -> new MatchFailure.Refused(RuleViolation.notYourTurn(seat))));
        return new Hint(asked.version(), seat, level.id(), asked.codec().commandToJson(command));
    }
}
