package io.boardstate.engine;

/**
 * What a game gives its computer players: a way to forget what a seat may not see, and a
 * judgement of a position from that seat's side. Bots never read the state they are handed
 * except through {@link #determinize}: everything they look at is a sample that the seat could
 * not tell from the real match (determinization, as in perfect-information Monte Carlo and
 * information-set MCTS).
 *
 * @param <S> the game state
 */
public interface BotSupport<S> {
    /**
     * A new state that {@code seat} cannot tell from {@code state}: each secret from the seat
     * (others' coins, colours, objectives and hands, pile orders, face-down pieces) is drawn
     * again from {@code rng}, among what the seat does not know; everything the seat sees is
     * kept. The result must depend only on the seat's view and {@code rng}: hidden members are
     * read only to collect the pool they are drawn from, never to keep a value (so {@code
     * determinize(determinize(s, r1), r2)} equals {@code determinize(s, r2)}). Never changes
     * {@code state}.
     */
    S determinize(S state, int seat, Rng rng);

    /**
     * How good {@code state} is for {@code seat}, in points of the game's own score (coins,
     * victory points) with the position's promise added (regions held, pieces in play); higher
     * is better. Used on determinized states only.
     */
    double evaluate(S state, int seat);

    /** The number of seats of the match. */
    int seats(S state);
}
