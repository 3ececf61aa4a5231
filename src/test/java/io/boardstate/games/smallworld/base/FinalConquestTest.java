package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Spec section 4.6: the final conquest with the reinforcement die, under both readings of its limit. */
class FinalConquestTest {

    @Test
    @DisplayName(
            "4.6: final conquest names the region first, rolls the die (0,0,0,1,2,3), places all tokens on success and ends the conquests [IT 549-577, IS 255]")
    void finalConquestSuccess() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.setHand(me, 1);
        assertEquals(
                "ILLEGAL_MOVE/NOT_ENOUGH_TOKENS",
                f.reject(0, new Conquer(HILL_N)).code());
        List<SmallWorldEvent> events = f.play(0, new ConquerWithDie(HILL_N), BaseFixture.dieShowing(3));
        assertEquals(new ReinforcementDieRolled(0, HILL_N, Race.RATMEN, 3, 3, true), events.get(0));
        assertEquals(new RegionConquered(0, HILL_N, Race.RATMEN, ConquestMethod.DIE, 1), events.get(1));
        assertEquals(Phase.REDEPLOY, f.s.phase, "conquests end either way (C-10)");
        assertEquals(1, f.s.tokens[HILL_N]);
    }

    @Test
    @DisplayName("4.6 / R-7: a failed final conquest leaves the tokens in hand; no further conquest")
    void finalConquestFailure() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        f.setHand(me, 2);
        List<SmallWorldEvent> events = f.play(0, new ConquerWithDie(HILL_N), BaseFixture.dieShowing(0));
        assertFalse(((ReinforcementDieRolled) events.getFirst()).success());
        assertEquals(Phase.REDEPLOY, f.s.phase);
        assertEquals(2 + 1, me.hand, "the 2 unused tokens plus the one lifted from FARM_N for redeployment");
        assertEquals(
                "ILLEGAL_MOVE/WRONG_PHASE", f.reject(0, new Conquer(MOUNT_N)).code());
        f.play(0, new PlaceTokens(FARM_N, 3)); // [IT 571]: placed in a region already held
    }

    @Test
    @DisplayName("R-6 / R-8: the die target must be out of reach by at most 3 tokens; not when the hand suffices")
    void finalConquestEligibility() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, enemy, 3); // cost 5
        f.put(FOREST_W, enemy, 2); // cost 4
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.setHand(me, 1);
        assertEquals(
                "ILLEGAL_MOVE/TOO_STRONG_FOR_DIE",
                f.reject(0, new ConquerWithDie(FARM_N)).code());
        assertTrue(
                f.ruleset.legalCommands(f.s, 0).contains(new ConquerWithDie(FOREST_W)), "3 short is allowed [IS 255]");
        f.setHand(me, 3);
        assertEquals(
                "ILLEGAL_MOVE/DIE_NOT_NEEDED",
                f.reject(0, new ConquerWithDie(HILL_N)).code());
    }

    @Test
    @DisplayName("R-6 option COST_AT_MOST_3: the IT reading allows only regions of cost 3 or less [IT 553]")
    void finalConquestItalianReading() {
        BaseFixture f = new BaseFixture(2, Map.of(FamilyOptions.FINAL_CONQUEST, FamilyRules.COST_AT_MOST_3));
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FOREST_W, enemy, 2); // cost 4
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.setHand(me, 1);
        assertEquals(
                "ILLEGAL_MOVE/TOO_STRONG_FOR_DIE",
                f.reject(0, new ConquerWithDie(FOREST_W)).code());
        assertTrue(f.ruleset.legalCommands(f.s, 0).contains(new ConquerWithDie(MOUNT_N)));
    }
}
