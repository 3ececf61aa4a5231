package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;

/**
 * The rule choices of a Small World of Warcraft match (spec 9.6), fixed at setup and recorded in
 * the setup event (its JSON shape is stored: never rename or reorder the components).
 *
 * @param finalConquestRule {@code SHORTFALL_AT_MOST_3} ([W 271], R-15) or {@code COST_AT_MOST_3}
 * @param allowAbandonAfterFirstConquest abandoning only while readying troops ([W 339]-[W 349]) unless true
 * @param publishTurnScores R-59 alternative: per-turn coin gains shown to all
 * @param randomFaces R-1: each chosen board shows a random face; false = face A
 * @param ownDeclinedCountsAsEnemy R-19: conquering one's own declined race triggers faction and conquest bonuses
 */
public record WarcraftRules(
        String finalConquestRule,
        boolean allowAbandonAfterFirstConquest,
        boolean publishTurnScores,
        boolean randomFaces,
        boolean ownDeclinedCountsAsEnemy)
        implements FamilyRules {

    /** The recommended rulings of spec 9.6. */
    public static WarcraftRules defaults() {
        return FamilyOptions.defaults(WarcraftRules.class, WarcraftOptions.ALL);
    }
}
