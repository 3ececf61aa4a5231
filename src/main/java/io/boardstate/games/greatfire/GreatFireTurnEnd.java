package io.boardstate.games.greatfire;

import io.boardstate.games.greatfire.GreatFireEvent.CardDrawn;
import io.boardstate.games.greatfire.GreatFireEvent.ExtraIntensificationOwed;
import io.boardstate.games.greatfire.GreatFireEvent.FinalRoundStarted;
import io.boardstate.games.greatfire.GreatFireEvent.GameEnded;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationResolved;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationRevealed;
import io.boardstate.games.greatfire.GreatFireEvent.TurnEnded;
import java.util.ArrayList;
import java.util.List;

/**
 * What follows a player's actions: phase C (the draw, a surfacing intensification card, the extra
 * one owed), the intensifications resolved, the start of the final round and the end of the turn
 * and of the game (seed l.295-321). Only events follow from here; the checks are in
 * {@link GreatFireDecisions}.
 */
final class GreatFireTurnEnd {
    /** Cones of one intensification (seed l.305). */
    static final int INTENSIFICATION_CONES = 3;

    private static final String EXTRA = GreatFireState.EXTRA_INTENSIFICATION;

    private final GreatFireBoard board;
    private final GreatFireLegal legal;

    GreatFireTurnEnd(GreatFireBoard board, GreatFireLegal legal) {
        this.board = board;
        this.legal = legal;
    }

    /** After an intensification cone: the intensification ends with its third cone or when no place is left. */
    void afterIntensificationCone(GreatFireState s, int seat, List<GreatFireEvent> out) {
        int placed = s.intensifyPlaced + 1;
        int capacity = legal.intensifyCapacity(s) - 1; // placing one cone lowers the capacity by exactly one
        if (placed < INTENSIFICATION_CONES && capacity > 0) return;
        // Done: all 3 placed, or no legal place left; the rest go back to the supply (l.311).
        List<String> pending = new ArrayList<>(s.pendingIntensifications);
        String card = pending.remove(0);
        out.add(new IntensificationResolved(seat, card, placed, INTENSIFICATION_CONES - placed));
        boolean finalStarted = false;
        int deckSize = s.deck.size();
        if (!EXTRA.equals(card)) {
            finalStarted = deckSize == 1;
            if (finalStarted) out.add(new FinalRoundStarted(finalTurns(s)));
            deckSize--;
        }
        continueTurn(s, seat, pending, capacity, deckSize, finalStarted, out);
    }

    private static int finalTurns(GreatFireState s) {
        return s.players * (s.rules.moreDestruction() ? 2 : 1); // seed l.313, variant 8.2 l.354
    }

    /** Phase C (seed l.295-299): draw, an intensification card surfacing, the owed extra one. */
    void phaseC(GreatFireState s, int seat, boolean extraOwed, List<GreatFireEvent> out) {
        List<String> pending = new ArrayList<>();
        int deckSize = s.deck.size();
        boolean finalRound = s.inFinalRound();
        if (!finalRound) { // the final round skips phase C: nothing left to draw (l.319)
            out.add(new CardDrawn(seat, Direction.valueOf(s.deck.get(0))));
            deckSize--;
            if (s.deck.size() > 1 && DeckEntries.isIntensification(s.deck.get(1))) {
                String letter = DeckEntries.letterOf(s.deck.get(1));
                out.add(new IntensificationRevealed(seat, letter));
                pending.add(letter);
            }
        }
        // The card first, then the extra one (spec Q13); in the final round per option (spec Q12).
        if (extraOwed && (!finalRound || s.rules.finalRoundExtraIntensification())) {
            out.add(new ExtraIntensificationOwed(seat));
            pending.add(EXTRA);
        }
        continueTurn(s, seat, pending, legal.intensifyCapacity(s), deckSize, false, out);
    }

    /** Resolves at once intensifications that cannot place any cone, then ends the turn if none is left. */
    private void continueTurn(
            GreatFireState s,
            int seat,
            List<String> pending,
            int capacity,
            int deckSize,
            boolean finalStarted,
            List<GreatFireEvent> out) {
        while (!pending.isEmpty() && capacity == 0) {
            String card = pending.remove(0);
            out.add(new IntensificationResolved(seat, card, 0, INTENSIFICATION_CONES));
            if (!EXTRA.equals(card)) {
                if (deckSize == 1) {
                    finalStarted = true;
                    out.add(new FinalRoundStarted(finalTurns(s)));
                }
                deckSize--;
            }
        }
        if (!pending.isEmpty()) return; // the player places cones next
        int remaining = finalStarted ? finalTurns(s) : s.finalTurnsRemaining;
        boolean startedThisTurn = finalStarted || s.finalRoundStartedThisTurn;
        // The turn that triggers the final round does not count (seed l.319).
        int after = remaining < 0 ? -1 : startedThisTurn ? remaining : remaining - 1;
        out.add(new TurnEnded(seat, (seat + 1) % s.players, after));
        if (after == 0) out.add(new GameEnded(Scoring.standings(board, s)));
    }
}
