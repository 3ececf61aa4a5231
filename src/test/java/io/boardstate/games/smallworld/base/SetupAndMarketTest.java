package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Turns;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spec section 2 (setup, combo column) and 3.1 (rounds, end of game). */
class SetupAndMarketTest {

    static BaseState start(SmallWorldBase rs, int players, long seed, Map<String, Object> extra) {
        Map<String, Object> o = new HashMap<>(BaseFixture.defaults());
        o.putAll(extra);
        var d = rs.setup(new MatchSetup(players, o), Rng.of(seed));
        BaseState s = null;
        for (SmallWorldEvent e : ((Decision.Accepted<SmallWorldEvent>) d).events()) s = rs.apply(s, e);
        return s;
    }

    @ParameterizedTest(name = "{0} players: {1} regions, {2} rounds")
    @CsvSource({"2,23,10", "3,30,10", "4,39,9", "5,48,8"})
    @DisplayName(
            "2.1/2.2: map by player count, rounds R-1, 5 coins, 6 visible combos, Lost Tribes placed [IT 108, IT 161, IT 175, IT 155]")
    void setupPerPlayerCount(int players, int regions, int rounds) {
        SmallWorldBase rs = new SmallWorldBase();
        var d = (Decision.Accepted<SmallWorldEvent>)
                rs.setup(new MatchSetup(players, BaseFixture.defaults()), Rng.of(9));
        GameStarted g = (GameStarted) d.events().getFirst();
        assertEquals(new HashSet<>(Race.values()), new HashSet<>(g.bannerOrder()), "14 banners shuffled");
        assertEquals(new HashSet<>(Power.values()), new HashSet<>(g.badgeOrder()), "20 badges shuffled");
        BaseState s = rs.apply(null, g);
        assertEquals(regions, s.owner.length);
        assertEquals(rounds, s.rounds);
        assertEquals(1, s.round);
        assertEquals(players, s.coins.length);
        for (int c : s.coins) assertEquals(5, c);
        assertEquals(g.bannerOrder().subList(0, 6), s.marketRaces, "first 5 banners + top of the pile");
        assertEquals(g.badgeOrder().subList(0, 6), s.marketPowers);
        assertEquals(List.of(0, 0, 0, 0, 0, 0), s.marketCoins);
        assertEquals(8, s.bannerPile.size());
        assertEquals(14, s.badgePile.size());
        var b = rs.edition().map(s);
        for (int r = 0; r < regions; r++)
            assertEquals(
                    b.map.region(r).has("LOST_TRIBE") ? 1 : 0, s.natives[r], "Lost Tribe on every symbol [IT 161]");
        assertEquals(Phase.PICK, s.phase);
        assertEquals(g.firstSeat(), s.currentSeat);
        assertEquals(java.util.Set.of(g.firstSeat()), rs.seatsToAct(s));
    }

    @Test
    @DisplayName("9.3: the same seed gives the same shuffles; another seed another order")
    void setupIsSeeded() {
        SmallWorldBase rs = new SmallWorldBase();
        MatchSetup setup = new MatchSetup(3, BaseFixture.defaults());
        assertEquals(rs.setup(setup, Rng.of(1)), rs.setup(setup, Rng.of(1)));
        assertNotEquals(rs.setup(setup, Rng.of(1)), rs.setup(setup, Rng.of(2)));
    }

    @Test
    @DisplayName("R-2: firstSeat option, or a seeded draw")
    void firstSeat() {
        SmallWorldBase rs = new SmallWorldBase();
        assertEquals(2, start(rs, 3, 5, Map.of(FamilyOptions.FIRST_SEAT, 2)).currentSeat);
        var seen = new HashSet<Integer>();
        for (long seed = 0; seed < 40; seed++) seen.add(start(rs, 3, seed, Map.of()).firstSeat);
        assertEquals(3, seen.size());
    }

    @Test
    @DisplayName("2.1: 2-5 players only; bad options are rejected")
    void invalidSetups() {
        SmallWorldBase rs = new SmallWorldBase();
        var one = (Decision.Rejected<SmallWorldEvent>) rs.setup(new MatchSetup(6, BaseFixture.defaults()), Rng.of(1));
        assertEquals(RuleViolation.INVALID_SEATS, one.violation().code());
        Map<String, Object> o = new HashMap<>(BaseFixture.defaults());
        o.put(FamilyOptions.FIRST_SEAT, 7);
        assertEquals(
                RuleViolation.INVALID_OPTION,
                ((Decision.Rejected<SmallWorldEvent>) rs.setup(new MatchSetup(3, o), Rng.of(1)))
                        .violation()
                        .code());
        o = new HashMap<>(BaseFixture.defaults());
        o.put(FamilyOptions.FINAL_CONQUEST, "SOMETHING");
        assertEquals(
                RuleViolation.INVALID_OPTION,
                ((Decision.Rejected<SmallWorldEvent>) rs.setup(new MatchSetup(3, o), Rng.of(1)))
                        .violation()
                        .code());
    }

    @Test
    @DisplayName("mapPlayers option: 2 players on the 3-player map")
    void mapOption() {
        SmallWorldBase rs = new SmallWorldBase();
        BaseState s = start(rs, 2, 1, Map.of(BaseOptions.MAP_PLAYERS, 3));
        assertEquals(30, s.owner.length);
        assertEquals(3, s.edition.mapPlayers);
    }

    @Test
    @DisplayName(
            "2.3 / R-3: picking slot 3 pays 1 coin on each combo above, collects the coins on it, takes banner+badge tokens [IT 282, IT 310, IT 318]")
    void pickComboPaysAndCollects() {
        BaseFixture f = new BaseFixture(2);
        f.s.marketCoins.set(3, 2); // coins left on the combo by earlier players
        f.arrangeCombo(3, Race.RATMEN, Power.MERCHANT);
        String nextBanner = f.s.bannerPile.getFirst();
        List<SmallWorldEvent> events = f.play(0, new PickCombo(3));
        assertEquals(new ComboPicked(0, 3, Race.RATMEN, Power.MERCHANT, 3, 2, 10), events.getFirst());
        assertEquals(5 - 3 + 2, f.s.coins[0]);
        assertEquals(
                List.of(1, 1, 1, 0, 0, 0),
                f.s.marketCoins,
                "coins paid stay on the combos above, the rest slide up [IT 350]");
        assertEquals(nextBanner, f.s.marketRaces.get(5), "a new combo is revealed at the bottom");
        RaceState<BaseRaceData> r = f.s.race(f.s.activeRace[0]);
        assertEquals(10, r.hand, "Ratmen 8 + Merchant 2 [IT 344]");
        assertEquals(BaseFixture.pool(Race.RATMEN) - 10, f.s.tray[f.tray(Race.RATMEN)]);
        assertEquals(Phase.CONQUEST, f.s.phase);
    }

    @Test
    @DisplayName("R-3: a combo costs coins of one's own")
    void pickTooExpensive() {
        BaseFixture f = new BaseFixture(2);
        f.s.coins[0] = 2;
        assertEquals(
                "ILLEGAL_MOVE/NOT_ENOUGH_COINS", f.reject(0, new PickCombo(3)).code());
        assertEquals("ILLEGAL_MOVE/NO_SUCH_COMBO", f.reject(0, new PickCombo(6)).code());
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", f.reject(0, new Conquer(1)).code());
        assertEquals(RuleViolation.NOT_YOUR_TURN, f.reject(1, new PickCombo(0)).code());
    }

    @Test
    @DisplayName("Amazons take 10 + badge tokens [IT 1031]")
    void amazonsTokens() {
        BaseFixture f = new BaseFixture(2);
        assertEquals(14, f.pick(Race.AMAZONS, Power.WEALTHY).hand);
    }

    @Test
    @DisplayName(
            "R-5 / C-19: an empty badge pile is reshuffled from the discards with the seeded RNG, recorded in the log")
    void badgeReshuffle() {
        BaseFixture f = new BaseFixture(2);
        List<String> moved = List.copyOf(f.s.badgePile);
        f.s.badgeDiscard.addAll(moved);
        f.s.badgePile.clear();
        List<SmallWorldEvent> events = f.play(0, new PickCombo(0));
        BadgesReshuffled reshuffled = events.stream()
                .filter(e -> e instanceof BadgesReshuffled)
                .map(e -> (BadgesReshuffled) e)
                .findFirst()
                .orElseThrow();
        assertEquals(new HashSet<>(moved), new HashSet<>(reshuffled.order()));
        assertEquals(6, f.s.marketRaces.size(), "the column is full again");
        assertTrue(f.s.badgeDiscard.isEmpty());
    }

    @Test
    @DisplayName(
            "R-5 / C-19: a banner returning to an empty pile gets its badge in the same command, so 6 combos stay visible [IT 356-360, IT 868, IS 195, IS 340]")
    void reshuffleWhenABannerReturns() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> dwarves = f.stageRace(0, Race.DWARVES, Power.HILL, true);
        f.put(BaseFixture.HILL_S, dwarves, 1);
        RaceState<BaseRaceData> ratmen = f.expansionTurn(Race.RATMEN, Power.FOREST, BaseFixture.FARM_N, 2);
        // late game: every banner is in play or in a column that lacks one combo; no badge left in the pile
        f.s.marketRaces.removeLast();
        f.s.marketPowers.removeLast();
        f.s.marketCoins.removeLast();
        f.s.bannerPile.clear();
        f.s.badgeDiscard.addAll(f.s.badgePile);
        f.s.badgePile.clear();
        var d = (Decision.Accepted<SmallWorldEvent>)
                f.decide(0, new Decline()); // the Dwarves vanish, their banner returns
        for (SmallWorldEvent e : d.events()) f.s = f.ruleset.apply(f.s, e);
        assertTrue(
                d.events().stream().anyMatch(e -> e instanceof BadgesReshuffled),
                "the discards are reshuffled by the command that needs them");
        assertEquals(6, f.s.marketRaces.size(), "the returned banner is paired at once: 6 combos visible");
        assertEquals(Race.DWARVES, f.s.marketRaces.getLast());
        assertEquals(6, f.ruleset.legalCommands(f.s, 1).size(), "the next player may pick any of the 6");
        assertTrue(ratmen.declined);
    }

    @Test
    @DisplayName(
            "R-48: with no combo visible, a new-race turn is the declined Ghouls' conquests (step G) and scoring [IT 358]")
    void emptyMarket() {
        BaseFixture f = new BaseFixture(2);
        RaceState<BaseRaceData> ghouls = f.stageRace(0, Race.GHOULS, Power.HILL, true);
        f.put(BaseFixture.FARM_N, ghouls, 3);
        f.s.marketRaces.clear(); // theoretical: every banner in play
        f.s.marketPowers.clear();
        f.s.marketCoins.clear();
        f.s.bannerPile.clear();
        Turns.startTurn(f.g(), 0);
        assertEquals(Phase.CONQUEST, f.s.phase, "nothing to pick: straight to step G");
        assertTrue(f.s.declinedStep);
        assertFalse(f.ruleset.legalCommands(f.s, 0).stream().anyMatch(c -> c instanceof PickCombo));
        applyAll(f, 0, new Conquer(BaseFixture.SWAMP_C));
        applyAll(f, 0, new EndConquest());
        assertEquals(Phase.REDEPLOY, f.s.phase, "no active race: its conquest step is skipped");
        applyAll(f, 0, new PlaceTokens(BaseFixture.SWAMP_C, 1)); // the Ghouls redeploy (R-20d)
        applyAll(f, 0, new FinishRedeploy());
        applyAll(f, 0, new EndTurn(false));
        assertEquals(Map.of("regions", 2), f.lastScore().breakdown());
        assertEquals(1, f.s.currentSeat);
        Turns.startTurn(f.g(), 1);
        assertEquals(
                List.of(new FinishRedeploy()),
                f.ruleset.legalCommands(f.s, 1),
                "without Ghouls the turn is only scoring");
    }

    /** Plays a command without the invariant checks (the staged market breaks banner conservation). */
    private static void applyAll(BaseFixture f, int seat, SmallWorldCommand c) {
        assertTrue(
                f.ruleset.legalCommands(f.s, seat).contains(c),
                () -> c + " should be listed: " + f.ruleset.legalCommands(f.s, seat));
        var d = (Decision.Accepted<SmallWorldEvent>) f.decide(seat, c);
        for (SmallWorldEvent e : d.events()) {
            f.s = f.ruleset.apply(f.s, e);
            f.log.add(e);
        }
    }

    @Test
    @DisplayName(
            "3.1: the game ends after the last round; standings by coins, tie-break tokens on the board [IT 883, IS 344]")
    void gameEndAndTieBreak() {
        BaseFixture f = new BaseFixture(2);
        for (int turn = 0; turn < 6; turn++) { // 3 rounds x 2 seats on the test map
            int seat = f.s.currentSeat;
            if (f.s.phase == Phase.PICK) f.play(seat, new PickCombo(0));
            else f.play(seat, new Expand());
            if (turn == 0) f.play(seat, new Conquer(BaseFixture.FARM_N));
            if (turn == 1) {
                f.play(seat, new Conquer(BaseFixture.HILL_S));
            }
            f.finishTurn(seat);
            if (turn < 5) assertTrue(f.ruleset.result(f.s).isEmpty());
        }
        assertEquals(Phase.GAME_OVER, f.s.phase);
        assertEquals(3, f.s.round);
        assertTrue(f.ruleset.seatsToAct(f.s).isEmpty());
        var result = f.ruleset.result(f.s).orElseThrow();
        assertEquals(2, result.size());
        // force a tie on coins: the seat with more tokens on the board wins
        f.s.coins[0] = 20;
        f.s.coins[1] = 20;
        int onBoard0 = Scoring.tokensOnBoard(f.s, 0);
        int onBoard1 = Scoring.tokensOnBoard(f.s, 1);
        result = f.ruleset.result(f.s).orElseThrow();
        if (onBoard0 == onBoard1) {
            assertEquals(1, result.get(0).rank());
            assertEquals(1, result.get(1).rank(), "R-39: still tied, shared victory");
        } else {
            assertEquals(onBoard0 > onBoard1 ? 0 : 1, result.getFirst().seat());
            assertEquals(2, result.get(1).rank());
        }
        assertEquals(RuleViolation.GAME_OVER, f.reject(0, new Expand()).code());
    }

    @Test
    @DisplayName("R-39: equal coins and equal tokens share the rank")
    void sharedVictory() {
        BaseFixture f = new BaseFixture(3);
        f.s.phase = Phase.GAME_OVER;
        f.s.coins[0] = 12;
        f.s.coins[1] = 15;
        f.s.coins[2] = 15;
        var result = f.ruleset.result(f.s).orElseThrow();
        assertEquals(List.of(1, 2, 0), result.stream().map(r -> r.seat()).toList());
        assertEquals(List.of(1, 1, 3), result.stream().map(r -> r.rank()).toList());
    }
}
