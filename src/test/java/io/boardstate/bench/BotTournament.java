package io.boardstate.bench;

import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.engine.bot.Bots;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * How strong the computer players are (not a test): for each game, matches of 4 seats where two
 * seats play one level and two the next lower one (seats alternate, so both sides move first
 * equally often), counted as the share of first places the stronger level takes (ties: shared);
 * with the one-sided binomial p-value of that share against 50 %, and the CPU time per decision
 * at each level. The search bot spends the budget the service gives it ({@link Bots.Budget#DEFAULT}).
 *
 * <p>Run: {@code java -cp <test classpath> io.boardstate.bench.BotTournament [matches per pair,
 * default 20] [ruleset ids, default all]}.
 */
public final class BotTournament {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private final Map<BotLevel, long[]> cpu = new EnumMap<>(BotLevel.class); // nanos, decisions

    public static void main(String[] args) {
        int matches = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        List<String> ids = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : List.of();
        System.out.printf(
                "Bot tournament: %d four-seat matches per pair of levels, Java %s%n", matches, Runtime.version());
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (!r.getClass().getName().startsWith("io.boardstate.games.")) continue;
            if (!ids.isEmpty() && !ids.contains(r.info().id())) continue;
            @SuppressWarnings("unchecked")
            Ruleset<Object, Command, Event> ruleset = (Ruleset<Object, Command, Event>) r;
            new BotTournament().run(ruleset, matches);
        }
    }

    private void run(Ruleset<Object, Command, Event> ruleset, int matches) {
        BotSupport<Object> support = ruleset.botSupport().orElseThrow();
        for (BotLevel l : BotLevel.values()) cpu.put(l, new long[2]);
        for (BotLevel strong : List.of(BotLevel.MEDIUM, BotLevel.HARD)) {
            BotLevel weak = BotLevel.values()[strong.ordinal() - 1];
            double strongWins = 0;
            double weakWins = 0;
            for (int m = 0; m < matches; m++) {
                BotLevel[] seats = new BotLevel[4];
                for (int s = 0; s < 4; s++) seats[s] = (s + m) % 2 == 0 ? strong : weak;
                List<SeatResult> result = play(ruleset, support, seats, 1000L * m + strong.ordinal());
                long firsts = result.stream().filter(r -> r.rank() == 1).count();
                for (SeatResult r : result) {
                    if (r.rank() != 1) continue;
                    if (seats[r.seat()] == strong) strongWins += 1.0 / firsts;
                    else weakWins += 1.0 / firsts;
                }
            }
            double share = strongWins / (strongWins + weakWins);
            System.out.printf(
                    "%s  %-6s vs %-6s  first places %5.1f : %5.1f  share %.2f  p = %.4f (one-sided binomial, n = %d)%n",
                    ruleset.info().id(),
                    strong.id(),
                    weak.id(),
                    strongWins,
                    weakWins,
                    share,
                    pValue((int) Math.round(strongWins), matches),
                    matches);
        }
        for (BotLevel l : BotLevel.values()) {
            long[] c = cpu.get(l);
            System.out.printf(
                    "%s  %-6s CPU per decision %.2f ms (%d decisions)%n",
                    ruleset.info().id(), l.id(), c[1] == 0 ? 0 : c[0] / 1e6 / c[1], c[1]);
        }
    }

    private List<SeatResult> play(
            Ruleset<Object, Command, Event> ruleset, BotSupport<Object> support, BotLevel[] seats, long seed) {
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
        var start = (Decision.Accepted<Event>) ruleset.setup(new MatchSetup(seats.length, options), Rng.of(seed));
        Object s = null;
        for (Event e : start.events()) s = ruleset.apply(s, e);
        for (long n = 0; !ruleset.isOver(s); n++) {
            int seat = ruleset.seatsToAct(s).iterator().next();
            long before = CPU.getCurrentThreadCpuTime();
            Command c = Bots.choose(ruleset, support, s, seat, seats[seat], Bots.Budget.DEFAULT, seed * 7919 + n)
                    .orElseThrow();
            long[] c0 = cpu.get(seats[seat]);
            c0[0] += CPU.getCurrentThreadCpuTime() - before;
            c0[1]++;
            var d = (Decision.Accepted<Event>) ruleset.decide(s, seat, c, Rng.of(seed * 31 + n));
            for (Event e : d.events()) s = ruleset.apply(s, e);
        }
        return ruleset.result(s).orElseThrow();
    }

    /** P(X >= k) for X ~ Binomial(n, 1/2). */
    static double pValue(int k, int n) {
        double p = 0;
        for (int i = Math.max(0, k); i <= n; i++) p += Math.exp(logChoose(n, i) - n * Math.log(2));
        return Math.min(1, p);
    }

    private static double logChoose(int n, int k) {
        double r = 0;
        for (int i = 1; i <= k; i++) r += Math.log(n - k + i) - Math.log(i);
        return r;
    }
}
