package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.engine.CoinChange;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 20 special powers (spec 5.3-5.4), with rulings; the Sorcerers are in SorcerersTest. */
class PowersTest {

    static int tokensOf(List<SmallWorldEvent> events) {
        for (SmallWorldEvent e : events) if (e instanceof RegionConquered c) return c.tokens();
        throw new AssertionError("no conquest in " + events);
    }

    @Test
    @DisplayName("Alchemist: +2 each turn while active, not in the Decline turn [IT 1278, IS 472]")
    void alchemist() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.ALCHEMIST);
        f.finishTurn(0);
        assertEquals(
                Map.of("regions", 0, "ALCHEMIST", 2), f.lastScore().breakdown(), "paid even without a region (R-38)");
        f.finishTurn(1);
        f.play(0, new Decline());
        assertEquals(Map.of("regions", 0), f.lastScore().breakdown());
    }

    @Test
    @DisplayName(
            "Berserk: roll before a conquest, cost minus the roll (floor 1); then conquer or stop (R-22, [IT 1284-1296])")
    void berserk() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> b = f.pick(Race.RATMEN, Power.BERSERK);
        assertEquals(
                "ILLEGAL_MOVE/BERSERK_USES_OWN_DIE",
                f.reject(0, new ConquerWithDie(HILL_N)).code());
        List<SmallWorldEvent> e = f.play(0, new BerserkRoll(), BaseFixture.dieShowing(3));
        assertEquals(new BerserkDieRolled(0, 3), e.getFirst());
        assertEquals(
                "ILLEGAL_MOVE/BERSERK_ROLL_PENDING",
                f.reject(0, new BerserkRoll()).code());
        assertEquals(
                new RegionConquered(0, HILL_N, Race.RATMEN, ConquestMethod.BERSERK, 1),
                f.play(0, new Conquer(HILL_N)).getFirst(),
                "3 - 3 -> floor 1");
        assertEquals(-1, f.s.pendingDie);
        assertEquals(3, tokensOf(f.play(0, new Conquer(MOUNT_N))), "without a roll the full cost");
        f.setHand(b, 1);
        f.play(0, new BerserkRoll(), BaseFixture.dieShowing(0));
        assertEquals(
                "ILLEGAL_MOVE/NOT_ENOUGH_TOKENS",
                f.reject(0, new Conquer(FARM_E)).code());
        assertEquals(List.of(new EndConquest()), f.ruleset.legalCommands(f.s, 0), "the attempt fails: conquests end");
    }

    @Test
    @DisplayName(
            "Bivouacking: up to 5 Encampments at redeployment, +1 defence each, never lost when attacked, vanish on decline [IT 1300-1325, R-29]")
    void bivouacking() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> camp = f.pick(Race.RATMEN, Power.BIVOUACKING);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new EndConquest());
        for (int i = 0; i < 4; i++) f.play(0, new PlaceEncampment(FARM_N));
        f.play(0, new PlaceEncampment(SWAMP_C));
        assertEquals(
                "ILLEGAL_MOVE/NO_ENCAMPMENT_LEFT",
                f.reject(0, new PlaceEncampment(SWAMP_C)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_YOUR_REGION",
                f.reject(0, new PlaceEncampment(HILL_N)).code());
        f.play(0, new PlaceTokens(SWAMP_C, camp.hand));
        f.play(0, new FinishRedeploy());
        f.play(0, new EndTurn(false));
        f.pick(Race.GIANTS, Power.FOREST);
        assertEquals(2 + 1 + 4, Targets.baseCost(f.g(), FARM_N), "each Encampment counts as a defender");
        f.play(1, new Conquer(FARM_N));
        assertEquals(4, camp.extra.displacedEncampments, "never lost in an attack [IT 1319]");
        f.play(1, new EndConquest());
        f.placeAllAndFinish(1);
        f.play(1, new EndTurn(false));
        assertEquals(Phase.WITHDRAWALS, f.s.phase);
        f.play(0, new PlaceEncampment(SWAMP_C));
        f.play(0, new PlaceEncampment(SWAMP_C));
        f.placeAllAndFinish(0);
        assertEquals(3, f.s.markers[f.ENCAMPMENT][SWAMP_C]);
        assertEquals(0, camp.extra.displacedEncampments, "the 2 not re-placed wait in the supply");
        f.play(0, new Decline());
        assertEquals(0, f.s.markers[f.ENCAMPMENT][SWAMP_C]);
    }

    @Test
    @DisplayName("Commando: -1 on any region, floor 1 [IS 498, IT 1327]")
    void commando() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.COMMANDO);
        assertEquals(1, tokensOf(f.play(0, new Conquer(FARM_N))));
        assertEquals(2, tokensOf(f.play(0, new Conquer(HILL_N))));
    }

    @Test
    @DisplayName(
            "Diplomat: ally not attacked this turn may not attack the active race until the Diplomat's next turn; declined regions unprotected [IT 1333-1349, R-21]")
    void diplomat() {
        BaseFixture f = new BaseFixture(3);
        RaceState<BaseRaceData> seat1 = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(MOUNT_S, seat1, 1);
        RaceState<BaseRaceData> seat2 = f.stageRace(2, Race.ELVES, Power.HILL, false);
        f.put(FARM_E, seat2, 1);
        RaceState<BaseRaceData> oldDip = f.stageRace(0, Race.DWARVES, Power.SWAMP, true);
        f.put(SWAMP_S, oldDip, 1);
        f.pick(Race.RATMEN, Power.DIPLOMAT);
        f.play(0, new Conquer(MOUNT_N));
        f.play(0, new Conquer(FARM_E)); // attacks seat 2
        f.play(0, new EndConquest());
        f.placeAllAndFinish(0);
        assertEquals(
                "ILLEGAL_MOVE/ALLY_ATTACKED", f.reject(0, new ChooseAlly(2)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_AN_OPPONENT", f.reject(0, new ChooseAlly(0)).code());
        f.play(0, new ChooseAlly(1));
        assertEquals(
                "ILLEGAL_MOVE/ALLY_ALREADY_CHOSEN",
                f.reject(0, new ChooseAlly(1)).code());
        f.play(0, new EndTurn(false));
        assertEquals(1, seat2.hand, "a lone active Elf is kept in hand; no region left, so no withdrawal step");
        f.play(1, new Expand());
        f.setHand(seat1, 8);
        assertEquals("ILLEGAL_MOVE/AT_PEACE", f.reject(1, new Conquer(FARM_E)).code());
        f.play(1, new Conquer(SWAMP_S)); // the Diplomat's declined race is not protected
        f.finishTurn(1);
        f.finishTurn(2);
        assertEquals(0, f.s.currentSeat);
        assertEquals(-1, f.s.edition.ally[0], "the peace ends at the Diplomat's next turn");
    }

    @Test
    @DisplayName(
            "Dragon Master: once per turn a 1-token conquest whatever the defence; the Dragon's region is immune; it moves; gone on decline [IT 1361-1379, R-17]")
    void dragonMaster() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(FARM_N, enemy, 5);
        RaceState<BaseRaceData> d = f.pick(Race.RATMEN, Power.DRAGON_MASTER);
        f.play(0, new DragonConquer(FARM_N));
        assertEquals(1, f.s.tokens[FARM_N]);
        assertTrue(f.has(f.DRAGON, FARM_N));
        assertEquals(4, enemy.hand);
        assertEquals(
                "ILLEGAL_MOVE/DRAGON_ALREADY_USED",
                f.reject(0, new DragonConquer(HILL_N)).code());
        f.play(0, new Conquer(SWAMP_C));
        f.finishTurn(0);
        // the defender had no region left: hand kept; it cannot touch the Dragon's region
        f.play(1, new Expand());
        assertEquals(
                "ILLEGAL_MOVE/IMMUNE_REGION", f.reject(1, new Conquer(FARM_N)).code());
        f.finishTurn(1);
        f.play(0, new Expand());
        f.play(0, new DragonConquer(HILL_N));
        assertFalse(f.has(f.DRAGON, FARM_N), "the Dragon moved");
        assertTrue(f.has(f.DRAGON, HILL_N), "the Dragon is where it last conquered");
        f.finishTurn(0);
        f.finishTurn(1);
        f.play(0, new Decline());
        assertFalse(f.has(f.DRAGON, HILL_N));
    }

    @Test
    @DisplayName("Flying: any land region without adjacency, first conquest included (R-31); never water [IS 516]")
    void flying() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.FLYING);
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new Conquer(MOUNT_S));
        assertEquals("ILLEGAL_MOVE/WATER_REGION", f.reject(0, new Conquer(LAKE)).code());
        BaseFixture g = new BaseFixture(2, Map.of(BaseOptions.FLYING_BORDER, false));
        g.pick(Race.RATMEN, Power.FLYING);
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", g.reject(0, new Conquer(SWAMP_C)).code());
    }

    @Test
    @DisplayName(
            "Forest, Hill, Swamp, Merchant: +1 per matching region at the end of the turn [IT 1403, IT 1446, IT 1508, IT 1381]")
    void terrainBonuses() {
        for (String p : List.of(Power.FOREST, Power.HILL, Power.SWAMP, Power.MERCHANT)) {
            BaseFixture f = new BaseFixture(2);
            f.pick(Race.RATMEN, p);
            f.play(0, new Conquer(FOREST_W));
            f.play(0, new Conquer(SWAMP_C));
            f.play(0, new Conquer(FOREST_S));
            f.play(0, new Conquer(HILL_S));
            f.finishTurn(0);
            int expected =
                    switch (p) {
                        case Power.FOREST -> 2;
                        case Power.HILL, Power.SWAMP -> 1;
                        default -> 4;
                    };
            assertEquals(Map.of("regions", 4, p, expected), f.lastScore().breakdown(), p);
        }
    }

    @Test
    @DisplayName(
            "Fortified: one Fortress per turn in its regions (+1 coin while active, +1 defence even in decline), max 1 per region and 6 on the map [IS 528, R-28]")
    void fortified() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.FORTIFIED);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new EndConquest());
        f.play(0, new PlaceFortress(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/FORTRESS_ALREADY_PLACED",
                f.reject(0, new PlaceFortress(SWAMP_C)).code());
        f.placeAllAndFinish(0);
        f.play(0, new EndTurn(false));
        assertEquals(Map.of("regions", 2, "FORTIFIED", 1), f.lastScore().breakdown());
        f.finishTurn(1);
        f.play(0, new Expand());
        f.play(0, new EndConquest());
        assertEquals(
                "ILLEGAL_MOVE/FORTRESS_LIMIT",
                f.reject(0, new PlaceFortress(FARM_N)).code());
        for (int r : new int[] {HILL_S, MOUNT_S, SWAMP_S, FARM_E, FOREST_S})
            f.mark(f.FORTRESS, r, true); // staged: 6 on the map
        assertEquals(
                "ILLEGAL_MOVE/FORTRESS_LIMIT",
                f.reject(0, new PlaceFortress(SWAMP_C)).code());
        for (int r : new int[] {HILL_S, MOUNT_S, SWAMP_S, FARM_E, FOREST_S}) f.mark(f.FORTRESS, r, false);
        f.placeAllAndFinish(0);
        f.play(0, new EndTurn(false));
        f.finishTurn(1);
        f.play(0, new Decline());
        assertTrue(f.has(f.FORTRESS, FARM_N), "the Fortress stays in decline");
        assertEquals(Map.of("regions", 2), f.lastScore().breakdown(), "no Fortress coin in decline");
        assertEquals(2 + 1 + 1, Targets.baseCost(f.g(), FARM_N));
    }

    @Test
    @DisplayName(
            "Heroic: both Heroes in 2 different regions at the end of each turn; immune; removed on decline [IT 1432-1442, R-18]")
    void heroic() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.HEROIC);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(SWAMP_C));
        f.play(0, new EndConquest());
        f.placeAllAndFinish(0);
        assertEquals(
                "ILLEGAL_MOVE/HEROES_NOT_PLACED",
                f.reject(0, new EndTurn(false)).code());
        f.play(0, new PlaceHero(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/HERO_SAME_REGION",
                f.reject(0, new PlaceHero(FARM_N)).code());
        f.play(0, new PlaceHero(SWAMP_C));
        f.play(0, new EndTurn(false));
        f.pick(Race.GIANTS, Power.FLYING);
        assertEquals(
                "ILLEGAL_MOVE/IMMUNE_REGION", f.reject(1, new Conquer(SWAMP_C)).code());
        f.finishTurn(1);
        f.play(0, new Decline());
        assertFalse(f.has(f.HERO, FARM_N) || f.has(f.HERO, SWAMP_C));
    }

    @Test
    @DisplayName(
            "Mounted: -1 on Hill and Farmland [IT 1385]; Underworld: -1 on Caverns, all Caverns adjacent (R-32) [IT 1526-1536]")
    void mountedAndUnderworld() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.MOUNTED);
        assertEquals(1, tokensOf(f.play(0, new Conquer(FARM_N))));
        assertEquals(2, tokensOf(f.play(0, new Conquer(HILL_N))));
        assertEquals(3, tokensOf(f.play(0, new Conquer(MOUNT_N))));
        BaseFixture u = new BaseFixture(2);
        u.pick(Race.RATMEN, Power.UNDERWORLD);
        assertEquals(2, tokensOf(u.play(0, new Conquer(MOUNT_N))), "Mountain 3 - Cavern 1");
        assertEquals(1, tokensOf(u.play(0, new Conquer(SWAMP_S))), "Cavern to Cavern, not adjacent on the map");
        assertEquals(
                "ILLEGAL_MOVE/NOT_ADJACENT", u.reject(0, new Conquer(FOREST_W)).code());
    }

    @Test
    @DisplayName("Pillaging: +1 per non-empty region conquered this turn [IT 1456]")
    void pillaging() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> enemy = f.stageRace(1, Race.HUMANS, Power.FOREST, true);
        f.put(FARM_N, enemy, 1);
        f.pick(Race.RATMEN, Power.PILLAGING);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(HILL_N));
        f.play(0, new Conquer(MOUNT_N));
        f.finishTurn(0);
        assertEquals(Map.of("regions", 3, "PILLAGING", 2), f.lastScore().breakdown());
    }

    @Test
    @DisplayName(
            "Seafaring: Seas and Lake conquerable as empty regions; entry by an edge Sea (R-30); kept and scored in decline [IS 564, IT 1462]")
    void seafaring() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.SEAFARING);
        assertEquals(
                "ILLEGAL_MOVE/NOT_ON_BORDER", f.reject(0, new Conquer(LAKE)).code(), "the Lake is not a way in");
        assertEquals(2, tokensOf(f.play(0, new Conquer(SEA))));
        f.play(0, new Conquer(FARM_N));
        f.play(0, new Conquer(HILL_N));
        f.play(0, new Conquer(LAKE));
        f.finishTurn(0);
        f.finishTurn(1);
        f.play(0, new Decline());
        assertEquals(Map.of("regions", 4), f.lastScore().breakdown(), "water regions score in decline");
        BaseFixture o = new BaseFixture(2);
        RaceState<BaseRaceData> sailors = o.stageRace(0, Race.TRITONS, Power.SEAFARING, true);
        o.put(SEA, sailors, 1);
        o.pick(Race.GIANTS, Power.FOREST);
        assertEquals(
                "ILLEGAL_MOVE/WATER_REGION",
                o.reject(0, new Conquer(SEA)).code(),
                "only an active Seafaring race takes water");
        BaseFixture g = new BaseFixture(2, Map.of(BaseOptions.SEAFARING_SEA, false));
        g.pick(Race.RATMEN, Power.SEAFARING);
        assertEquals("ILLEGAL_MOVE/NOT_ON_BORDER", g.reject(0, new Conquer(SEA)).code());
    }

    @Test
    @DisplayName(
            "Spirit: keeps its badge, does not count toward the one declined race; stays when a third race declines [IT 1470-1496, R-36]")
    void spirit() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> old = f.stageRace(0, Race.DWARVES, Power.HILL, true);
        f.put(MOUNT_S, old, 1);
        RaceState<BaseRaceData> spirit = f.expansionTurn(Race.RATMEN, Power.SPIRIT, FARM_N, 2);
        f.play(0, new Decline());
        assertFalse(old.gone, "the older declined race stays");
        assertEquals(spirit.id, f.s.extraDeclinedRace[0]);
        assertFalse(f.s.badgeDiscard.contains(Power.SPIRIT));
        assertEquals(Map.of("regions", 2), f.lastScore().breakdown(), "both declined races score");
        f.finishTurn(1);
        RaceState<BaseRaceData> third = f.pick(Race.HUMANS, Power.FOREST);
        f.play(0, new Conquer(HILL_S));
        f.finishTurn(0);
        f.finishTurn(1);
        f.play(0, new Decline());
        assertTrue(old.gone, "the non-Spirit declined race is removed");
        assertFalse(spirit.gone);
        assertEquals(third.id, f.s.declinedRace[0]);
        assertEquals(spirit.id, f.s.extraDeclinedRace[0]);
    }

    @Test
    @DisplayName("Stout: decline at the end of a normal turn after scoring (R-23) [IT 1500]")
    void stout() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.STOUT);
        f.play(0, new Conquer(FARM_N));
        f.play(0, new EndConquest());
        f.placeAllAndFinish(0);
        List<SmallWorldEvent> e = f.play(0, new EndTurn(true));
        assertEquals(new TurnScored(0, 1, Map.of("regions", 1)), e.get(0));
        assertEquals(new RaceDeclined(0, Race.RATMEN, true), e.get(1));
        assertEquals(List.of(new CoinChange(0, 1, Coins.TURN_SCORE, null)), f.coins, "the ledger entry of the score");
        assertEquals(1, f.s.tokens[FARM_N]);
        f.finishTurn(1);
        assertEquals(Phase.PICK, f.s.phase);
        BaseFixture g = new BaseFixture(2, Map.of(BaseOptions.STOUT_PICK_TURN, false));
        g.pick(Race.RATMEN, Power.STOUT);
        g.play(0, new EndConquest());
        g.play(0, new FinishRedeploy());
        assertEquals(
                "ILLEGAL_MOVE/DECLINE_ON_PICK_TURN",
                g.reject(0, new EndTurn(true)).code());
        BaseFixture h = new BaseFixture(2);
        h.pick(Race.RATMEN, Power.FOREST);
        h.play(0, new EndConquest());
        h.play(0, new FinishRedeploy());
        assertEquals(
                "ILLEGAL_MOVE/POWER_NOT_HELD", h.reject(0, new EndTurn(true)).code());
    }

    @Test
    @DisplayName("Wealthy: +7 once, at the end of the race's first turn [IT 1540]")
    void wealthy() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.WEALTHY);
        f.finishTurn(0);
        assertEquals(Map.of("regions", 0, "WEALTHY", 7), f.lastScore().breakdown());
        f.finishTurn(1);
        f.finishTurn(0);
        assertEquals(Map.of("regions", 0), f.lastScore().breakdown());
    }

    @Test
    @DisplayName("R-14 option immunityAppliesToOwnGhouls=false: one's own declined Ghouls may enter one's Hero region")
    void immunityAndOwnGhouls() {
        for (boolean immune : new boolean[] {true, false}) {
            BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.IMMUNITY_GHOULS, immune));
            RaceState<BaseRaceData> g = f.stageRace(0, Race.GHOULS, Power.FOREST, true);
            f.put(FARM_N, g, 6);
            f.expansionTurn(Race.RATMEN, Power.HEROIC, HILL_N, 1, FOREST_W, 1);
            f.mark(f.HERO, HILL_N, true);
            f.play(0, new Expand());
            if (immune)
                assertEquals(
                        "ILLEGAL_MOVE/IMMUNE_REGION",
                        f.reject(0, new Conquer(HILL_N)).code());
            else {
                f.play(0, new Conquer(HILL_N));
                assertFalse(f.has(f.HERO, HILL_N), "the Hero goes back to its owner's supply (R-50)");
            }
        }
    }
}
