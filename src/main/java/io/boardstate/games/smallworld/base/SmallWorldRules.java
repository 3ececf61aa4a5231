package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;

/**
 * The rule choices of a base-game match (spec 9.6), fixed at setup and recorded in the first
 * event (its JSON shape is stored: never rename or reorder the components; the record name
 * names its schema in the published contract).
 *
 * @param finalConquestRule {@code SHORTFALL_AT_MOST_3} (IS, R-6) or {@code COST_AT_MOST_3} (IT literal)
 * @param allowAbandonAfterFirstConquest R-9
 * @param elvesKeepTokenVsSorcerers R-16
 * @param ghoulsShareDieWithActiveRace R-20(c)
 * @param declinedGhoulsInHandKeepRaceAlive R-20(f)
 * @param flyingIgnoresBorderRule R-31
 * @param flyingSorcerersIgnoreAdjacency R-15(d)
 * @param seafaringMayEnterBySea R-30(c)
 * @param immunityAppliesToOwnGhouls R-14
 * @param bannerReturnToBottom R-4
 * @param stoutMayDeclineOnPickTurn R-23
 * @param publishTurnScores R-52
 */
public record SmallWorldRules(
        String finalConquestRule,
        boolean allowAbandonAfterFirstConquest,
        boolean elvesKeepTokenVsSorcerers,
        boolean ghoulsShareDieWithActiveRace,
        boolean declinedGhoulsInHandKeepRaceAlive,
        boolean flyingIgnoresBorderRule,
        boolean flyingSorcerersIgnoreAdjacency,
        boolean seafaringMayEnterBySea,
        boolean immunityAppliesToOwnGhouls,
        boolean bannerReturnToBottom,
        boolean stoutMayDeclineOnPickTurn,
        boolean publishTurnScores)
        implements FamilyRules {

    /** The recommended rulings of spec 9.6 (publishTurnScores off: coin gains stay secret, 7.4). */
    public static SmallWorldRules defaults() {
        return FamilyOptions.defaults(SmallWorldRules.class, BaseOptions.ALL);
    }
}
