package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.OptionSpec;
import io.boardstate.games.smallworld.core.FamilyOptions;
import java.util.List;

/**
 * The match options of Small World of Warcraft (spec 9.6), declared once. The Team Variant
 * (7.7) is not offered: its rules sheet is not in the seed and the spec forbids inventing it.
 */
public final class WarcraftOptions {
    public static final String RANDOM_FACES = "randomFaces";
    public static final String OWN_DECLINED = "ownDeclinedCountsAsEnemy";

    static final List<OptionSpec> ALL = List.of(
            FamilyOptions.firstSeat(),
            FamilyOptions.finalConquest(
                    "Final conquest with the reinforcement die: SHORTFALL_AT_MOST_3 = the region may lack at most 3 tokens ([W 271], R-15, the rulebook's words); COST_AT_MOST_3 = a region of cost 3 or less (the base game's Italian reading)."),
            FamilyOptions.abandonAfterConquest(
                    "Allow abandoning regions after the first conquest of the turn (default: only while readying troops, [W 339]-[W 349])."),
            FamilyOptions.publishTurnScores(
                    "Show every player's per-turn coin gains to all (R-59 alternative). Default false: coins stay hidden until the end ([W 324])."),
            OptionSpec.bool(
                    RANDOM_FACES,
                    true,
                    "Each island board dealt shows a random face (R-1); false = always face A. Which boards are dealt is always drawn ([W 126])."),
            OptionSpec.bool(
                    OWN_DECLINED,
                    true,
                    "Conquering one's own declined race counts like any other race for the faction bonus and the conquest bonuses of Orcs and Enraged (R-19)."));

    private WarcraftOptions() {}
}
