package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.ability.ScoreRule;
import io.boardstate.games.smallworld.core.ability.Traits;
import java.util.LinkedHashMap;
import java.util.Map;

/** Coins won at the end of a turn (section 7), as a total and a breakdown by source; and the tie-break count. */
public final class Scoring {
    public record Score(int total, Map<String, Integer> breakdown) {}

    private Scoring() {}

    /** The breakdown's key for 7.2 (a coin per region); no race or power has this id. */
    private static final String REGIONS = "regions";

    public static Score score(Game g, int seat) {
        Map<String, Integer> breakdown = new LinkedHashMap<>();
        breakdown.put(REGIONS, 0); // first in the breakdown; its count is set below, which keeps the order
        int regions = 0;
        for (RaceState<?> r : g.s.races) {
            if (r.seat != seat || r.gone) continue;
            regions += r.regions; // 7.2: every region of every race of the player, declined included
            addRules(g, r, g.raceDef(r), breakdown); // 7.3: bonuses of the active race, and the few in decline
            addRules(g, r, g.powerDef(r), breakdown);
            Hooks.score(g, r, breakdown);
        }
        breakdown.put(REGIONS, regions);
        int total = 0;
        for (int v : breakdown.values()) total += v;
        return new Score(total, breakdown);
    }

    /** The data rules (races.json / powers.json {@code score}) of {@code traits} for race r, added to {@code breakdown}. */
    public static void addRules(Game g, RaceState<?> r, Traits traits, Map<String, Integer> breakdown) {
        for (ScoreRule rule : traits.score()) {
            if (!r.active() && !rule.inDecline()) continue;
            if (rule.onlyTurnPicked() && !r.pickedThisTurn) continue;
            int count =
                    switch (rule.per()) {
                        case TURN -> 1;
                        case NON_EMPTY_CONQUEST -> r.nonEmptyConquests;
                        case REGION -> matchingRegions(g, r, rule);
                    };
            add(breakdown, traits.id(), count * rule.coins());
        }
    }

    private static int matchingRegions(Game g, RaceState<?> r, ScoreRule rule) {
        int count = 0;
        for (int reg = 0; reg < g.map.size; reg++) {
            if (g.s.owner[reg] != r.id) continue;
            if (rule.terrain() >= 0 && g.map.terrain[reg] != rule.terrain()) continue;
            if (rule.symbol() >= 0 && !g.map.has(reg, rule.symbol())) continue;
            if (rule.marker() >= 0 && g.s.markers[rule.marker()][reg] == 0) continue;
            count++;
        }
        return count;
    }

    /** Adds a positive bonus under {@code key} (zero bonuses are left out of the breakdown). */
    public static void add(Map<String, Integer> breakdown, String key, int value) {
        if (value > 0) breakdown.merge(key, value, Integer::sum);
    }

    /** Race tokens of a seat on the board, the tie-break of 3.1 (R-39: no hand, no markers). */
    public static int tokensOnBoard(SmallWorldState<?, ?> s, int seat) {
        int sum = 0;
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] >= 0 && s.races.get(s.owner[reg]).seat == seat) sum += s.tokens[reg];
        }
        return sum;
    }
}
