package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Event;

/**
 * A fact of a Small World family match; every random outcome is written into one. Not sealed:
 * the shared facts are {@link CoreEvent}, each edition adds its own sealed interface (its setup
 * event among them). Stored type names never change once stored.
 */
public interface SmallWorldEvent extends Event {}
