package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.SeatResult;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 1,000 random full games per player count through the legal-command list, invariants (9.7)
 * after every event; replay, JSON round trip and "every listed command is accepted" on samples.
 */
class SmallWorldRandomGamesTest {
    static final int GAMES = 1000;

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("1000 random games per player count keep the invariants of spec 9.7")
    void randomGames(int players) {
        SmallWorldBase ruleset = new SmallWorldBase();
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(ruleset);
        MatchSetup setup = new MatchSetup(players, BaseFixture.defaults());
        long commands = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = players * 1_000_003L + game;
            var playout = harness.play(setup, seed, 20_000, BaseInvariants::check);
            commands += playout.commands();
            List<SeatResult> result = ruleset.result(playout.finalState()).orElseThrow();
            assertEquals(players, result.size());
            assertEquals(1, result.getFirst().rank());
            assertEquals(playout.finalState().rounds, playout.finalState().round, "the game ends after the last round");
            if (game % 50 == 0) {
                harness.assertReplayAndRoundTrip(playout);
                harness.assertCommandsRoundTrip(SmallWorldLegalListTest.candidates(playout.finalState()));
            }
        }
        assertTrue(commands > GAMES * 20L, "games are not trivially short");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    @DisplayName("200 random games per player count with every option set to its alternative reading (9.6)")
    void randomGamesWithAlternativeOptions(int players) {
        SmallWorldBase ruleset = new SmallWorldBase();
        PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> harness =
                new PlayoutHarness<>(ruleset);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : ruleset.info().options()) {
            if (o.defaultValue() instanceof Boolean b) options.put(o.name(), !b);
        }
        options.put(FamilyOptions.FINAL_CONQUEST, FamilyRules.COST_AT_MOST_3);
        options.put(FamilyOptions.FIRST_SEAT, players - 1);
        MatchSetup setup = new MatchSetup(players, options);
        for (int game = 0; game < 200; game++) {
            var playout = harness.play(setup, 5_000_000L + players * 1000L + game, 20_000, BaseInvariants::check);
            assertEquals(players - 1, playout.finalState().firstSeat);
            if (game % 50 == 0) harness.assertReplayAndRoundTrip(playout);
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
        new PlayoutHarness<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent>(new SmallWorldBase())
                .playBotGames(players, 10, () -> BaseInvariants::check);
    }
}
