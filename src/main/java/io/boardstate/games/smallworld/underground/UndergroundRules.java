package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;

/**
 * The rule choices of a Small World Underground match (spec 12.6), fixed at setup and recorded
 * in the setup event (its JSON shape is stored: never rename or reorder the components).
 *
 * @param finalConquestRule {@code SHORTFALL_AT_MOST_3} (R-6, recommended) or {@code COST_AT_MOST_3}
 * @param allowAbandonAfterFirstConquest R-12
 * @param publishTurnScores R-57 alternative: per-turn coin gains shown to all
 * @param occupiedRiverBase R-7: base defence of a River region with defenders (1, or 2 as land)
 * @param gnomesProtectedInDecline R-19 alternative: declined Gnomes keep their protection
 * @param lichesLockoutWhileActive R-20 alternative: no coins, no conquest of active Liches either
 * @param lizardmenPassOccupiedRivers R-21: Lizardmen pass Kraken-held River regions too
 * @param wispsFailureEndsConquest R-25: a failed Will-o'-Wisps roll ends the conquests
 * @param mimesTokensFromSwappedBadge R-27: Shadow Mimes take tokens for the badge they end with
 * @param fountainImmediateOnDiscovery R-49 alternative: the Fountain gives a token the turn it is found
 * @param balrogMayEnterMonsterRegion R-52 alternative
 * @param immortalLosesToBalrog R-52: tokens an Immortal race loses to the Balrog (0 by default)
 * @param flamesEnterThroughVolcano R-23 (EN V2): the Flames' first conquest borders the Volcano
 * @param asIfEmptyIgnoresArmors R-8 alternative: "as if empty" also ignores Mushroom Armors
 * @param spiderinesRequireChasmSource R-22 alternative: the chasm reach needs a Spiderine region by a Chasm
 * @param quarrelingUsesEffectiveAdjacency R-32 alternative: Quarreling groups use the Pipe's adjacency too
 * @param immunityBlocksCoinEffects R-18: tokens in a region immune to the taker pay no Thieving or Ring coin
 */
public record UndergroundRules(
        String finalConquestRule,
        boolean allowAbandonAfterFirstConquest,
        boolean publishTurnScores,
        int occupiedRiverBase,
        boolean gnomesProtectedInDecline,
        boolean lichesLockoutWhileActive,
        boolean lizardmenPassOccupiedRivers,
        boolean wispsFailureEndsConquest,
        boolean mimesTokensFromSwappedBadge,
        boolean fountainImmediateOnDiscovery,
        boolean balrogMayEnterMonsterRegion,
        int immortalLosesToBalrog,
        boolean flamesEnterThroughVolcano,
        boolean asIfEmptyIgnoresArmors,
        boolean spiderinesRequireChasmSource,
        boolean quarrelingUsesEffectiveAdjacency,
        boolean immunityBlocksCoinEffects)
        implements FamilyRules {

    /** The recommended rulings of spec 12.6. */
    public static UndergroundRules defaults() {
        return FamilyOptions.defaults(UndergroundRules.class, UndergroundOptions.ALL);
    }
}
