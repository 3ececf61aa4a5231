package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.SeatResult;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Random full games per player count through the legal-command list, the invariants of 9.7 after every event. */
class WarcraftRandomGamesTest {
    /** 1,000 per player count by default; {@code -Dwarcraft.games=N} for a quicker or longer run. */
    static final int GAMES = Integer.getInteger("warcraft.games", 1000);

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("random games per player count keep the invariants of spec 9.7 and end after the last round")
    void randomGames(int players) {
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(WarcraftFixture.RULESET);
        MatchSetup setup = new MatchSetup(players, Setup.defaults(WarcraftFixture.RULESET.info()));
        long commands = 0;
        int revealed = 0;
        for (int game = 0; game < GAMES; game++) {
            var playout = harness.play(
                    setup,
                    players * 7_000_003L + game,
                    20_000,
                    (s, e) -> WarcraftInvariants.check((WarcraftState) s, e));
            commands += playout.commands();
            WarcraftState end = (WarcraftState) playout.finalState();
            revealed += end.edition.revealed.size();
            List<SeatResult> result = WarcraftFixture.RULESET.result(end).orElseThrow();
            assertEquals(players, result.size());
            assertEquals(1, result.getFirst().rank());
            assertEquals(end.rounds, end.round, "the game ends after the last round ([W 385])");
            if (game % 50 == 0) harness.assertReplayAndRoundTrip(playout);
        }
        assertTrue(commands > GAMES * 20L, "games are not trivially short");
        assertTrue(revealed > 0, "random games reveal markers");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("random games with every option at its alternative reading (9.6)")
    void randomGamesWithAlternativeOptions(int players) {
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(WarcraftFixture.RULESET);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : WarcraftFixture.RULESET.info().options())
            if (o.defaultValue() instanceof Boolean b) options.put(o.name(), !b);
        options.put(FamilyOptions.FINAL_CONQUEST, FamilyRules.COST_AT_MOST_3);
        options.put(FamilyOptions.FIRST_SEAT, players - 1);
        MatchSetup setup = new MatchSetup(players, options);
        for (int game = 0; game < GAMES / 5; game++) {
            var playout = harness.play(
                    setup,
                    9_000_000L + players * 1000L + game,
                    20_000,
                    (s, e) -> WarcraftInvariants.check((WarcraftState) s, e));
            WarcraftState end = (WarcraftState) playout.finalState();
            assertEquals(players - 1, end.firstSeat);
            assertTrue(end.edition.faces.stream().allMatch(f -> f.endsWith("A")), "randomFaces off: faces A");
        }
    }

    /**
     * Bots steer games where random play rarely goes (they keep regions, hoard, circle): medium
     * bots' games, with every option at a reading drawn per game, keep the invariants of spec 9.7 and end.
     */
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("medium bots' games with options drawn per game keep the invariants of spec 9.7 and end")
    void botGamesKeepTheInvariants(int players) {
        new PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent>(WarcraftFixture.RULESET)
                .playBotGames(players, 10, () -> (s, e) -> WarcraftInvariants.check((WarcraftState) s, e));
    }
}
