package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.OptionSpec;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.Setup;
import java.util.List;
import java.util.Map;

/**
 * The match options of Small World of Warcraft (spec 9.6), declared once. The Team Variant
 * (7.7) is not offered: its rules sheet is not in the seed and the spec forbids inventing it.
 */
public final class WarcraftOptions {
    public static final String FIRST_SEAT = Setup.FIRST_SEAT;
    public static final String FINAL_CONQUEST = "finalConquestRule";
    public static final String ABANDON_AFTER_CONQUEST = "allowAbandonAfterFirstConquest";
    public static final String PUBLISH_SCORES = "publishTurnScores";
    public static final String RANDOM_FACES = "randomFaces";
    public static final String OWN_DECLINED = "ownDeclinedCountsAsEnemy";

    static final List<OptionSpec> ALL = List.of(
            OptionSpec.integer(
                    FIRST_SEAT, -1, -1, 4, "Seat that plays first; -1 draws it with the match's seeded RNG (R-2)."),
            OptionSpec.choice(
                    FINAL_CONQUEST,
                    FamilyRules.SHORTFALL_AT_MOST_3,
                    List.of(FamilyRules.SHORTFALL_AT_MOST_3, FamilyRules.COST_AT_MOST_3),
                    "Final conquest with the reinforcement die: SHORTFALL_AT_MOST_3 = the region may lack at most 3 tokens ([W 271], R-15, the rulebook's words); COST_AT_MOST_3 = a region of cost 3 or less (the base game's Italian reading)."),
            OptionSpec.bool(
                    ABANDON_AFTER_CONQUEST,
                    false,
                    "Allow abandoning regions after the first conquest of the turn (default: only while readying troops, [W 339]-[W 349])."),
            OptionSpec.bool(
                    PUBLISH_SCORES,
                    false,
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

    static WarcraftRules rules(Map<String, Object> o) {
        return new WarcraftRules(
                (String) o.get(FINAL_CONQUEST),
                (Boolean) o.get(ABANDON_AFTER_CONQUEST),
                (Boolean) o.get(PUBLISH_SCORES),
                (Boolean) o.get(RANDOM_FACES),
                (Boolean) o.get(OWN_DECLINED));
    }
}
