package io.boardstate.games.smallworld.core;

/**
 * The edition's slot in each race instance ({@link RaceState#extra}): data that lives and dies
 * with one race banner in play (base: Halflings' Holes placed, displaced Encampments).
 */
public interface RaceData<R extends RaceData<R>> {
    R copy();
}
