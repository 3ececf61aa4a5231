package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.OptionSpec;
import io.boardstate.games.smallworld.core.FamilyOptions;
import java.util.List;

/** The match options of Small World Underground (spec 12.6), declared once: name, type, default, description. */
public final class UndergroundOptions {
    public static final String OCCUPIED_RIVER_BASE = "occupiedRiverBase";
    public static final String GNOMES_IN_DECLINE = "gnomesProtectedInDecline";
    public static final String LICHES_LOCKOUT_ACTIVE = "lichesLockoutWhileActive";
    public static final String LIZARDMEN_OCCUPIED = "lizardmenPassOccupiedRivers";
    public static final String WISPS_FAILURE_ENDS = "wispsFailureEndsConquest";
    public static final String MIMES_SWAPPED_BADGE = "mimesTokensFromSwappedBadge";
    public static final String FOUNTAIN_IMMEDIATE = "fountainImmediateOnDiscovery";
    public static final String BALROG_MONSTERS = "balrogMayEnterMonsterRegion";
    public static final String IMMORTAL_VS_BALROG = "immortalLosesToBalrog";
    public static final String FLAMES_VOLCANO_ENTRY = "flamesEnterThroughVolcano";
    public static final String AS_IF_EMPTY_ARMORS = "asIfEmptyIgnoresArmors";
    public static final String SPIDERINES_SOURCE = "spiderinesRequireChasmSource";
    public static final String QUARRELING_EFFECTIVE = "quarrelingUsesEffectiveAdjacency";
    public static final String IMMUNITY_BLOCKS_COINS = "immunityBlocksCoinEffects";

    static final List<OptionSpec> ALL = List.of(
            FamilyOptions.firstSeat(),
            FamilyOptions.finalConquest(
                    "Final conquest with the reinforcement die: SHORTFALL_AT_MOST_3 = the region may be at most 3 tokens out of reach (R-6, recommended); COST_AT_MOST_3 = a region of cost 3 or less."),
            FamilyOptions.abandonAfterConquest(
                    "Allow abandoning regions after the first conquest of the turn (R-12; default: only while readying troops)."),
            FamilyOptions.publishTurnScores(
                    "Show every player's per-turn coin gains to all (R-57 alternative). Default false: coins are secret until the end ([U 344])."),
            OptionSpec.integer(
                    OCCUPIED_RIVER_BASE,
                    1,
                    1,
                    2,
                    "Base defence of a River region that holds tokens (R-7): 1 as an empty River (default) or 2 as land."),
            OptionSpec.bool(
                    GNOMES_IN_DECLINE,
                    false,
                    "Declined Gnomes keep their protection from opponents' abilities (R-19; default: only active Gnomes)."),
            OptionSpec.bool(
                    LICHES_LOCKOUT_ACTIVE,
                    false,
                    "A player without coins cannot conquer active Liches either (R-20; default: only declined Liches)."),
            OptionSpec.bool(
                    LIZARDMEN_OCCUPIED,
                    true,
                    "Lizardmen pass through River regions held by the Kraken too ([U 614] 'occupata o meno', R-21)."),
            OptionSpec.bool(
                    WISPS_FAILURE_ENDS,
                    true,
                    "A failed Will-o'-Wisps roll ends the conquests like a failed final conquest (R-25)."),
            OptionSpec.bool(
                    MIMES_SWAPPED_BADGE,
                    true,
                    "Shadow Mimes take tokens for the badge they end with after a swap (R-27); false = the badge they were offered with."),
            OptionSpec.bool(
                    FOUNTAIN_IMMEDIATE,
                    false,
                    "The Fountain of Youth gives its token at once when discovered (R-49; default: from the next turn)."),
            OptionSpec.bool(
                    BALROG_MONSTERS,
                    false,
                    "The Balrog may enter a region still guarded by Monsters (R-52; default: no)."),
            OptionSpec.integer(
                    IMMORTAL_VS_BALROG,
                    0,
                    0,
                    2,
                    "Tokens an Immortal race loses when the Balrog conquers its region (R-52: 0)."),
            OptionSpec.bool(
                    FLAMES_VOLCANO_ENTRY,
                    false,
                    "The Flames enter the map next to their Volcano (R-23, the English V2 rulebook; default: the Italian rulebook, any border region)."),
            OptionSpec.bool(
                    AS_IF_EMPTY_ARMORS,
                    false,
                    "Conquering 'as if empty' (Flames, Socks) also ignores Mushroom Armors (R-8; default: Armors, Black Mountain and the Keep still count)."),
            OptionSpec.bool(
                    SPIDERINES_SOURCE,
                    false,
                    "Spiderines reach the regions by a Chasm only from a region of theirs by a Chasm (R-22; default: the literal reading, from anywhere)."),
            OptionSpec.bool(
                    QUARRELING_EFFECTIVE,
                    false,
                    "Quarreling groups count the adjacency of the Great Brass Pipe and the Spiderines' Chasms (R-32; default: shared borders only)."),
            OptionSpec.bool(
                    IMMUNITY_BLOCKS_COINS,
                    true,
                    "Tokens in a region immune to a player pay him no Thieving or Froggy's Ring coin (R-18)."));

    private UndergroundOptions() {}
}
