package io.boardstate.games.smallworld.example;

import io.boardstate.games.smallworld.core.FamilyRules;

/** The rule choices of a match: here only the family's; each component is bound from the option of its name. */
public record ExampleRules(String finalConquestRule, boolean allowAbandonAfterFirstConquest, boolean publishTurnScores)
        implements FamilyRules {}
