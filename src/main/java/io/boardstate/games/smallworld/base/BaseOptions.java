package io.boardstate.games.smallworld.base;

import io.boardstate.engine.OptionSpec;
import io.boardstate.games.smallworld.core.FamilyOptions;
import java.util.List;

/** The match options of the base game (spec 9.6), declared once: name, type, default, description. */
public final class BaseOptions {
    public static final String MAP_PLAYERS = "mapPlayers";
    public static final String ELVES_KEEP = "elvesKeepTokenVsSorcerers";
    public static final String GHOULS_SHARE_DIE = "ghoulsShareDieWithActiveRace";
    public static final String GHOULS_IN_HAND = "declinedGhoulsInHandKeepRaceAlive";
    public static final String FLYING_BORDER = "flyingIgnoresBorderRule";
    public static final String FLYING_SORCERERS = "flyingSorcerersIgnoreAdjacency";
    public static final String SEAFARING_SEA = "seafaringMayEnterBySea";
    public static final String IMMUNITY_GHOULS = "immunityAppliesToOwnGhouls";
    public static final String BANNER_BOTTOM = "bannerReturnToBottom";
    public static final String STOUT_PICK_TURN = "stoutMayDeclineOnPickTurn";

    static final List<OptionSpec> ALL = List.of(
            FamilyOptions.firstSeat(),
            OptionSpec.integer(
                    MAP_PLAYERS,
                    0,
                    0,
                    5,
                    "Map to play on, by its player count (2-5); 0 = the map of the seat count, as the rules say (2.1). Rounds follow the map (R-1)."),
            FamilyOptions.finalConquest(
                    "Final conquest with the reinforcement die: SHORTFALL_AT_MOST_3 = the region may be at most 3 tokens out of reach (IS 255, R-6, recommended); COST_AT_MOST_3 = the IT literal reading, a region of cost 3 or less (IT 553)."),
            FamilyOptions.abandonAfterConquest(
                    "Allow abandoning regions after the first conquest of the turn (R-9; default: only while readying troops)."),
            OptionSpec.bool(
                    ELVES_KEEP,
                    false,
                    "An Elf token replaced by the Sorcerers goes back to its owner's hand instead of the tray (IS 440 reading; R-16 default: lost)."),
            OptionSpec.bool(
                    GHOULS_SHARE_DIE,
                    false,
                    "Declined Ghouls and the active race share one reinforcement-die conquest per turn (R-20c; default: one each)."),
            OptionSpec.bool(
                    GHOULS_IN_HAND,
                    true,
                    "Declined Ghouls that lost all regions but hold tokens in hand stay in play and re-enter next turn (R-20f)."),
            OptionSpec.bool(
                    FLYING_BORDER, true, "A Flying race may make its first conquest in any land region (R-31)."),
            OptionSpec.bool(
                    FLYING_SORCERERS,
                    true,
                    "Flying Sorcerers may replace a lone enemy token anywhere, without adjacency (R-15d)."),
            OptionSpec.bool(
                    SEAFARING_SEA,
                    true,
                    "A Seafaring race may enter the map through a Sea touching the board edge (R-30c)."),
            OptionSpec.bool(
                    IMMUNITY_GHOULS,
                    true,
                    "Hero, Dragon and Hole-in-the-Ground regions are immune to the owner's own declined Ghouls too (R-14)."),
            OptionSpec.bool(
                    BANNER_BOTTOM,
                    true,
                    "A vanished race's banner returns to the bottom of the banner pile (IS 326, R-4); false = on top (IT 797 reading)."),
            OptionSpec.bool(
                    STOUT_PICK_TURN, true, "A Stout race may decline at the end of the turn it was picked (R-23)."),
            FamilyOptions.publishTurnScores(
                    "Show every player's per-turn coin gains to all (R-52 alternative). Default false: coins are secret until the end (7.4, IT 655), so score events are redacted for others."));

    private BaseOptions() {}
}
