package io.boardstate.games.greatfire;

/**
 * The rule switches of one match, fixed at setup (the match options after player-count rules
 * were applied).
 *
 * @param wildFire wild fire rule in force (seed l.221: mandatory with 5-6 players)
 * @param publicColours variant 8.1 (seed l.344)
 * @param moreDestruction variant 8.2 (seed l.352): two final turns each
 * @param ownerPawnScoring variant 8.3 (seed l.358): extinguished cones score for the pawn colour
 * @param priorityScope how fire priorities are compared (spec Q6)
 * @param wildFireOnControlledArrival wild fire also when a team controls the arriving cone (spec Q8)
 * @param finalRoundExtraIntensification a no-valid-move turn in the final round still owes its
 *     extra intensification (spec Q12)
 * @param houseRepair rearrange houses inside each region so no district repeats a colour (seed l.87)
 * @param heroUnderOwnerPawnScoring what becomes of the Hero of London under variant 8.3 (spec Q26)
 */
public record GreatFireRules(
        boolean wildFire,
        boolean publicColours,
        boolean moreDestruction,
        boolean ownerPawnScoring,
        PriorityScope priorityScope,
        boolean wildFireOnControlledArrival,
        boolean finalRoundExtraIntensification,
        boolean houseRepair,
        HeroUnderOwnerPawnScoring heroUnderOwnerPawnScoring) {

    /** The Hero of London under variant 8.3, where extinguishing gives no direct bonus (spec Q26). */
    public enum HeroUnderOwnerPawnScoring {
        /** The first colour row with 3 cones holds it; its 2 VP go to that colour's owner. */
        COLOUR_ROW,
        /** The card is not used. */
        NONE
    }

    /** Which destinations compete in the fire-priority comparison (spec §4.3, Q6). */
    public enum PriorityScope {
        /** Everything the chosen source's fire network can reach with the card (Example 4, seed l.193). */
        PER_SOURCE,
        /** Only the neighbours of the district the cone leaves the network from (seed l.180 read literally). */
        PER_EXIT,
        /** Every legal move of the card anywhere on the board. */
        GLOBAL
    }
}
