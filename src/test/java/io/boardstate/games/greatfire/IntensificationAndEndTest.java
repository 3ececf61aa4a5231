package io.boardstate.games.greatfire;

import static io.boardstate.games.greatfire.Direction.E;
import static io.boardstate.games.greatfire.Direction.N;
import static io.boardstate.games.greatfire.Direction.S;
import static io.boardstate.games.greatfire.Direction.W;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.greatfire.GreatFireCommand.DeclareNoValidMove;
import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceIntensificationCone;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireEvent.CardDrawn;
import io.boardstate.games.greatfire.GreatFireEvent.ExtraIntensificationOwed;
import io.boardstate.games.greatfire.GreatFireEvent.FinalRoundStarted;
import io.boardstate.games.greatfire.GreatFireEvent.GameEnded;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationResolved;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationRevealed;
import io.boardstate.games.greatfire.GreatFireEvent.TurnEnded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Phase C and the end of the game (seed §6 l.293-315, §7 l.317-321, spec §6-7). */
class IntensificationAndEndTest {
    static void fireMove(Scenario sc, int seat) {
        GreatFireCommand move = Scenario.RULESET.legalCommands(sc.state, seat).stream()
                .filter(c -> c instanceof SpreadFire)
                .findFirst()
                .orElseThrow();
        sc.accept(seat, move);
    }

    @Test
    void drawRefillsTheHandAndTheTurnPasses() {
        // Seed l.295: draw one card to get back to five; l.299: the next player clockwise.
        Scenario sc = Scenario.started(4);
        int deck = sc.state.deck.size();
        String top = sc.state.deck.get(0);
        fireMove(sc, 0);
        List<GreatFireEvent> events = sc.accept(0, new EndActions());
        assertEquals(Direction.valueOf(top), sc.only(events, CardDrawn.class).card());
        assertEquals(5, sc.state.hands.get(0).size());
        assertEquals(deck - 1, sc.state.deck.size());
        assertEquals(1, sc.only(events, TurnEnded.class).nextSeat());
        assertEquals(1, sc.state.currentSeat);
        assertEquals(Phase.FIRE, sc.state.phase);
        sc.rejectWith(RuleViolation.NOT_YOUR_TURN, 0, new EndActions());
    }

    @Test
    void example7IntensificationPlacesThreeConesWithinTheCap() {
        // Seed l.297: an intensification card on top after the draw is resolved at once;
        // l.305-309: 3 cones, districts with free fire, not PL, at most symbols + 2 (Guild Hall 4 -> 6).
        Scenario sc = Scenario.started(4).burning("GUILD_HALL", 4).burning("ST_PAULS", 1);
        sc.state.deck = new ArrayList<>(List.of("W", "INT-A", "E", "S", "INT-B"));
        sc.hand(0, N, N, E, E, S);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        List<GreatFireEvent> events = sc.accept(0, new EndActions());
        assertEquals("A", sc.only(events, IntensificationRevealed.class).card());
        assertEquals(Phase.INTENSIFY, sc.state.phase);
        sc.rejectWith("ILLEGAL_MOVE/INTENSIFICATION_PLACEMENT", 0, new PlaceIntensificationCone("PUDDING_LANE"));
        sc.rejectWith(
                "ILLEGAL_MOVE/INTENSIFICATION_PLACEMENT", 0, new PlaceIntensificationCone("ALDGATE")); // no free fire
        sc.accept(0, new PlaceIntensificationCone("GUILD_HALL"));
        sc.accept(0, new PlaceIntensificationCone("GUILD_HALL"));
        sc.rejectWith(
                "ILLEGAL_MOVE/INTENSIFICATION_PLACEMENT", 0, new PlaceIntensificationCone("GUILD_HALL")); // 6 = cap
        List<GreatFireEvent> last = sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        IntensificationResolved resolved = sc.only(last, IntensificationResolved.class);
        assertEquals(3, resolved.placed());
        assertEquals(6, sc.state.cones(sc.i("GUILD_HALL")));
        assertEquals(List.of("E", "S", "INT-B"), sc.state.deck, "the card is removed from the game (l.313, l.315)");
        assertEquals(1, sc.state.currentSeat);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void everyPlayerResolvesTheSameNumberOfIntensificationCards(int players) {
        // Seed l.297: "ogni giocatore effettuerà una ed una sola fase aggiuntiva"; with 3 players the
        // 6 cards make it two each (spec Q14). Also with a random first player (seed l.103).
        var setup = new MatchSetup(players, Scenario.options(GreatFireOptions.RANDOM_FIRST_PLAYER, true));
        var playout = new PlayoutHarness<>(Scenario.RULESET)
                .play(setup, 40 + players, 20_000, new Invariants(Scenario.BOARD));
        int[] resolved = new int[players];
        for (GreatFireEvent e : playout.events()) if (e instanceof IntensificationRevealed r) resolved[r.seat()]++;
        int[] expected = new int[players];
        Arrays.fill(expected, players == 3 ? 2 : 1);
        assertArrayEquals(expected, resolved);
    }

    @Test
    void intensificationWithNoRoomResolvesAtOnce() {
        // Seed l.311: place all that can be placed, the rest goes back; here nothing fits.
        Scenario sc = Scenario.started(4);
        sc.state.deck = new ArrayList<>(List.of("W", "INT-A", "E", "S", "INT-B"));
        sc.hand(0, W, W, E, E, N);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        int sMary = sc.i("S_MARY");
        sc.state.freeCones[sMary] = Scenario.BOARD.symbols(sMary) + 2; // at its cap
        List<GreatFireEvent> events = sc.accept(0, new EndActions());
        IntensificationResolved resolved = sc.only(events, IntensificationResolved.class);
        assertEquals(0, resolved.placed());
        assertEquals(3, resolved.returned());
        assertEquals(1, sc.state.currentSeat);
    }

    @Test
    void theGameEndsOneRoundAfterTheLastIntensification() {
        // Seed l.313, l.319-321: one more turn each, no phase C, four cards in hand at the end.
        Scenario sc = Scenario.started(4).burning("ST_PAULS", 1);
        sc.state.deck = new ArrayList<>(List.of("W", "INT-D"));
        fireMove(sc, 0);
        sc.accept(0, new EndActions());
        sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        List<GreatFireEvent> events = sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        assertEquals(4, sc.only(events, FinalRoundStarted.class).turnsRemaining());
        assertEquals(4, sc.only(events, TurnEnded.class).finalTurnsRemaining(), "the triggering turn does not count");
        assertTrue(sc.state.deck.isEmpty());
        for (int seat : List.of(1, 2, 3, 0)) {
            assertEquals(seat, sc.state.currentSeat);
            fireMove(sc, seat);
            List<GreatFireEvent> end = sc.accept(seat, new EndActions());
            assertTrue(end.stream().noneMatch(e -> e instanceof CardDrawn), "no phase C in the final round");
            if (seat == 0) sc.only(end, GameEnded.class);
        }
        assertEquals(Phase.GAME_OVER, sc.state.phase);
        for (int seat = 0; seat < 4; seat++)
            assertEquals(4, sc.state.hands.get(seat).size());
        assertTrue(Scenario.RULESET.seatsToAct(sc.state).isEmpty());
        assertEquals(RuleViolation.GAME_OVER, sc.reject(0, new EndActions()).code());
        assertTrue(Scenario.RULESET.result(sc.state).isPresent());
    }

    @Test
    void moreDestructionGivesTwoFinalTurnsEach() {
        // Variant 8.2 (seed l.354): two turns each, three cards in hand at the end.
        Scenario sc = Scenario.started(3, Scenario.options(GreatFireOptions.MORE_DESTRUCTION, true));
        sc.state.deck = new ArrayList<>(List.of("W", "INT-F"));
        sc.hand(0, N, N, E, E, S);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        int sMary = sc.i("S_MARY");
        sc.state.freeCones[sMary] = Scenario.BOARD.symbols(sMary) + 2; // nothing fits: resolves at once
        List<GreatFireEvent> events = sc.accept(0, new EndActions());
        assertEquals(6, sc.only(events, FinalRoundStarted.class).turnsRemaining());
        int turns = 0;
        while (!sc.state.isOver()) {
            int seat = sc.state.currentSeat;
            GreatFireCommand first =
                    Scenario.RULESET.legalCommands(sc.state, seat).get(0);
            sc.accept(seat, first);
            if (!sc.state.isOver() && sc.state.currentSeat == seat && sc.state.phase != Phase.INTENSIFY)
                sc.accept(seat, new EndActions());
            while (sc.state.phase == Phase.INTENSIFY)
                sc.accept(seat, Scenario.RULESET.legalCommands(sc.state, seat).get(0));
            turns++;
        }
        assertEquals(6, turns);
        for (int seat = 0; seat < 3; seat++) assertTrue(sc.state.hands.get(seat).size() <= 3);
    }

    @Test
    void noValidMoveInTheFinalRoundStillOwesTheExtraIntensificationByDefault() {
        // Spec Q12: no card to draw, but the extra intensification of seed l.219 is still resolved.
        Scenario sc = Scenario.started(4).burning("ST_PAULS", 1).hand(0, S, S, S, S, S);
        sc.state.deck = new ArrayList<>();
        sc.state.finalTurnsRemaining = 4;
        List<GreatFireEvent> events = sc.accept(0, new DeclareNoValidMove(S));
        sc.only(events, ExtraIntensificationOwed.class);
        assertTrue(events.stream().noneMatch(e -> e instanceof CardDrawn));
        assertEquals(4, sc.state.hands.get(0).size());

        Scenario off = Scenario.started(4, Scenario.options(GreatFireOptions.FINAL_ROUND_EXTRA, false))
                .burning("ST_PAULS", 1)
                .hand(0, S, S, S, S, S);
        off.state.deck = new ArrayList<>();
        off.state.finalTurnsRemaining = 4;
        List<GreatFireEvent> offEvents = off.accept(0, new DeclareNoValidMove(S));
        assertTrue(offEvents.stream().noneMatch(e -> e instanceof ExtraIntensificationOwed));
        assertEquals(3, off.only(offEvents, TurnEnded.class).finalTurnsRemaining());
    }

    @Test
    void theCardIsResolvedBeforeTheExtraIntensification() {
        // Spec Q13: a no-valid-move turn that also reveals a card resolves the card first.
        Scenario sc = Scenario.started(4).burning("ST_PAULS", 1).hand(0, S, S, S, S, S);
        sc.state.deck = new ArrayList<>(List.of("W", "INT-A", "E", "INT-B"));
        List<GreatFireEvent> events = sc.accept(0, new DeclareNoValidMove(S));
        sc.only(events, IntensificationRevealed.class);
        sc.only(events, ExtraIntensificationOwed.class);
        assertEquals(List.of("A", GreatFireState.EXTRA_INTENSIFICATION), sc.state.pendingIntensifications);
        sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        assertEquals(List.of(GreatFireState.EXTRA_INTENSIFICATION), sc.state.pendingIntensifications);
        // St Pauls (3 symbols) holds 4 of its 5: one more cone, then nothing fits anywhere.
        List<GreatFireEvent> last = sc.accept(0, new PlaceIntensificationCone("ST_PAULS"));
        assertEquals(1, sc.only(last, IntensificationResolved.class).placed());
        assertEquals(1, sc.state.currentSeat);
    }
}
