package io.boardstate.engine.bot;

import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The computer players of every game: one command for a seat at a level, chosen from the seat's
 * legal list (the list the seat itself is served) and judged on determinized states only
 * ({@link BotSupport#determinize}), so a bot never uses what its seat may not see. Deterministic
 * for a seed and a budget.
 */
public final class Bots {
    /** Candidates judged one command ahead at most: a longer legal list is sampled. */
    static final int MAX_CANDIDATES = 96;

    /**
     * Bot commands in one turn after which its rest is the game's default commands, which end it.
     * A turn can go round in circles (with {@code allowAbandonAfterFirstConquest} a race abandons a
     * region and takes it back; Warcraft's Champion moves back and forth during redeployment), and
     * a bot's choice can follow the circle: without this the seat would never hand on the turn.
     * Outside such circles, turns of bot and random games took at most 23 commands.
     */
    public static final int TURN_COMMANDS = 64;

    /**
     * What a decision may spend: {@code playouts} for a hard decision, each at most {@code horizon}
     * commands long.
     */
    public record Budget(int playouts, int horizon) {
        public static final Budget DEFAULT = new Budget(240, 48);

        public Budget {
            if (playouts < 1 || horizon < 1)
                throw new IllegalArgumentException("a budget needs playouts and a horizon");
        }
    }

    private Bots() {}

    /** The command {@code seat} plays now at {@code level}, or empty when it is not to act. */
    public static <S, C extends Command, E extends Event> Optional<C> choose(
            Ruleset<S, C, E> rules,
            BotSupport<S> support,
            S state,
            int seat,
            BotLevel level,
            Budget budget,
            long seed) {
        if (rules.isOver(state) || !rules.seatsToAct(state).contains(seat)) return Optional.empty();
        List<C> legal = rules.legalCommands(state, seat);
        if (legal.isEmpty()) return Optional.empty();
        Rng rng = Rng.of(seed);
        if (legal.size() == 1) return Optional.of(legal.getFirst());
        return Optional.of(
                switch (level) {
                    case EASY -> rng.pick(legal);
                    case MEDIUM ->
                        ranked(rules, support, support.determinize(state, seat, rng), seat, legal, rng)
                                .getFirst()
                                .command();
                    case HARD -> SearchBot.choose(rules, support, state, seat, legal, budget, rng);
                });
    }

    /** A candidate and its value one command ahead. */
    record Scored<C>(C command, double value) {}

    /**
     * The candidates (at most {@link #MAX_CANDIDATES}, sampled without bias when more) by value
     * one command ahead on the determinized state {@code seen}, best first; ties keep a random
     * order, so equal moves do not always fall on the first listed.
     */
    static <S, C extends Command, E extends Event> List<Scored<C>> ranked(
            Ruleset<S, C, E> rules, BotSupport<S> support, S seen, int seat, List<C> legal, Rng rng) {
        List<C> candidates = new ArrayList<>(legal);
        rng.shuffle(candidates);
        if (candidates.size() > MAX_CANDIDATES) candidates = candidates.subList(0, MAX_CANDIDATES);
        List<Scored<C>> scored = new ArrayList<>(candidates.size());
        for (C c : candidates) {
            S after = play(rules, seen, seat, c, rng);
            scored.add(new Scored<>(c, after == null ? Double.NEGATIVE_INFINITY : margin(rules, support, after, seat)));
        }
        scored.sort((a, b) -> Double.compare(b.value(), a.value())); // stable: ties keep the shuffled order
        return scored;
    }

    /** {@code command} of {@code seat} played on a copy of {@code state}, or null if refused there. */
    static <S, C extends Command, E extends Event> S play(
            Ruleset<S, C, E> rules, S state, int seat, C command, Rng rng) {
        Decision<E> d = rules.decide(state, seat, command, rng);
        if (!(d instanceof Decision.Accepted<E> accepted)) return null;
        S next = rules.copy(state);
        for (E e : accepted.events()) next = rules.apply(next, e);
        return next;
    }

    /**
     * The seat's value less the best other seat's: what a seat wants is to be ahead, not only to
     * score. A finished game counts its final ranks on top.
     */
    static <S> double margin(Ruleset<S, ?, ?> rules, BotSupport<S> support, S state, int seat) {
        double mine = support.evaluate(state, seat);
        double best = Double.NEGATIVE_INFINITY;
        int seats = support.seats(state);
        for (int other = 0; other < seats; other++)
            if (other != seat) best = Math.max(best, support.evaluate(state, other));
        double margin = best == Double.NEGATIVE_INFINITY ? mine : mine - best;
        var result = rules.result(state);
        if (result.isPresent()) {
            for (var r : result.get()) if (r.seat() == seat) margin += r.rank() == 1 ? 1000 : -100 * r.rank();
        }
        return margin;
    }
}
