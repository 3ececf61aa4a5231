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

    /**
     * The active player also places, as the last action of his own turn, the tokens his own
     * declined race withdrew when his active race conquered one of its regions (base 4.9 and R-12
     * «come azione finale del turno del giocatore attuale» [IT 422]; Underground 6.9 and the Tomb
     * [U 722]-[U 724]; Warcraft 3.4.10 [W 243]). False only for matches stored before this was
     * kept: their tokens waited for the owner's next turn, and their logs replay as they were played.
     */
    boolean activePlayerWithdraws();

    /** The value of an {@code activePlayerWithdraws} member read back from a stored rules record (null: stored before). */
    static boolean activePlayerWithdraws(Boolean stored) {
        return Boolean.TRUE.equals(stored);
    }
}
