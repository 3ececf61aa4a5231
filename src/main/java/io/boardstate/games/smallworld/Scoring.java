package io.boardstate.games.smallworld;

import io.boardstate.games.smallworld.SmallWorldState.RaceState;
import io.boardstate.games.smallworld.map.Terrain;
import java.util.LinkedHashMap;
import java.util.Map;

/** Coins won at the end of a turn (section 7), as a total and a breakdown by source. */
final class Scoring {
    record Score(int total, Map<String, Integer> breakdown) {}

    private Scoring() {}

    static Score score(SmallWorldState s, Board b, int seat) {
        Map<String, Integer> breakdown = new LinkedHashMap<>();
        int regions = 0;
        for (RaceState r : s.races) {
            if (r.seat != seat || r.gone) continue;
            int held = 0, farmland = 0, magic = 0, mines = 0, forest = 0, hill = 0, swamp = 0, fortresses = 0;
            for (int reg = 0; reg < b.size; reg++) {
                if (s.owner[reg] != r.id) continue;
                held++;
                Terrain t = b.terrain[reg];
                if (t == Terrain.FARMLAND) farmland++;
                if (t == Terrain.FOREST) forest++;
                if (t == Terrain.HILL) hill++;
                if (t == Terrain.SWAMP) swamp++;
                if (b.magic[reg]) magic++;
                if (b.mine[reg]) mines++;
                if (s.fortress[reg]) fortresses++;
            }
            regions += held; // 7.2: every region of every race of the player, declined included
            if (r.race == Race.DWARVES) add(breakdown, "DWARVES", mines); // persists in decline
            if (!r.active()) continue; // 7.3: other bonuses only for the active race
            switch (r.race) {
                case HUMANS -> add(breakdown, "HUMANS", farmland);
                case WIZARDS -> add(breakdown, "WIZARDS", magic);
                case ORCS -> add(breakdown, "ORCS", r.nonEmptyConquests); // K-3, R-26
                default -> {}
            }
            switch (r.power) {
                case ALCHEMIST -> add(breakdown, "ALCHEMIST", 2);
                case FOREST -> add(breakdown, "FOREST", forest);
                case HILL -> add(breakdown, "HILL", hill);
                case SWAMP -> add(breakdown, "SWAMP", swamp);
                case MERCHANT -> add(breakdown, "MERCHANT", held);
                case FORTIFIED -> add(breakdown, "FORTIFIED", fortresses);
                case PILLAGING -> add(breakdown, "PILLAGING", r.nonEmptyConquests);
                case WEALTHY -> add(breakdown, "WEALTHY", r.pickedThisTurn ? 7 : 0);
                default -> {}
            }
        }
        Map<String, Integer> ordered = new LinkedHashMap<>();
        ordered.put("regions", regions);
        ordered.putAll(breakdown);
        int total = 0;
        for (int v : ordered.values()) total += v;
        return new Score(total, ordered);
    }

    private static void add(Map<String, Integer> breakdown, String key, int value) {
        if (value > 0) breakdown.merge(key, value, Integer::sum);
    }

    /** Race tokens of a seat on the board, the tie-break of 3.1 (R-39: no hand, no markers). */
    static int tokensOnBoard(SmallWorldState s, int seat) {
        int sum = 0;
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] >= 0 && s.race(s.owner[reg]).seat == seat) sum += s.tokens[reg];
        }
        return sum;
    }
}
