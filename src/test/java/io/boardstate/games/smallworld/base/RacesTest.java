package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 14 races, spec 5.1-5.2, with the clarifications of 8.1 and rulings of 8.3. */
class RacesTest {

    @Test
    @DisplayName(
            "Amazons: 10 + badge tokens; 4 go back to hand after redeployment, ≥1 left per region [IT 1025-1049, IS 380]; they return next turn")
    void amazons() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> a = f.pick(Race.AMAZONS, Power.ALCHEMIST);
        assertEquals(14, a.hand);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(HILL_N));
        f.play(0, new EndConquest());
        assertEquals(12, a.hand);
        f.play(0, new PlaceTokens(FARM_N, 8));
        assertEquals(
                "ILLEGAL_MOVE/NOT_ENOUGH_TOKENS",
                f.reject(0, new PlaceTokens(HILL_N, 1)).code(),
                "4 must stay back");
        assertEquals(
                "ILLEGAL_MOVE/ABANDON_NOT_ALLOWED",
                f.reject(0, new Abandon(HILL_N)).code());
        f.play(0, new FinishRedeploy());
        assertEquals(4, a.reserve);
        assertEquals(0, a.hand);
        assertEquals(10, Scoring.tokensOnBoard(f.s, 0), "the 4 in hand are off the board (R-24, R-39)");
        f.play(0, new EndTurn(false));
        f.s.phase = Phase.TURN_START; // skip seat 1
        f.s.currentSeat = 0;
        f.play(0, new Expand());
        assertEquals(8 + 4, a.hand, "troops readied (9 - 1 on FARM_N) plus the 4 kept back");
    }

    @Test
    @DisplayName("Amazons R-24: with too few tokens the player chooses regions to empty so that 4 go back to hand")
    void amazonsMustEmptyRegions() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> a = f.expansionTurn(Race.AMAZONS, Power.ALCHEMIST, FARM_N, 1, HILL_N, 1, FOREST_W, 1);
        f.hand(a, 2);
        f.play(0, new Expand());
        f.play(0, new EndConquest());
        assertEquals(
                "ILLEGAL_MOVE/AMAZONS_MUST_KEEP_4",
                f.reject(0, new FinishRedeploy()).code());
        f.play(0, new Abandon(HILL_N));
        f.play(0, new Abandon(FOREST_W));
        f.play(0, new FinishRedeploy());
        assertEquals(4, a.reserve);
        assertEquals(1, a.regions);
    }

    @Test
    @DisplayName(
            "Amazons R-24: the 4 are taken back only at the end of their own redeployment, not when they place withdrawn tokens in another player's turn [IT 1037-1045, IS 380]")
    void amazonsWithdrawals() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> a = f.stageRace(0, Race.AMAZONS, Power.ALCHEMIST, false);
        f.put(FARM_N, a, 3);
        f.put(HILL_S, a, 1);
        f.hand(a, 4);
        a.reserve = a.hand;
        a.hand = 0;
        f.s.currentSeat = 1; // seat 1 picks and attacks
        f.pick(Race.RATMEN, Power.FOREST);
        f.play(1, new Conquer(FARM_N)); // 2 + 3 defenders: one Amazon lost, two withdrawn
        assertEquals(2, a.hand);
        f.play(1, new EndConquest());
        f.placeAllAndFinish(1);
        f.play(1, new EndTurn(false));
        assertEquals(Phase.WITHDRAWALS, f.s.phase);
        assertEquals(
                "ILLEGAL_MOVE/TOKENS_LEFT_IN_HAND",
                f.reject(0, new FinishRedeploy()).code(),
                "both withdrawn tokens go back on the map");
        f.play(0, new PlaceTokens(HILL_S, 2));
        f.play(0, new FinishRedeploy());
        assertEquals(3, f.s.tokens[HILL_S]);
        assertEquals(4, a.reserve, "the 4 kept since their own turn are unchanged");
        assertEquals(0, a.hand);
    }

    @Test
    @DisplayName("Dwarves: +1 per Mine, also in decline and in the Decline turn itself [IT 1053-1059, R-37]")
    void dwarves() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> d = f.expansionTurn(Race.DWARVES, Power.FOREST, HILL_N, 2, FARM_N, 1);
        f.play(0, new Decline());
        assertEquals(Map.of("regions", 2, "DWARVES", 1), f.lastScore().breakdown());
        assertTrue(d.declined);
    }

    @Test
    @DisplayName("Elves: an active Elf race loses no token when conquered, a lone one included [IT 1065, IS 392]")
    void elves() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> elves = f.stageRace(1, Race.ELVES, Power.FOREST, false);
        f.put(FARM_N, elves, 2);
        f.put(SWAMP_C, elves, 1);
        f.put(MOUNT_S, elves, 1);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        assertEquals(2, elves.hand);
        f.play(0, new Conquer(SWAMP_C));
        assertEquals(3, elves.hand);
        assertEquals(pool(Race.ELVES) - 4, f.s.tray[f.tray(Race.ELVES)], "no Elf went back to the tray");
    }

    @Test
    @DisplayName("Elves in decline lose their lone token like any declined race (5.2)")
    void declinedElves() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> elves = f.stageRace(1, Race.ELVES, Power.FOREST, true);
        f.put(FARM_N, elves, 1);
        f.put(HILL_S, elves, 1);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        assertEquals(0, elves.hand);
    }

    @Test
    @DisplayName("Ghouls: all tokens stay on decline [IT 1077, IS 398]")
    void ghoulsDecline() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> g = f.expansionTurn(Race.GHOULS, Power.FOREST, FARM_N, 3, HILL_N, 2);
        f.hand(g, 1);
        f.play(0, new Decline());
        assertEquals(3, f.s.tokens[FARM_N]);
        assertEquals(2, f.s.tokens[HILL_N]);
        assertEquals(0, g.hand, "tokens in hand go to the tray (R-20a)");
        assertEquals(Map.of("regions", 2), f.lastScore().breakdown());
    }

    @Test
    @DisplayName(
            "Ghouls in decline conquer first, with their own die, may attack their owner's active race, ignore the Diplomat [IT 1085-1097, IT 1347, R-20, R-45]")
    void declinedGhoulsConquer() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> g = f.stageRace(0, Race.GHOULS, Power.FOREST, true);
        f.put(FARM_N, g, 4);
        RaceState<BaseRaceData> diplomat = f.stageRace(1, Race.HUMANS, Power.DIPLOMAT, false);
        f.put(HILL_N, diplomat, 1);
        f.s.edition.ally[1] = 0; // seat 1's Diplomat made peace with seat 0
        RaceState<BaseRaceData> mine = f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, FOREST_W, 3);
        f.play(0, new Expand());
        assertEquals(Phase.CONQUEST, f.s.phase);
        assertTrue(f.s.declinedStep, "step G comes before the active race");
        assertEquals(g.id, f.s.actingRace);
        assertEquals(3, g.hand);
        assertEquals(3, f.s.tokens[FOREST_W], "the active race is not readied yet");
        f.play(0, new Conquer(HILL_N)); // 2 + 1 defender, peace ignored
        assertEquals(0, g.hand);
        assertEquals(
                "ILLEGAL_MOVE/NO_TOKENS_IN_HAND",
                f.reject(0, new Conquer(FOREST_W)).code());
        f.play(0, new EndConquest());
        assertFalse(f.s.declinedStep);
        assertEquals(mine.id, f.s.actingRace);
        assertEquals(2, mine.hand);
        f.play(0, new EndConquest());
        assertEquals(Phase.REDEPLOY, f.s.phase);
        assertTrue(
                f.ruleset.legalCommands(f.s, 0).contains(new PlaceTokens(FARM_N, 2)),
                "Ghoul tokens are redeployed in B4 (R-20d)");
    }

    @Test
    @DisplayName(
            "R-45: declined Ghouls attacking their owner's active race: the active race discards 1 and uses the rest this turn")
    void ghoulsAttackOwnActiveRace() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> g = f.stageRace(0, Race.GHOULS, Power.FOREST, true);
        f.put(FARM_N, g, 6);
        RaceState<BaseRaceData> mine = f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, HILL_N, 3);
        f.play(0, new Expand());
        f.play(0, new Conquer(HILL_N)); // 2 + 3 defenders
        assertEquals(2, mine.hand);
        assertEquals(0, mine.regions);
        f.play(0, new EndConquest());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER",
                f.reject(0, new Conquer(SWAMP_C)).code(),
                "back to the first-conquest rule");
    }

    @Test
    @DisplayName(
            "R-20(f): declined Ghouls with tokens in hand but no region stay in play; with the option off they vanish")
    void ghoulsWithoutRegion() {
        for (boolean keep : new boolean[] {true, false}) {
            BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.GHOULS_IN_HAND, keep));
            RaceState<BaseRaceData> g = f.stageRace(0, Race.GHOULS, Power.FOREST, true);
            f.put(SWAMP_C, g, 2);
            f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, MOUNT_S, 1);
            f.play(0, new Expand());
            f.play(0, new Abandon(SWAMP_C));
            assertEquals(2, g.hand);
            f.play(0, new EndConquest());
            f.finishTurn(0);
            assertEquals(!keep, g.gone);
            assertEquals(keep ? g.id : -1, f.s.declinedRace[0]);
        }
    }

    @Test
    @DisplayName("R-20: no Ghoul conquest in a Decline turn; option ghoulsShareDieWithActiveRace")
    void ghoulsAndDie() {
        BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.GHOULS_SHARE_DIE, true));
        RaceState<BaseRaceData> g = f.stageRace(0, Race.GHOULS, Power.FOREST, true);
        f.put(FARM_N, g, 2);
        RaceState<BaseRaceData> mine = f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, MOUNT_S, 1);
        f.play(0, new Expand());
        f.play(0, new ConquerWithDie(HILL_N), BaseFixture.dieShowing(0)); // 1 in hand, cost 3
        assertFalse(f.s.declinedStep, "the die ends the Ghoul conquests");
        f.setHand(mine, 1);
        assertEquals(
                "ILLEGAL_MOVE/DIE_ALREADY_USED",
                f.reject(0, new ConquerWithDie(FARM_E)).code());

        BaseFixture d = new BaseFixture(2);
        RaceState<BaseRaceData> g2 = d.stageRace(0, Race.GHOULS, Power.FOREST, true);
        d.put(FARM_N, g2, 2);
        d.expansionTurn(Race.RATMEN, Power.ALCHEMIST, MOUNT_S, 1);
        d.play(0, new Decline());
        assertEquals(1, d.s.currentSeat, "Decline turn: the Ghouls do not act either");
    }

    @Test
    @DisplayName("Giants: -1 next to a Mountain they hold, floor 1 [IT 1101-1109, R-33]")
    void giants() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> giants = f.pick(Race.GIANTS, Power.FOREST);
        assertEquals(3, Targets.cost(f.g(), giants, HILL_N), "without a Mountain held: 2 + Lost Tribe");
        List<SmallWorldEvent> e = f.play(0, new Conquer(MOUNT_N));
        assertEquals(3, ((RegionConquered) e.getFirst()).tokens());
        e = f.play(0, new Conquer(HILL_N)); // 2 + Lost Tribe 1 - 1
        assertEquals(2, ((RegionConquered) e.getFirst()).tokens());
        e = f.play(0, new Conquer(FARM_E)); // 2 - 1
        assertEquals(1, ((RegionConquered) e.getFirst()).tokens());
    }

    @Test
    @DisplayName(
            "Halflings: enter anywhere (not water), Holes in the first 2 regions, immune, removed on decline and when abandoned [IT 1113-1129, R-19]")
    void halflings() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> h = f.pick(Race.HALFLINGS, Power.FOREST);
        assertEquals("ILLEGAL_MOVE/WATER_REGION", f.reject(0, new Conquer(LAKE)).code());
        f.play(0, new Conquer(SWAMP_C)); // not a border region
        f.play(0, new Conquer(FOREST_S));
        f.play(0, new Conquer(SWAMP_S));
        assertTrue(f.has(f.HOLE, SWAMP_C) && f.has(f.HOLE, FOREST_S));
        assertFalse(f.has(f.HOLE, SWAMP_S));
        assertEquals(2, h.extra.holesPlaced);
        f.finishTurn(0);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(1, new Conquer(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/IMMUNE_REGION", f.reject(1, new Conquer(SWAMP_C)).code());
        f.finishTurn(1);
        f.play(0, new Expand());
        f.play(0, new Abandon(SWAMP_C));
        assertFalse(f.has(f.HOLE, SWAMP_C), "a Hole leaves with its region and is not replaced");
        f.play(0, new Conquer(MOUNT_S));
        assertFalse(f.has(f.HOLE, MOUNT_S));
        f.finishTurn(0);
        f.finishTurn(1);
        f.play(0, new Decline());
        assertFalse(f.has(f.HOLE, FOREST_S), "Holes vanish on decline");
    }

    @Test
    @DisplayName("Humans +1 per Farmland; Wizards +1 per Magic Source; active only [IT 1131, IT 1223]")
    void humansAndWizards() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.HUMANS, Power.FOREST);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.finishTurn(0);
        assertEquals(Map.of("regions", 2, "HUMANS", 1), f.lastScore().breakdown());
        f.pick(Race.WIZARDS, Power.HILL);
        f.play(1, new Conquer(FOREST_W));
        f.play(1, new Conquer(HILL_S));
        f.play(1, new Conquer(FOREST_S));
        f.finishTurn(1);
        assertEquals(Map.of("regions", 3, "HILL", 1), f.lastScore().breakdown());
        f.play(0, new Expand());
        f.finishTurn(0);
        f.play(1, new Decline());
        assertEquals(Map.of("regions", 3), f.lastScore().breakdown(), "no Wizards bonus in decline");
    }

    @Test
    @DisplayName("Orcs: +1 per non-empty region conquered this turn; a Mountain alone is empty [IT 1139, C-1, R-26]")
    void orcs() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.ORCS, Power.FOREST);
        f.play(0, new Conquer(MOUNT_N)); // empty (C-1)
        f.play(0, new Conquer(HILL_N)); // Lost Tribe
        f.finishTurn(0);
        assertEquals(Map.of("regions", 2, "ORCS", 1), f.lastScore().breakdown());
    }

    @Test
    @DisplayName("Ratmen: 8 tokens, no power [IT 1145]")
    void ratmen() {
        BaseFixture f = new BaseFixture(2);
        assertEquals(8 + 4, f.pick(Race.RATMEN, Power.FOREST).hand);
        f.play(0, new Conquer(FARM_N));
        f.finishTurn(0);
        assertEquals(Map.of("regions", 1), f.lastScore().breakdown());
    }

    @Test
    @DisplayName(
            "Skeletons: +1 token from the tray per 2 non-empty regions conquered, at redeployment; none if the tray is empty [IT 1149-1159]")
    void skeletons() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.SKELETONS, Power.FOREST);
        f.play(0, new Conquer(HILL_N)); // Lost Tribe
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new Conquer(FOREST_S)); // Lost Tribe
        int tray = f.s.tray[f.tray(Race.SKELETONS)];
        f.play(0, new EndConquest());
        assertEquals(tray - 1, f.s.tray[f.tray(Race.SKELETONS)], "2 non-empty conquests give 1 bonus token");

        BaseFixture g = new BaseFixture(2);
        RaceState<BaseRaceData> sk2 = g.pick(Race.SKELETONS, Power.FOREST);
        g.play(0, new Conquer(HILL_N));
        g.play(0, new Conquer(FARM_N));
        g.play(0, new Conquer(SWAMP_C));
        g.play(0, new Conquer(FOREST_S));
        g.setHand(sk2, sk2.hand + g.s.tray[g.tray(Race.SKELETONS)]); // the tray is empty
        int lifted = Scoring.tokensOnBoard(g.s, 0) - sk2.regions;
        int hand = sk2.hand;
        g.play(0, new EndConquest());
        assertEquals(0, g.s.tray[g.tray(Race.SKELETONS)]);
        assertEquals(hand + lifted, sk2.hand, "only the readied troops, no bonus from an empty tray (C-37)");
    }

    @Test
    @DisplayName("Tritons: -1 on coastal regions (Sea or Lake), floor 1 [IT 1199, R-35]")
    void tritons() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.TRITONS, Power.FOREST);
        assertEquals(
                2,
                ((RegionConquered) f.play(0, new Conquer(HILL_N)).getFirst()).tokens(),
                "coastal (Lake): 2 + Lost Tribe 1 - 1");
        assertEquals(1, ((RegionConquered) f.play(0, new Conquer(FARM_N)).getFirst()).tokens(), "coastal (Sea): 2 - 1");
        assertEquals(1, ((RegionConquered) f.play(0, new Conquer(SWAMP_C)).getFirst()).tokens(), "coastal (Lake)");
        assertEquals(
                3,
                ((RegionConquered) f.play(0, new Conquer(FOREST_S)).getFirst()).tokens(),
                "not coastal: 2 + Lost Tribe 1");
    }

    @Test
    @DisplayName(
            "Trolls: a Lair in each conquered region (+1 defence), kept in decline, removed when conquered [IT 1209-1221, IS 452]")
    void trolls() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.TROLLS, Power.FOREST);
        f.play(0, new Conquer(FARM_N));
        assertTrue(f.has(f.LAIR, FARM_N));
        f.finishTurn(0);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        RaceState<BaseRaceData> trolls = f.s.race(f.s.activeRace[0]);
        assertEquals(2 + f.s.tokens[FARM_N] + 1, Targets.cost(f.g(), f.s.race(f.s.activeRace[1]), FARM_N));
        f.finishTurn(1);
        f.play(0, new Decline());
        assertTrue(f.has(f.LAIR, FARM_N), "the Lair stays in decline");
        assertEquals(1, f.s.tokens[FARM_N]);
        f.play(1, new Expand());
        f.play(1, new Conquer(FARM_N)); // 2 + 1 token + 1 Lair
        assertFalse(f.has(f.LAIR, FARM_N), "removed when conquered");
        assertTrue(trolls.gone);
    }

    @Test
    @DisplayName(
            "Halflings R-19: a successful final die conquest gets a Hole, a failed one does not [IT 1117, IT 569-575]")
    void halflingsHoleByDie() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> h = f.pick(Race.HALFLINGS, Power.FOREST);
        f.setHand(h, 1);
        f.play(0, new ConquerWithDie(HILL_N), BaseFixture.dieShowing(0)); // 1 + 0 < 3: failed
        assertEquals(-1, f.s.owner[HILL_N]);
        assertEquals(0, h.extra.holesPlaced);
        BaseFixture g = new BaseFixture(2);
        RaceState<BaseRaceData> h2 = g.pick(Race.HALFLINGS, Power.FOREST);
        g.setHand(h2, 1);
        g.play(0, new ConquerWithDie(HILL_N), BaseFixture.dieShowing(2)); // 1 + 2 >= 3
        assertEquals(h2.id, g.s.owner[HILL_N]);
        assertTrue(g.has(g.HOLE, HILL_N));
        assertEquals(1, h2.extra.holesPlaced);
    }

    @Test
    @DisplayName(
            "Orcs R-26: a region conquered and then abandoned in the same turn still counts (option allowAbandonAfterFirstConquest) [IT 1139]")
    void orcsCountConquestsAsEvents() {
        BaseFixture f = new BaseFixture(2, Map.of(FamilyOptions.ABANDON_AFTER_CONQUEST, true));
        f.pick(Race.ORCS, Power.FOREST);
        f.play(0, new Conquer(HILL_N)); // Lost Tribe: non-empty
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Abandon(HILL_N));
        f.finishTurn(0);
        assertEquals(Map.of("regions", 1, "ORCS", 1), f.lastScore().breakdown());
    }
}
