package io.boardstate.engine;

/**
 * A move a seat asks for. Implemented by a game's command records; the JSON discriminator is
 * the name the ruleset gives the record's class in {@link Ruleset#commandTypes()}.
 */
public interface Command {}
