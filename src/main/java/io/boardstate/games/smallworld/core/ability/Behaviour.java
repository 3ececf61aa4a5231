package io.boardstate.games.smallworld.core.ability;

/**
 * A race's or power's behaviour class as its definition holds it: the family's {@link
 * io.boardstate.games.smallworld.core.Ability}, whose hooks take the match ({@code core}); here
 * it is only carried, so the definitions and the catalog do not depend on the rules.
 */
public interface Behaviour {}
