package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Spec sections 3 (turns, decline), 4 (conquest, die, redeployment, withdrawals) and 7 (scoring). */
class CoreRulesTest {

    @Test
    @DisplayName("4.2 item 7: the first conquest enters through a border region [IT 386, IS 205]")
    void firstConquestFromBorder() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", f.reject(0, new Conquer(SWAMP_C)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", f.reject(0, new Conquer(FARM_E)).code());
        f.play(0, new Conquer(FOREST_W)); // border: on the edge Sea's shore (6.3)
        f.play(0, new Conquer(SWAMP_C)); // then adjacency (4.2 item 7)
        assertEquals(
                "ILLEGAL_MOVE/NOT_ADJACENT", f.reject(0, new Conquer(MOUNT_S)).code());
    }

    @Test
    @DisplayName("4.2 items 3-4: Seas and the Lake cannot be conquered; nor one's own region [IT 405, IS 209]")
    void waterAndOwnRegion() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        assertEquals("ILLEGAL_MOVE/WATER_REGION", f.reject(0, new Conquer(SEA)).code());
        f.play(0, new Conquer(HILL_N));
        assertEquals("ILLEGAL_MOVE/WATER_REGION", f.reject(0, new Conquer(LAKE)).code());
        assertEquals("ILLEGAL_MOVE/OWN_REGION", f.reject(0, new Conquer(HILL_N)).code());
        assertEquals("ILLEGAL_MOVE/NO_SUCH_REGION", f.reject(0, new Conquer(99)).code());
    }

    @Test
    @DisplayName(
            "4.3: 2 tokens + 1 per Mountain, Lost Tribe, Troll's Lair, Fortress, Encampment, defending token [IT 397, IS 209]")
    void conquestCost() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.BIVOUACKING, false);
        f.put(FARM_N, enemy, 2);
        f.s.markers[f.ENCAMPMENT][FARM_N] = 2;
        RaceState<BaseRaceData> trolls = f.stageRace(1, Race.TROLLS, Power.FORTIFIED, true);
        f.put(HILL_S, trolls, 1);
        f.mark(f.LAIR, HILL_S, true);
        f.mark(f.FORTRESS, HILL_S, true);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.setHand(me, 13);
        long none = 0;
        assertEquals(2, Targets.cost(f.g(), me, FOREST_W), "empty region");
        assertEquals(3, Targets.cost(f.g(), me, MOUNT_N), "Mountain +1");
        assertEquals(
                3, Targets.cost(f.g(), me, HILL_N), "Lost Tribe +1: the seed's hill example costs 3 [IT 497, IS 223]");
        assertEquals(2 + 2 + 2, Targets.cost(f.g(), me, FARM_N), "2 defenders + 2 Encampments");
        assertEquals(2 + 1 + 1 + 1, Targets.cost(f.g(), me, HILL_S), "declined token + Lair + Fortress");
        List<SmallWorldEvent> events = f.play(0, new Conquer(HILL_N));
        assertEquals(new RegionConquered(0, HILL_N, Race.RATMEN, ConquestMethod.NORMAL, 3), events.getFirst());
        assertFalse((f.s.natives[HILL_N] > 0), "a Lost Tribe is removed from the game [IT 444]");
        assertEquals(3, f.s.tokens[HILL_N], "the conquering tokens stay in the region until redeployment (C-4)");
        assertEquals(10, me.hand);
    }

    @Test
    @DisplayName(
            "4.4 / C-5: the defender discards 1 token, takes the others in hand and redeploys them at the end of the turn (step W, R-12)")
    void lossesAndWithdrawal() {
        BaseFixture f = new BaseFixture(3);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, enemy, 3);
        f.put(MOUNT_S, enemy, 1);
        f.mark(f.LAIR, FARM_N, false);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        int trayBefore = f.s.tray[f.tray(Race.HUMANS)];
        f.play(0, new Conquer(FARM_N)); // cost 5
        assertEquals(5, f.s.tokens[FARM_N]);
        assertEquals(2, enemy.hand);
        assertEquals(trayBefore + 1, f.s.tray[f.tray(Race.HUMANS)]);
        assertEquals(1 << 1, f.s.attackedSeats);
        f.finishTurn(0);
        assertEquals(Phase.WITHDRAWALS, f.s.phase);
        assertEquals(Set.of(1), f.ruleset.seatsToAct(f.s), "the defender acts now");
        assertEquals(
                RuleViolation.NOT_YOUR_TURN, f.reject(0, new FinishRedeploy()).code());
        assertEquals(
                List.of(new PlaceTokens(MOUNT_S, 1), new PlaceTokens(MOUNT_S, 2)), f.ruleset.legalCommands(f.s, 1));
        assertEquals(
                "ILLEGAL_MOVE/NOT_YOUR_REGION",
                f.reject(1, new PlaceTokens(FARM_N, 1)).code());
        f.play(1, new PlaceTokens(MOUNT_S, 2));
        f.play(1, new FinishRedeploy());
        assertEquals(3, f.s.tokens[MOUNT_S], "no adjacency needed [IT 430]");
        assertEquals(1, f.s.currentSeat);
        assertEquals(Phase.TURN_START, f.s.phase);
        assertEquals(me.id, f.s.owner[FARM_N]);
    }

    @Test
    @DisplayName(
            "C-6 / R-46: a race that lost every region keeps its tokens in hand and re-enters by the first-conquest rule")
    void allRegionsLost() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, enemy, 3);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        f.finishTurn(0);
        assertEquals(1, f.s.currentSeat, "nothing to place: no withdrawal step");
        assertEquals(2, enemy.hand);
        f.play(1, new Expand());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", f.reject(1, new Conquer(SWAMP_C)).code());
        f.play(1, new Conquer(HILL_S));
    }

    @Test
    @DisplayName("C-7: a lone defending token is simply discarded")
    void loneTokenDiscarded() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, enemy, 1);
        f.put(MOUNT_S, enemy, 1);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        assertEquals(0, enemy.hand);
        f.finishTurn(0);
        assertEquals(Phase.TURN_START, f.s.phase, "no withdrawal to make");
    }

    @Test
    @DisplayName(
            "C-8 / R-13: conquering one's own declined region costs +1, loses the token and may wipe the race out (banner to the bottom of the pile, R-4)")
    void ownDeclinedRegion() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> old = f.stageRace(0, Race.DWARVES, Power.HILL, true);
        f.put(FARM_N, old, 1);
        RaceState<BaseRaceData> me = f.pick(Race.ORCS, Power.ALCHEMIST);
        List<SmallWorldEvent> events = f.play(0, new Conquer(FARM_N));
        assertEquals(3, ((RegionConquered) events.getFirst()).tokens());
        assertTrue(old.gone);
        assertEquals(-1, f.s.declinedRace[0]);
        assertEquals(Race.DWARVES, f.s.bannerPile.getLast());
        assertEquals(1, me.nonEmptyConquests, "R-26: a non-empty conquest");
        assertEquals(0, f.s.attackedSeats, "not an attack on an opponent (R-13)");
    }

    @Test
    @DisplayName(
            "R-4 option: bannerReturnToBottom=false puts a vanished banner on top of the pile, where it is the banner of the 6th visible combo (IT reading) [IT 797, IT 839, IT 155]")
    void bannerOnTop() {
        BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.BANNER_BOTTOM, false));
        RaceState<BaseRaceData> old = f.stageRace(0, Race.DWARVES, Power.HILL, true);
        f.put(FARM_N, old, 1);
        f.pick(Race.ORCS, Power.ALCHEMIST);
        String formerTop = f.s.marketRaces.get(5);
        String topBadge = f.s.marketPowers.get(5);
        f.play(0, new Conquer(FARM_N));
        assertEquals(Race.DWARVES, f.s.marketRaces.get(5), "the top of the banner pile is visible (2.3)");
        assertEquals(topBadge, f.s.marketPowers.get(5), "paired with the top badge");
        assertEquals(formerTop, f.s.bannerPile.getFirst(), "the banner it covers is next in the pile");
    }

    @Test
    @DisplayName("C-3: at least one token in hand to start any conquest, even the die")
    void noTokenNoConquest() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.setHand(me, 0);
        assertEquals(
                "ILLEGAL_MOVE/NO_TOKENS_IN_HAND",
                f.reject(0, new ConquerWithDie(FARM_N)).code());
        assertEquals(List.of(new EndConquest()), f.ruleset.legalCommands(f.s, 0));
    }

    @Test
    @DisplayName(
            "4.8 / R-9 / R-10: ready troops leave 1 token per region; abandoning only before the first conquest; an abandoned region is no longer yours")
    void readyTroopsAndAbandon() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> me = f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, FARM_N, 4, HILL_N, 3, SWAMP_C, 1);
        f.play(0, new Expand());
        assertEquals(1, f.s.tokens[FARM_N]);
        assertEquals(5, me.hand);
        f.play(0, new Abandon(SWAMP_C));
        assertEquals(-1, f.s.owner[SWAMP_C]);
        assertEquals(6, me.hand);
        f.play(0, new Conquer(MOUNT_N));
        assertEquals(
                "ILLEGAL_MOVE/ABANDON_AFTER_CONQUEST",
                f.reject(0, new Abandon(HILL_N)).code());
        f.finishTurn(0);
        TurnScored score = (TurnScored) f.log.stream()
                .filter(e -> e instanceof TurnScored)
                .reduce((a, b) -> b)
                .orElseThrow();
        assertEquals(3 + 2, score.coins(), "3 regions + Alchemist 2 (SWAMP_C scores nothing, C-14)");
    }

    @Test
    @DisplayName("R-9 option: allowAbandonAfterFirstConquest")
    void abandonAfterConquestOption() {
        BaseFixture f = new BaseFixture(2, Map.of(FamilyOptions.ABANDON_AFTER_CONQUEST, true));
        f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, FARM_N, 4, HILL_N, 3);
        f.play(0, new Expand());
        f.play(0, new Conquer(MOUNT_N));
        f.play(0, new Abandon(HILL_N));
    }

    @Test
    @DisplayName("C-15: abandoning all regions puts the race back under the first-conquest rule [IT 747]")
    void abandonAll() {
        BaseFixture f = new BaseFixture(2);
        f.expansionTurn(Race.RATMEN, Power.ALCHEMIST, FARM_N, 2);
        f.play(0, new Expand());
        f.play(0, new Abandon(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", f.reject(0, new Conquer(SWAMP_C)).code());
    }

    @Test
    @DisplayName(
            "4.7 / R-11: redeployment is free among the race's regions, every token in hand is placed, none may be placed elsewhere")
    void redeployment() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> me = f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new EndConquest());
        assertEquals(1, f.s.tokens[FARM_N], "redeployment starts with 1 token per region");
        assertEquals(10, me.hand);
        assertEquals(
                "ILLEGAL_MOVE/TOKENS_LEFT_IN_HAND",
                f.reject(0, new FinishRedeploy()).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_YOUR_REGION",
                f.reject(0, new PlaceTokens(HILL_N, 1)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ENOUGH_TOKENS",
                f.reject(0, new PlaceTokens(FARM_N, 11)).code());
        assertEquals(
                "ILLEGAL_MOVE/BAD_COUNT",
                f.reject(0, new PlaceTokens(FARM_N, 0)).code());
        f.play(0, new PlaceTokens(SWAMP_C, 7));
        f.play(0, new PlaceTokens(FARM_N, 3));
        f.play(0, new FinishRedeploy());
        assertEquals(4, f.s.tokens[FARM_N]);
        assertEquals(8, f.s.tokens[SWAMP_C]);
        assertEquals(Phase.END_POWERS, f.s.phase);
    }

    @Test
    @DisplayName(
            "3.4 / C-16 / C-18: decline flips one token per region, discards the badge, removes the older declined race, scores without bonus, ends the turn")
    void decline() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> old = f.stageRace(0, Race.DWARVES, Power.HILL, true);
        f.put(MOUNT_S, old, 1);
        RaceState<BaseRaceData> me = f.expansionTurn(Race.RATMEN, Power.MERCHANT, FARM_N, 4, HILL_N, 3);
        f.hand(me, 2);
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", f.reject(0, new EndTurn(false)).code());
        List<SmallWorldEvent> events = f.play(0, new Decline());
        assertEquals(new RaceDeclined(0, Race.RATMEN, false), events.get(0));
        assertEquals(
                new TurnScored(0, 2, Map.of("regions", 2)), events.get(1), "1 per region, no Merchant bonus [IT 811]");
        assertTrue(old.gone, "the older declined race leaves the map first [IT 791]");
        assertEquals(-1, f.s.owner[MOUNT_S]);
        assertEquals(1, f.s.tokens[FARM_N]);
        assertEquals(1, f.s.tokens[HILL_N]);
        assertEquals(pool(Race.RATMEN) - 2, f.s.tray[f.tray(Race.RATMEN)]);
        assertTrue(f.s.badgeDiscard.contains(Power.MERCHANT));
        assertEquals(me.id, f.s.declinedRace[0]);
        assertEquals(-1, f.s.activeRace[0]);
        assertEquals(1, f.s.currentSeat, "no conquest in the Decline turn [IS 332]");
        assertEquals(7, f.s.coins[0]);
        // next turn: a new race (kind A)
        f.s.phase = Phase.TURN_START;
        f.stageRace(1, Race.ELVES, Power.ALCHEMIST, false);
        f.play(1, new Decline());
        assertEquals(Phase.PICK, f.s.phase);
        assertEquals(
                List.of(
                        new PickCombo(0),
                        new PickCombo(1),
                        new PickCombo(2),
                        new PickCombo(3),
                        new PickCombo(4),
                        new PickCombo(5)),
                f.ruleset.legalCommands(f.s, 0));
    }

    @Test
    @DisplayName("R-41: decline only at the start of a turn with a race held since before it")
    void declineTiming() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", f.reject(0, new Decline()).code());
        BaseFixture g = new BaseFixture(2);
        g.expansionTurn(Race.ELVES, Power.HILL, HILL_S, 2);
        g.play(0, new Expand());
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", g.reject(0, new Decline()).code(), "not after choosing to expand");
    }

    @Test
    @DisplayName(
            "7.2 / C-12: declined regions score 1 each next to the active race's regions and bonuses [IT 645, IT 665]")
    void scoringWithDeclinedRace() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> old = f.stageRace(0, Race.SKELETONS, Power.MERCHANT, true);
        f.put(MOUNT_S, old, 1);
        f.put(SWAMP_S, old, 1);
        f.pick(Race.TRITONS, Power.HILL);
        f.play(0, new Conquer(HILL_N)); // coastal: 3 - 1
        f.finishTurn(0);
        TurnScored score = (TurnScored)
                f.log.stream().filter(e -> e instanceof TurnScored).findFirst().orElseThrow();
        assertEquals(Map.of("regions", 3, "HILL", 1), score.breakdown());
        assertEquals(5 + 4, f.s.coins[0]);
    }

    @Test
    @DisplayName(
            "R-12: several defenders place their withdrawn tokens one after the other, clockwise from the active player")
    void withdrawalOrder() {
        BaseFixture f = new BaseFixture(4);
        f.s.currentSeat = 2;
        RaceState<BaseRaceData> a = f.stageRace(3, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, a, 2);
        f.put(MOUNT_S, a, 1);
        RaceState<BaseRaceData> b = f.stageRace(1, Race.ELVES, Power.HILL, false);
        f.put(SWAMP_C, b, 1);
        f.put(HILL_S, b, 1);
        f.s.phase = Phase.PICK;
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(2, new Conquer(FARM_N));
        f.play(2, new Conquer(SWAMP_C));
        f.finishTurn(2);
        assertEquals(List.of(3, 1), f.s.withdrawalQueue);
        assertEquals(Set.of(3), f.ruleset.seatsToAct(f.s));
        assertEquals(
                RuleViolation.NOT_YOUR_TURN,
                f.reject(1, new PlaceTokens(HILL_S, 1)).code());
        f.play(3, new PlaceTokens(MOUNT_S, 1));
        f.play(3, new FinishRedeploy());
        assertEquals(Set.of(1), f.ruleset.seatsToAct(f.s));
        f.play(1, new PlaceTokens(HILL_S, 1));
        f.play(1, new FinishRedeploy());
        assertEquals(3, f.s.currentSeat);
        assertEquals(Phase.TURN_START, f.s.phase);
    }

    @Test
    @DisplayName(
            "C-2 / 6.3: a region on the shore of an edge Sea stays a border region while a Seafaring race holds that Sea [IS 205, IT 392]")
    void borderThroughAnOccupiedSea() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> sailors = f.stageRace(1, Race.TRITONS, Power.SEAFARING, true);
        f.put(SEA, sailors, 1);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(FOREST_W));
        assertEquals(f.s.activeRace[0], f.s.owner[FOREST_W]);
    }

    @Test
    @DisplayName("C-9: a Mountain stays when its region is conquered and now defends the conqueror [IT 466, IS 241]")
    void mountainDefendsTheConqueror() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.play(0, new Conquer(MOUNT_N));
        f.finishTurn(0);
        RaceState<BaseRaceData> other = f.pick(Race.GIANTS, Power.FOREST);
        assertEquals(2 + 1 + f.s.tokens[MOUNT_N], Targets.cost(f.g(), other, MOUNT_N), "2 + Mountain + defenders");
    }

    @Test
    @DisplayName("R-34 / C-21: race and power reductions add up, floor 1 token [IT 989, IS 368, IT 1331, IT 1205]")
    void reductionsStack() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> tritons = f.pick(Race.TRITONS, Power.COMMANDO);
        assertEquals(1, Targets.cost(f.g(), tritons, HILL_N), "3 (Lost Tribe) - 1 coastal - 1 Commando");
        assertEquals(1, Targets.cost(f.g(), tritons, FOREST_W), "2 - 2, but at least 1");
        assertEquals(2, Targets.cost(f.g(), tritons, MOUNT_N), "not coastal: 3 - 1 Commando");
    }

    @Test
    @DisplayName(
            "R-42: an active race with no token left still chooses expand (conquering nothing) or decline; no new combo [IT 696, IS 291]")
    void activeRaceWithoutTokens() {
        BaseFixture f = new BaseFixture(2);
        f.expansionTurn(Race.RATMEN, Power.ALCHEMIST);
        assertEquals(List.of(new Expand(), new Decline()), f.ruleset.legalCommands(f.s, 0));
        f.play(0, new Expand());
        assertEquals(List.of(new EndConquest()), f.ruleset.legalCommands(f.s, 0));
        f.finishTurn(0);
        assertEquals(
                Map.of("regions", 0, "ALCHEMIST", 2),
                f.lastScore().breakdown(),
                "R-38: the Alchemist pays without a region");
        BaseFixture g = new BaseFixture(2);
        RaceState<BaseRaceData> old = g.stageRace(0, Race.DWARVES, Power.HILL, true);
        g.put(HILL_N, old, 1);
        g.expansionTurn(Race.RATMEN, Power.ALCHEMIST);
        g.play(0, new Decline());
        assertTrue(old.gone, "the older declined race is removed as usual");
        assertEquals(Map.of("regions", 0), g.lastScore().breakdown());
    }

    @Test
    @DisplayName(
            "R-50 / 3.4 step 1: removing the older declined race takes its Troll's Lairs and Fortresses off the map [IT 791, IT 1219, IT 1424]")
    void removedDeclinedRaceTakesItsMarkers() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> old = f.stageRace(0, Race.TROLLS, Power.FORTIFIED, true);
        f.put(FARM_E, old, 1);
        f.mark(f.LAIR, FARM_E, true);
        f.mark(f.FORTRESS, FARM_E, true);
        f.expansionTurn(Race.RATMEN, Power.MERCHANT, FARM_N, 2);
        f.play(0, new Decline());
        assertTrue(old.gone);
        assertFalse(f.has(f.LAIR, FARM_E));
        assertFalse(f.has(f.FORTRESS, FARM_E));
        assertEquals(2, Targets.baseCost(f.g(), FARM_E), "an empty Farmland costs 2 again");
    }
}
