package io.boardstate.games.smallworld.core;

/**
 * The rule choices (match options) the family core reads; an edition's rules record implements
 * it beside its own options.
 */
public interface FamilyRules {
    /** Final conquest: the region may be at most {@code finalConquestReach} tokens out of reach (base IS 255, R-6). */
    String SHORTFALL_AT_MOST_3 = "SHORTFALL_AT_MOST_3";
    /** Final conquest: the region's cost is at most {@code finalConquestReach} (base IT 553 literal reading). */
    String COST_AT_MOST_3 = "COST_AT_MOST_3";

    /** {@link #SHORTFALL_AT_MOST_3} or {@link #COST_AT_MOST_3}. */
    String finalConquestRule();

    /** Regions may be abandoned after the first conquest of the turn (R-9; default: only while readying troops). */
    boolean allowAbandonAfterFirstConquest();

    /** Per-turn coin gains are shown to everybody (R-52 alternative); totals stay secret in views. */
    boolean publishTurnScores();
}
