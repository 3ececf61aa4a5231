package io.boardstate.engine.bot;

import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The hard bot: determinized Monte Carlo search (perfect-information Monte Carlo, the root of
 * information-set MCTS). The medium bot's best candidates are kept; each playout draws a new
 * determinization (a world the seat cannot tell from the real one), plays a candidate chosen by
 * UCB1, lets every seat play on with a quick policy to a horizon and scores the margin there. A
 * new world per playout is what keeps the search from trusting one guess of the hidden cards.
 */
final class SearchBot {
    /** The candidates searched: the medium bot's best ones. */
    static final int WIDTH = 6;
    /** How many commands the quick policy judges before it plays the best of them. */
    static final int QUICK_SAMPLES = 3;
    /** Margins are squashed to (0, 1) on this scale of points, so one lucky playout does not dominate. */
    static final double SCALE = 6.0;

    private SearchBot() {}

    static <S, C extends Command, E extends Event> C choose(
            Ruleset<S, C, E> rules,
            BotSupport<S> support,
            S state,
            int seat,
            List<C> legal,
            Bots.Budget budget,
            Rng rng) {
        List<Bots.Scored<C>> ranked =
                Bots.ranked(rules, support, support.determinize(state, seat, rng), seat, legal, rng);
        List<C> candidates = new ArrayList<>();
        for (Bots.Scored<C> s : ranked) {
            if (candidates.size() == WIDTH || s.value() == Double.NEGATIVE_INFINITY) break;
            candidates.add(s.command());
        }
        if (candidates.size() <= 1) return ranked.getFirst().command();
        int n = candidates.size();
        double[] total = new double[n];
        int[] visits = new int[n];
        for (int i = 0; i < budget.playouts(); i++) {
            int pick = i < n ? i : ucb(total, visits, i);
            S world = support.determinize(state, seat, rng);
            S after = Bots.play(rules, world, seat, candidates.get(pick), rng);
            double reward = after == null
                    ? 0
                    : squash(Bots.margin(rules, support, playout(rules, support, after, budget.horizon(), rng), seat));
            total[pick] += reward;
            visits[pick]++;
        }
        int best = 0;
        for (int k = 1; k < n; k++)
            if (visits[k] > visits[best] || (visits[k] == visits[best] && total[k] > total[best])) best = k;
        return candidates.get(best);
    }

    private static int ucb(double[] total, int[] visits, int played) {
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        double log = Math.log(played);
        for (int k = 0; k < total.length; k++) {
            double v = total[k] / visits[k] + Math.sqrt(2 * log / visits[k]);
            if (v > bestValue) {
                bestValue = v;
                best = k;
            }
        }
        return best;
    }

    private static double squash(double margin) {
        return 1 / (1 + Math.exp(-margin / SCALE));
    }

    /**
     * Every seat plays on from {@code state} for at most {@code horizon} commands: each time the
     * best of a few random legal commands, judged one command ahead for the seat that plays it.
     */
    static <S, C extends Command, E extends Event> S playout(
            Ruleset<S, C, E> rules, BotSupport<S> support, S state, int horizon, Rng rng) {
        S s = state;
        for (int ply = 0; ply < horizon && !rules.isOver(s); ply++) {
            Set<Integer> toAct = rules.seatsToAct(s);
            if (toAct.isEmpty()) break;
            int actor = toAct.iterator().next();
            List<C> legal = rules.legalCommands(s, actor);
            if (legal.isEmpty()) break;
            S best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < Math.min(QUICK_SAMPLES, legal.size()); k++) {
                S next = Bots.play(rules, s, actor, rng.pick(legal), rng);
                if (next == null) continue;
                double v = support.evaluate(next, actor);
                if (v > bestValue) {
                    bestValue = v;
                    best = next;
                }
            }
            if (best == null) break;
            s = best;
        }
        return s;
    }
}
