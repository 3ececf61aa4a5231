package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import java.util.List;
import java.util.Map;

/**
 * The commands a race, a power or a piece of an edition owns, as boardgame.io's moves belong to
 * their stage: the part names their types, checks them and writes their events (decide time),
 * folds those events (apply time) and lists them. An edition only names its parts ({@link
 * Edition#movers()}); the edition routes each command and event to the part that declared its
 * type, so adding a race with its own move touches that race's class and its data.
 *
 * <p>A pending decision (a prompt: a defender's withdrawal, a form to choose) is a core concept:
 * while any part reports a {@link #promptSeat}, only that seat acts, only the answers are listed
 * and every command that is not an answer ({@link #answersPrompt}) is refused.
 */
public interface OwnMoves {
    /** The part's command types by public name, in the order the contract lists them. */
    Map<String, Class<? extends SmallWorldCommand>> commands();

    /** The part's event types by stored name; never rename one that has been stored. */
    Map<String, Class<? extends SmallWorldEvent>> events();

    /**
     * Checks one of the part's commands and adds its events to {@code out}; returns the broken
     * rule or null. Must not change the state.
     */
    RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out);

    /** Folds one of the part's events into {@code g.s} (deterministic: it also runs on replays and look-ahead copies). */
    void apply(Game g, SmallWorldEvent event);

    /** Whether {@code command} answers a pending prompt: only answers are accepted while one is pending. */
    default boolean answersPrompt(SmallWorldCommand command) {
        return false;
    }

    /** The part's commands about {@code region}, listed after the shared ones for it. */
    default void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {}

    /**
     * Whether {@link #legalInRegion} may list anything for {@code seat} now; asked once per legal
     * list, so that a part whose race or power is not in play, or not in this phase, costs nothing
     * per region. Must not be stricter than the checks it stands before.
     */
    default boolean listsInRegions(Game g, int seat) {
        return true;
    }

    /** The part's other commands of the phase, listed before the move that closes it. */
    default void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {}

    /**
     * The seat that must answer this part's pending decision, or -1. A part that overrides it can
     * leave decisions pending: the core then asks it on every move.
     */
    default int promptSeat(Game g) {
        return -1;
    }

    /** The answers to this part's pending decision. */
    default void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {}
}
