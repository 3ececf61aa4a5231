package io.boardstate.games.greatfire;

import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Rng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What Great Fire's computer players see and want. Secret from a seat until the end (seed §2,
 * l.95-123): the others' colour cards (unless variant 8.1 shows them), their objective cards,
 * their fire cards and their tiles, the order of the deck's fire cards (the face-up
 * intensification cards keep their places) and the tiles face down on the board. A
 * determinization deals all of those again from what the seat cannot see.
 *
 * <p>The value of a position for a seat: the victory points it would score if the game ended now
 * (houses of its colour, extinguished cones, surviving objectives, tiles, the hero: §7.1).
 */
final class GreatFireBots implements BotSupport<GreatFireState> {
    private final GreatFireBoard board;

    GreatFireBots(GreatFireBoard board) {
        this.board = board;
    }

    @Override
    public GreatFireState determinize(GreatFireState state, int seat, Rng rng) {
        GreatFireState c = state.copy();
        if (c.isOver()) return c;
        tiles(c, seat, rng);
        if (!c.rules.publicColours()) colours(c, seat, rng);
        objectives(c, seat, rng);
        fireCards(c, seat, rng);
        return c;
    }

    /** Six colour cards, one per player (l.95): the others' come from the five the seat does not hold. */
    private static void colours(GreatFireState c, int seat, Rng rng) {
        List<Colour> pool = new ArrayList<>(List.of(Colour.values()));
        pool.remove(c.secretColours.get(seat));
        rng.shuffle(pool);
        int k = 0;
        for (int other = 0; other < c.players; other++)
            if (other != seat && c.secretColours.get(other) != null) c.secretColours.set(other, pool.get(k++));
    }

    /**
     * One card of each of the three decks per player (l.99): the others' from each deck's cards the
     * seat does not hold, listed by deck (their order in hand is no secret worth keeping).
     */
    private void objectives(GreatFireState c, int seat, Rng rng) {
        List<List<String>> dealt = new ArrayList<>();
        for (int other = 0; other < c.players; other++) dealt.add(new ArrayList<>());
        for (int deck = 1; deck <= 3; deck++) {
            List<String> pool = new ArrayList<>();
            for (GreatFireBoard.ObjectiveCard card : board.objectives())
                if (card.deck() == deck && !c.objectives.get(seat).contains(card.id())) pool.add(card.id());
            Collections.sort(pool);
            rng.shuffle(pool);
            int k = 0;
            for (int other = 0; other < c.players; other++) {
                if (other == seat) continue;
                for (String held : c.objectives.get(other))
                    if (board.objective(held).deck() == deck) dealt.get(other).add(pool.get(k++));
            }
        }
        for (int other = 0; other < c.players; other++) if (other != seat) c.objectives.set(other, dealt.get(other));
    }

    /**
     * The others' hands and the deck's fire cards, dealt again from the cards the seat has not
     * seen: the whole pack (l.101) less its own hand and the cards played or discarded (public,
     * spec Q28); the intensification cards stay where they lie face up.
     */
    private void fireCards(GreatFireState c, int seat, Rng rng) {
        java.util.Map<Direction, Integer> unseen = new java.util.EnumMap<>(board.fireCardCounts());
        for (Direction d : c.hands.get(seat)) unseen.merge(d, -1, Integer::sum);
        for (Direction d : c.playedCards) unseen.merge(d, -1, Integer::sum);
        List<Direction> pool = new ArrayList<>();
        unseen.forEach((d, n) -> {
            for (int i = 0; i < n; i++) pool.add(d);
        });
        rng.shuffle(pool);
        int k = 0;
        for (int other = 0; other < c.players; other++) {
            if (other == seat) continue;
            List<Direction> hand = c.hands.get(other);
            for (int i = 0; i < hand.size(); i++) hand.set(i, pool.get(k++));
        }
        for (int i = 0; i < c.deck.size(); i++)
            if (!DeckEntries.isIntensification(c.deck.get(i)))
                c.deck.set(i, pool.get(k++).name());
    }

    /**
     * The tiles face down on the board and in the others' hands, dealt again to the same places
     * from the tiles the seat does not hold (l.89).
     */
    private static void tiles(GreatFireState c, int seat, Rng rng) {
        List<Tile> pool = new ArrayList<>();
        for (Tile t : Tile.values()) for (int k = 0; k < GreatFireBoard.TILE_COUNTS.get(t); k++) pool.add(t);
        if (seat < c.heldTiles.size()) for (Tile t : c.heldTiles.get(seat)) pool.remove(t);
        rng.shuffle(pool);
        int k = 0;
        for (int i = 0; i < c.boardTiles.size(); i++)
            if (c.boardTiles.get(i) != null) c.boardTiles.set(i, pool.get(k++));
        for (int other = 0; other < c.heldTiles.size(); other++) {
            if (other == seat) continue;
            List<Tile> held = c.heldTiles.get(other);
            for (int i = 0; i < held.size(); i++) held.set(i, pool.get(k++));
        }
    }

    @Override
    public double evaluate(GreatFireState s, int seat) {
        return s.secretColours.contains(null)
                ? 0
                : Scoring.standings(board, s).get(seat).total();
    }

    @Override
    public int seats(GreatFireState s) {
        return s.players;
    }
}
