package io.boardstate.games.smallworld.underground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.match.support.EngineCodec;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Random full games per player count through the legal-command list, the invariants of 12.7 after every event. */
class UndergroundRandomGamesTest {
    static final int GAMES = Integer.getInteger("underground.games", 1000);
    static final SmallWorldUnderground RULESET = UndergroundInvariants.RULESET;

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("random games per player count keep the invariants of spec 12.7 and end after the last round")
    void randomGames(int players) {
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(RULESET);
        MatchSetup setup = new MatchSetup(players, Setup.defaults(RULESET.info()));
        long commands = 0;
        Set<String> methods = new HashSet<>();
        Set<String> kinds = new HashSet<>();
        int discovered = 0;
        for (int game = 0; game < GAMES; game++) {
            var playout = harness.play(
                    setup,
                    players * 5_000_011L + game,
                    20_000,
                    (s, e) -> UndergroundInvariants.check((UndergroundState) s, e));
            commands += playout.commands();
            UndergroundState end = (UndergroundState) playout.finalState();
            for (int at : end.edition.treasureAt) if (at >= 0) discovered++;
            for (SmallWorldEvent e : playout.events()) {
                kinds.add(e.getClass().getSimpleName());
                if (e instanceof RegionConquered c) methods.add(c.method());
            }
            List<SeatResult> result = RULESET.result(end).orElseThrow();
            assertEquals(players, result.size());
            assertEquals(1, result.getFirst().rank());
            assertEquals(end.rounds, end.round, "the game ends after the last round ([U 433]-[U 435])");
            if (game % 100 == 0) harness.assertReplayAndRoundTrip(playout);
        }
        assertTrue(commands > GAMES * 20L, "games are not trivially short");
        assertTrue(discovered > 0, "random games discover Places and Relics");
        assertTrue(methods.contains("DIE"), "final conquests happen: " + methods);
        if (GAMES >= 200) {
            for (String kind : List.of("TokenReplaced", "RelicReadied", "VolcanoPlaced", "CoinsTaken", "QueenPlaced"))
                assertTrue(kinds.contains(kind), kind + " happens in random games: " + kinds);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName(
            "random games: the regions' Silver Hammers add up to the player's, a Dwarf beside them in each region (7.5, [U 214]-[U 217], R-26)")
    void hammersPerRegion(int players) {
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(RULESET);
        MatchSetup setup = new MatchSetup(players, Setup.defaults(RULESET.info()));
        long[] seen = new long[1];
        for (int game = 0; game < GAMES / 10; game++)
            harness.play(setup, 6_000_000L + players * 10_000L + game, 20_000, (s, e) -> seen[0] += hammers(s, e));
        assertTrue(seen[0] > 0, "random games place Silver Hammers");
    }

    /** Checks the region views against the player views when Hammers stand on the map; how many do. */
    private static int hammers(SmallWorldState<?, ?> s, SmallWorldEvent e) {
        int onMap = 0;
        for (var r : s.races) onMap += ((UndergroundRaceData) r.extra).hammersOnMap;
        if (onMap == 0) return 0;
        JsonNode view = EngineCodec.MAPPER.valueToTree(RULESET.view(s, Viewer.spectator()));
        int[] bySeat = new int[s.seats];
        for (JsonNode r : view.get("regions")) {
            int hammers = r.path("silverHammers").asInt();
            if (hammers == 0) continue;
            assertTrue(r.get("tokens").asInt() - hammers >= 1, "a Dwarf beside the Hammers: " + r + " after " + e);
            bySeat[r.get("ownerSeat").asInt()] += hammers;
        }
        for (int seat = 0; seat < s.seats; seat++)
            assertEquals(
                    view.get("players").get(seat).get("silverHammersOnBoard").asInt(),
                    bySeat[seat],
                    "the regions' Hammers add up to the player's, seat " + seat + " after " + e);
        return onMap;
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("random games with every option at its alternative reading (12.6)")
    void randomGamesWithAlternativeOptions(int players) {
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(RULESET);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : RULESET.info().options())
            if (o.defaultValue() instanceof Boolean b) options.put(o.name(), !b);
        options.put(FamilyOptions.FINAL_CONQUEST, FamilyRules.COST_AT_MOST_3);
        options.put(UndergroundOptions.OCCUPIED_RIVER_BASE, 2);
        options.put(UndergroundOptions.IMMORTAL_VS_BALROG, 2);
        options.put(FamilyOptions.FIRST_SEAT, players - 1);
        MatchSetup setup = new MatchSetup(players, options);
        for (int game = 0; game < GAMES / 5; game++) {
            var playout = harness.play(
                    setup,
                    8_000_000L + players * 1000L + game,
                    20_000,
                    (s, e) -> UndergroundInvariants.check((UndergroundState) s, e));
            UndergroundState end = (UndergroundState) playout.finalState();
            assertEquals(players - 1, end.firstSeat);
            assertTrue(end.edition.rules.gnomesProtectedInDecline());
        }
    }

    /**
     * Bots steer games where random play rarely goes (they keep regions, hoard, circle): medium
     * bots' games, with every option at a reading drawn per game, keep the invariants of spec 12.7 and end.
     */
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("medium bots' games with options drawn per game keep the invariants of spec 12.7 and end")
    void botGamesKeepTheInvariants(int players) {
        new PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent>(RULESET)
                .playBotGames(players, 10, () -> (s, e) -> UndergroundInvariants.check((UndergroundState) s, e));
    }
}
