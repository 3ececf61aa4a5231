package io.boardstate.games.greatfire;

import java.util.ArrayList;
import java.util.List;

/**
 * Which fire moves a card allows (seed l.152-195, spec §4.2-4.3). A cone leaves a source with at
 * least 2 cones, one free (never the last cone, l.154), travels through districts linked by arrows
 * that all hold free fire (a "fire network"), and takes its final step in the card's direction
 * into a district without free fire that is neither a park nor demolished (l.189). Among the
 * reachable destinations only the best priority class may be chosen (l.184-187).
 */
final class FireMoves {
    private FireMoves() {}

    /** Priority class of a destination, 1 best (seed l.184-187); "teams" counts committed ones too (spec Q21). */
    static int priority(GreatFireState s, int t) {
        boolean houses = !s.houses.get(t).isEmpty();
        boolean teams = s.teams(t) > 0;
        if (houses) return teams ? 2 : 1;
        return teams ? 4 : 3;
    }

    static boolean burning(GreatFireBoard b, GreatFireState s, int space) {
        return space == b.puddingLane() || s.freeCones[space] > 0;
    }

    /** A cone may be taken here: Pudding Lane (unlimited, l.156) or >= 2 cones with >= 1 free (l.152). */
    static boolean validSource(GreatFireBoard b, GreatFireState s, int space) {
        return space == b.puddingLane() || (s.freeCones[space] >= 1 && s.cones(space) >= 2);
    }

    /** A district a cone may step into: no free fire, not a park, not demolished (l.189, spec Q7). */
    static boolean enterable(GreatFireBoard b, GreatFireState s, int t) {
        return b.isDistrict(t) && !s.demolished[t] && s.freeCones[t] == 0;
    }

    /** Fire networks: connected groups of burning spaces over arrow links; -1 for spaces not burning. */
    static int[] networks(GreatFireBoard b, GreatFireState s) {
        int n = b.size();
        int[] label = new int[n];
        java.util.Arrays.fill(label, -1);
        int[] queue = new int[n];
        int next = 0;
        for (int start = 0; start < n; start++) {
            if (label[start] >= 0 || !burning(b, s, start)) continue;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            label[start] = next;
            while (head < tail) {
                int x = queue[head++];
                for (int y : b.fireNeighbours(x)) {
                    if (label[y] < 0 && burning(b, s, y)) {
                        label[y] = next;
                        queue[tail++] = y;
                    }
                }
            }
            next++;
        }
        return label;
    }

    /** Every legal (source, destination) pair for a card of this direction. */
    static List<int[]> legal(GreatFireBoard b, GreatFireState s, Direction d) {
        int n = b.size();
        int[] label = networks(b, s);
        int networks = 0;
        for (int l : label) networks = Math.max(networks, l + 1);
        boolean[] hasSource = new boolean[networks];
        for (int i = 0; i < n; i++) if (label[i] >= 0 && validSource(b, s, i)) hasSource[label[i]] = true;
        // Several networks may reach the same target, so targets are collected per network.
        List<int[]> result = new ArrayList<>();
        GreatFireRules.PriorityScope scope = s.rules.priorityScope();
        int globalBest = Integer.MAX_VALUE;
        List<boolean[]> targetsByNetwork = new ArrayList<>(networks);
        for (int net = 0; net < networks; net++) {
            boolean[] targets = new boolean[n];
            targetsByNetwork.add(targets);
            if (!hasSource[net]) continue;
            int best = Integer.MAX_VALUE;
            for (int x = 0; x < n; x++) {
                if (label[x] != net) continue;
                for (int t : b.fireSteps(x, d)) if (enterable(b, s, t)) best = Math.min(best, priority(s, t));
            }
            if (best == Integer.MAX_VALUE) continue;
            for (int x = 0; x < n; x++) {
                if (label[x] != net) continue;
                int exitBest = Integer.MAX_VALUE;
                if (scope == GreatFireRules.PriorityScope.PER_EXIT) {
                    for (int t : b.fireSteps(x, d))
                        if (enterable(b, s, t)) exitBest = Math.min(exitBest, priority(s, t));
                }
                for (int t : b.fireSteps(x, d)) {
                    if (!enterable(b, s, t)) continue;
                    int p = priority(s, t);
                    boolean keep =
                            switch (scope) {
                                case PER_SOURCE, GLOBAL -> p == best;
                                case PER_EXIT -> p == exitBest;
                            };
                    if (keep) targets[t] = true;
                }
            }
            globalBest = Math.min(globalBest, best);
        }
        for (int net = 0; net < networks; net++) {
            boolean[] targets = targetsByNetwork.get(net);
            for (int t = 0; t < n; t++) {
                if (!targets[t]) continue;
                if (scope == GreatFireRules.PriorityScope.GLOBAL && priority(s, t) != globalBest) continue;
                for (int src = 0; src < n; src++) {
                    if (label[src] == net && validSource(b, s, src)) result.add(new int[] {src, t});
                }
            }
        }
        return result;
    }

    static boolean isLegal(GreatFireBoard b, GreatFireState s, Direction d, int source, int destination) {
        for (int[] move : legal(b, s, d)) if (move[0] == source && move[1] == destination) return true;
        return false;
    }

    static boolean anyLegal(GreatFireBoard b, GreatFireState s, Direction d) {
        return !legal(b, s, d).isEmpty();
    }

    /**
     * Why a move that is not legal is refused: the stable rule name and a message citing the rule.
     * Only called for moves {@link #isLegal} rejected.
     */
    static String[] whyIllegal(GreatFireBoard b, GreatFireState s, Direction d, int source, int destination) {
        if (!validSource(b, s, source)) {
            return new String[] {
                "FIRE_SOURCE",
                "A cone must come from a district with at least 2 cones, at least one of them free; the last cone is never taken (seed l.152-154)."
            };
        }
        int[] label = networks(b, s);
        boolean reachable = false;
        for (int x = 0; x < b.size() && !reachable; x++) {
            if (label[x] != label[source]) continue;
            for (int t : b.fireSteps(x, d)) if (t == destination && enterable(b, s, t)) reachable = true;
        }
        if (!reachable) {
            return new String[] {
                "FIRE_DESTINATION",
                "The cone may cross districts with free fire only and must end with a " + d
                        + " arrow step into a district without free fire that is neither a park nor demolished (seed l.152, l.189)."
            };
        }
        return new String[] {
            "FIRE_PRIORITY",
            "Another reachable district has a higher fire priority: houses without teams, houses with teams, empty without teams, empty with teams (seed l.184-187)."
        };
    }
}
