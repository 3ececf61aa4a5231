package io.boardstate.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game's complete rules: pure, deterministic, free of any framework.
 *
 * <p>Life of a match: {@code setup} gives the opening events; {@code apply(null, first)} creates
 * the state and each later event is applied in order. For every command the service calls
 * {@code decide} on the current state; the events it returns are stored atomically and applied.
 *
 * <p>Only {@code apply} may change a state. Every other method only reads it: the service shares
 * one state object between concurrent requests (its near cache keeps states by version).
 *
 * @param <S> the game state (see the package documentation for its serialization contract)
 * @param <C> the game's command type (a sealed interface of records)
 * @param <E> the game's event type (a sealed interface of records)
 */
public interface Ruleset<S, C extends Command, E extends Event> {

    RulesetInfo info();

    Class<S> stateType();

    /** JSON discriminator -> command record class; the names are part of the public API. */
    Map<String, Class<? extends C>> commandTypes();

    /** Stored type name -> event record class; never rename one that has been stored. */
    Map<String, Class<? extends E>> eventTypes();

    /**
     * The opening events of a match: every random outcome of setup (shuffles, draws) must be
     * written into them. Rejects option combinations the game does not allow.
     */
    Decision<E> setup(MatchSetup setup, Rng rng);

    /**
     * Folds one event into the state and returns the new state. {@code state} is null for the
     * first event. May mutate and return {@code state}: callers never reuse the state they passed
     * in. Must not use randomness, the clock or anything but its arguments.
     */
    S apply(S state, E event);

    /**
     * Folds one event as {@link #apply} does and returns, beside the new state, every change of a
     * seat's coins that folding it made, in order: the coin ledger (docs/games/coin-ledger.md).
     * The ledger is derived from the log whenever it is read, never stored, so the stored log
     * keeps the format every release reads (docs/adr/0004-stored-format-evolution.md). The
     * default, for a game without coins: {@link #apply}, no change.
     */
    default Folded<S> applyCounting(S state, E event) {
        return new Folded<>(apply(state, event), List.of());
    }

    /** Whether this game has coins, so that the log shows a ledger (and {@link #applyCounting} is worth its cost). */
    default boolean keepsCoins() {
        return false;
    }

    /**
     * A coin change as {@code viewer} may see it, given the current state: the change itself, or
     * one whose amount is null while that seat's coins are secret from the viewer.
     */
    default CoinChange redactCoins(CoinChange change, Viewer viewer, S current) {
        return change;
    }

    /**
     * An independent deep copy of {@code state}: {@link #apply} may change it without touching the
     * original. The service folds a command's events into a copy of the state it shares between
     * requests; the copy must serialize exactly as the original does.
     */
    S copy(S state);

    /** The seats that may submit a command now (empty once the game is over). */
    Set<Integer> seatsToAct(S state);

    /**
     * Checks a command of {@code seat} against the rules and returns its events. Must not mutate
     * {@code state}. Random outcomes (dice) come from {@code rng} and go into the events.
     * Accepts exactly the commands {@link #legalCommands} lists.
     */
    Decision<E> decide(S state, int seat, C command, Rng rng);

    /** Every command {@code seat} may submit now: finite and complete. Empty when not its turn. */
    List<C> legalCommands(S state, int seat);

    /**
     * The command played for {@code seat} when it is absent (its time ran out and the match plays
     * for it): one of {@link #legalCommands}, chosen deterministically from the state alone (pass,
     * end the turn, decline an option, the cheapest required choice), and such that a game where
     * every seat only plays its default ends. Empty when the seat is not to act.
     */
    Optional<C> defaultCommand(S state, int seat);

    /** What {@code viewer} may see of the state: a JSON-friendly object (record or Map). */
    Object view(S state, Viewer viewer);

    /**
     * The type {@link #view} returns (a record, or a {@link GenericType} of one), from which the
     * published contract describes the state; {@code Object} (the default) publishes any JSON value.
     */
    default java.lang.reflect.Type viewType() {
        return Object.class;
    }

    /**
     * The event as {@code viewer} may see it, given the current state of the match (secrets may be
     * revealed once the game is over). Return the event itself when it holds no secret from this
     * viewer, or a redacted event (an instance of a registered event type).
     */
    E redact(E event, Viewer viewer, S current);

    /** Final standings once the game is over; empty while it goes on. */
    Optional<List<SeatResult>> result(S state);

    /**
     * The standings if the game ended now: when a seat forfeits mid-game, the match ends with the
     * others ranked by them and the forfeiting seat last. Empty (the default, unless the game is
     * over): the others share first place.
     */
    default Optional<List<SeatResult>> standings(S state) {
        return result(state);
    }

    default boolean isOver(S state) {
        return result(state).isPresent();
    }

    /**
     * The boards this game publishes for clients to draw and check moves against (static, public
     * data, the same for every match that uses them); empty when it has none.
     */
    default List<Board> boards() {
        return List.of();
    }

    /**
     * The board a match is played on: one of {@link #boards()}, or one made for this match at
     * setup (e.g. islands dealt at random). Empty when the game has no board data. Must be cheap:
     * every view asks for its id.
     */
    default Optional<Board> board(S state) {
        return Optional.empty();
    }

    /**
     * The English display names of the pieces a client must label, by kind (e.g. {@code races},
     * {@code powers}) and then by the id views and events use for them. Every id the game can put
     * in a view has one here; translations live outside the engine and never change an id.
     */
    default Map<String, Map<String, String>> names() {
        return Map.of();
    }

    /**
     * What this game gives its computer players (io.boardstate.engine.bot): determinization and
     * evaluation. Empty (the default) for a game without bots.
     */
    default Optional<BotSupport<S>> botSupport() {
        return Optional.empty();
    }
}
