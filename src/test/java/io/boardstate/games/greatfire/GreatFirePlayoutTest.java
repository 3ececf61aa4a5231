package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.SeatResult;
import io.boardstate.games.greatfire.GreatFireEvent.GameEnded;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 1,000 random full games per player count through the legal-command list (spec §2.9): no listed
 * command is rejected, the invariants hold after every event, every game ends with consistent
 * standings, and a sample replays to the same state and survives the JSON round trip. The
 * options vary from game to game so the variants are played out too.
 */
class GreatFirePlayoutTest {
    static final GreatFireRuleset RULESET = new GreatFireRuleset();
    static final int GAMES = Integer.getInteger("greatfire.games", 1000);

    static MatchSetup setupFor(int players, long seed) {
        Map<String, Object> options = new HashMap<>();
        options.put(GreatFireOptions.WILD_FIRE, seed % 2 == 0);
        options.put(GreatFireOptions.PUBLIC_COLOURS, seed % 5 == 1);
        options.put(GreatFireOptions.MORE_DESTRUCTION, seed % 7 == 2);
        options.put(GreatFireOptions.OWNER_PAWN_SCORING, seed % 3 == 1);
        options.put(GreatFireOptions.RANDOM_FIRST_PLAYER, seed % 4 == 3);
        options.put(
                GreatFireOptions.PRIORITY_SCOPE,
                List.of("PER_SOURCE", "PER_SOURCE", "PER_EXIT", "GLOBAL").get((int) (seed % 4)));
        options.put(GreatFireOptions.WILD_FIRE_CONTROLLED, seed % 6 == 0);
        options.put(GreatFireOptions.FINAL_ROUND_EXTRA, seed % 9 != 4);
        options.put(GreatFireOptions.HOUSE_REPAIR, seed % 8 != 5);
        options.put(GreatFireOptions.HERO_8_3, seed % 11 == 3 ? "NONE" : "COLOUR_ROW");
        return new MatchSetup(players, options);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void thousandRandomGamesPerPlayerCount(int players) {
        PlayoutHarness<GreatFireState, GreatFireCommand, GreatFireEvent> harness = new PlayoutHarness<>(RULESET);
        int endedByGameEnded = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = players * 100_000L + game;
            var playout = harness.play(setupFor(players, seed), seed, 20_000, new Invariants(RULESET.board()));
            GreatFireState end = playout.finalState();
            if (playout.events().getLast() instanceof GameEnded) endedByGameEnded++;
            List<SeatResult> result = RULESET.result(end).orElseThrow();
            assertEquals(players, result.size());
            assertTrue(result.stream().anyMatch(r -> r.rank() == 1), "somebody wins or shares the win");
            for (SeatResult r : result) {
                int breakdown = (int) r.details().get("houseVp")
                        + (int) r.details().get("extinguishedCones")
                        + (int) r.details().get("objectiveVp")
                        + (int) r.details().get("tileVp")
                        + (int) r.details().get("heroVp");
                assertEquals(r.score(), breakdown, "score is the sum of its parts (seed l.325-332)");
            }
            // The game ends one round (two with 8.2) after the last intensification: the deck is empty
            // and each player holds 4 (3) cards, fewer for each no-valid-move discard (seed l.321, l.354).
            assertTrue(end.deck.isEmpty(), "every card was drawn");
            for (var hand : end.hands) assertTrue(hand.size() <= (end.rules.moreDestruction() ? 3 : 4));
            if (game % 100 == 0) harness.assertReplayAndRoundTrip(playout);
        }
        assertEquals(GAMES, endedByGameEnded);
    }

    /**
     * Bots steer games where random play rarely goes (they keep regions, hoard, circle): medium
     * bots' games, with every option at a reading drawn per game, keep the invariants and end.
     */
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5, 6})
    @DisplayName("medium bots' games with options drawn per game keep the invariants and end")
    void botGamesKeepTheInvariants(int players) {
        new PlayoutHarness<GreatFireState, GreatFireCommand, GreatFireEvent>(RULESET)
                .playBotGames(players, 10, () -> new Invariants(RULESET.board()));
    }
}
