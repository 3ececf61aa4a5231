package io.boardstate.engine;

/**
 * A fact that happened in a match. Implemented by a game's event records; the stored type name
 * is the one the ruleset gives the record's class in {@link Ruleset#eventTypes()}.
 */
public interface Event {}
