package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Command;

/**
 * A move in a Small World family match. Not sealed: the family's shared moves are {@link
 * CoreCommand}; each edition adds its own sealed interface of records in its own package
 * (a sealed type without modules only permits classes of its package).
 */
public interface SmallWorldCommand extends Command {}
