package io.boardstate.games.smallworld.core;

/**
 * A race, power or edition piece with state that lasts one turn (a once-per-turn flag, a count
 * of uses): it owns that state and clears it itself. The core asks every such part of the
 * edition, in play or not, when a turn starts and when it ends ({@link Edition#perTurn}); the
 * state stays in the edition's data slots, so saved matches keep their shape.
 */
public interface PerTurn {
    /** Apply time: the turn of {@code seat} starts, before the edition's {@link Edition#onTurnStart}. */
    default void startTurn(Game g, int seat) {}

    /** Apply time: the turn of {@code seat} has ended, before the edition's {@link Edition#onTurnEnd}. */
    default void endTurn(Game g, int seat) {}
}
