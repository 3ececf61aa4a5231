package io.boardstate.games.smallworld.core;

/**
 * The edition's slot in the state ({@link SmallWorldState#edition}): its rule choices, per-seat,
 * per-region and per-turn data the family core does not know (base: Diplomat allies, Fortress
 * and Hero counters). A plain class with public fields of JSON-friendly values, like the state.
 */
public interface EditionData<E extends EditionData<E>> {
    /** A deep copy (states are copied to look ahead: scoring a Decline turn, the badge reshuffle). */
    E copy();

    /** The rule choices of the match that the core reads. */
    FamilyRules rules();
}
