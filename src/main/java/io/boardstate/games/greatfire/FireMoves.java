package io.boardstate.games.greatfire;

import java.util.Arrays;

/**
 * Which fire moves a card allows (seed l.152-195, spec §4.2-4.3). A cone leaves a source with at
 * least 2 cones, one free (never the last cone, l.154), travels through districts linked by arrows
 * that all hold free fire (a "fire network"), and takes its final step in the card's direction
 * into a district without free fire that is neither a park nor demolished (l.189). Among the
 * reachable destinations only the best priority class may be chosen (l.184-187).
 *
 * <p>Search bots list these moves for every position, so the networks are found once per state
 * ({@link Networks}) and shared by the four directions, and the moves of a network are listed as
 * its destinations times its sources ({@link LegalList}) rather than one by one.
 */
final class FireMoves {
    private static final int[] NONE = new int[0];

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

    /** Each space's priority class as a destination, 0 where a cone may not step in: read once, used per step. */
    static int[] classes(GreatFireBoard b, GreatFireState s) {
        int[] classes = new int[b.size()];
        for (int t = 0; t < classes.length; t++) if (enterable(b, s, t)) classes[t] = priority(s, t);
        return classes;
    }

    /**
     * Fire networks: connected groups of burning spaces over arrow links, numbered in the order of
     * their lowest space. {@code label} is -1 for spaces not burning; {@code members} (in no order)
     * and {@code sources} (the valid sources, ascending) of each network are both empty for a
     * network without a source, whose moves are never listed. {@code classes} holds each
     * space's priority class as a destination, 0 where a cone may not step in.
     */
    record Networks(int[] label, int[][] members, int[][] sources, int[] classes) {
        int count() {
            return members.length;
        }
    }

    static Networks networks(GreatFireBoard b, GreatFireState s) {
        int n = b.size();
        int[] label = new int[n];
        Arrays.fill(label, -1);
        int[] queue = new int[n];
        int[][] members = new int[n][];
        int[][] sources = new int[n][];
        int next = 0;
        for (int start = 0; start < n; start++) {
            if (label[start] >= 0 || !burning(b, s, start)) continue;
            int head = 0;
            int tail = 0;
            int sourceCount = 0;
            queue[tail++] = start;
            label[start] = next;
            while (head < tail) {
                int x = queue[head++];
                if (validSource(b, s, x)) sourceCount++;
                for (int y : b.fireNeighbours(x)) {
                    if (label[y] < 0 && burning(b, s, y)) {
                        label[y] = next;
                        queue[tail++] = y;
                    }
                }
            }
            // Most networks are a lone burning district that is no source: nothing to list for them.
            if (sourceCount == 0) {
                members[next] = NONE;
                sources[next++] = NONE;
                continue;
            }
            members[next] = Arrays.copyOf(queue, tail);
            int[] list = new int[sourceCount];
            int k = 0;
            for (int i = 0; i < tail; i++) if (validSource(b, s, queue[i])) list[k++] = queue[i];
            Arrays.sort(list);
            sources[next++] = list;
        }
        return new Networks(label, Arrays.copyOf(members, next), Arrays.copyOf(sources, next), classes(b, s));
    }

    /**
     * The destinations each network may reach with a card of one direction, best priority first
     * as the match's {@link GreatFireRules.PriorityScope} says: {@code words} longs of bits per
     * network; {@code globalBest} the best class over all networks, MAX_VALUE when there is none.
     */
    private record Targets(long[] bits, int words, int globalBest) {
        boolean has(int net, int t) {
            return (bits[net * words + (t >>> 6)] & (1L << t)) != 0;
        }
    }

    private static Targets targets(GreatFireBoard b, GreatFireState s, Networks nets, Direction d) {
        int words = (b.size() + 63) >>> 6;
        long[] bits = new long[nets.count() * words];
        int globalBest = Integer.MAX_VALUE;
        for (int net = 0; net < nets.count(); net++) {
            if (nets.sources()[net].length == 0) continue;
            globalBest = Math.min(globalBest, mark(b, s, nets.classes(), nets.members()[net], d, bits, net * words));
        }
        return new Targets(bits, words, globalBest);
    }

    /**
     * Sets in {@code bits} (from word {@code offset}) the destinations one network may choose by
     * the per-network scopes and returns its best priority class, MAX_VALUE when it reaches none.
     */
    private static int mark(
            GreatFireBoard b, GreatFireState s, int[] classes, int[] members, Direction d, long[] bits, int offset) {
        int best = Integer.MAX_VALUE;
        for (int x : members) for (int t : b.fireSteps(x, d)) if (classes[t] > 0) best = Math.min(best, classes[t]);
        if (best == Integer.MAX_VALUE) return best;
        boolean perExit = s.rules.priorityScope() == GreatFireRules.PriorityScope.PER_EXIT;
        for (int x : members) {
            int keep = best;
            if (perExit) {
                keep = Integer.MAX_VALUE;
                for (int t : b.fireSteps(x, d)) if (classes[t] > 0) keep = Math.min(keep, classes[t]);
            }
            for (int t : b.fireSteps(x, d)) if (classes[t] == keep) bits[offset + (t >>> 6)] |= 1L << t;
        }
        return best;
    }

    /** The spaces of the fire network holding a burning {@code start}, in no particular order. */
    private static int[] network(GreatFireBoard b, GreatFireState s, int start) {
        boolean[] seen = new boolean[b.size()];
        int[] queue = new int[b.size()];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        seen[start] = true;
        while (head < tail) {
            for (int y : b.fireNeighbours(queue[head++])) {
                if (!seen[y] && burning(b, s, y)) {
                    seen[y] = true;
                    queue[tail++] = y;
                }
            }
        }
        return Arrays.copyOf(queue, tail);
    }

    private static boolean allowed(GreatFireState s, int[] classes, Targets targets, int net, int t) {
        return targets.has(net, t)
                && (s.rules.priorityScope() != GreatFireRules.PriorityScope.GLOBAL
                        || classes[t] == targets.globalBest());
    }

    /**
     * Appends every legal move for a card of this direction to {@code out} as commands of {@code
     * kind}: by network, then destination, then source, each ascending; each network's moves as
     * one block (its destinations times its sources).
     */
    static void legal(GreatFireBoard b, GreatFireState s, Networks nets, Direction d, int kind, LegalList out) {
        Targets targets = targets(b, s, nets, d);
        if (targets.globalBest() == Integer.MAX_VALUE) return;
        int[] chosen = new int[b.size()];
        for (int net = 0; net < nets.count(); net++) {
            int[] sources = nets.sources()[net];
            if (sources.length == 0) continue;
            int count = 0;
            for (int w = 0; w < targets.words(); w++) {
                for (long word = targets.bits()[net * targets.words() + w]; word != 0; word &= word - 1) {
                    int t = (w << 6) + Long.numberOfTrailingZeros(word);
                    if (allowed(s, nets.classes(), targets, net, t)) chosen[count++] = t;
                }
            }
            if (count > 0) out.appendProduct(kind, Arrays.copyOf(chosen, count), sources);
        }
    }

    static boolean isLegal(GreatFireBoard b, GreatFireState s, Direction d, int source, int destination) {
        if (!validSource(b, s, source)) return false;
        if (s.rules.priorityScope() == GreatFireRules.PriorityScope.GLOBAL) {
            Networks nets = networks(b, s);
            return allowed(s, nets.classes(), targets(b, s, nets, d), nets.label()[source], destination);
        }
        // The other scopes compare destinations within the source's own network only: one pass
        // finds whether a step reaches the destination and the best class it competes with.
        if (!enterable(b, s, destination)) return false;
        int wanted = priority(s, destination);
        boolean perExit = s.rules.priorityScope() == GreatFireRules.PriorityScope.PER_EXIT;
        int best = Integer.MAX_VALUE;
        boolean reached = false;
        for (int x : network(b, s, source)) {
            int exitBest = Integer.MAX_VALUE;
            boolean here = false;
            for (int t : b.fireSteps(x, d)) {
                if (!enterable(b, s, t)) continue;
                exitBest = Math.min(exitBest, priority(s, t));
                here |= t == destination;
            }
            best = Math.min(best, exitBest);
            reached |= here && (!perExit || exitBest == wanted);
        }
        return reached && (perExit || best == wanted);
    }

    /** Some move is legal: a network with a source reaches an enterable district (every scope keeps its best). */
    static boolean anyLegal(GreatFireBoard b, GreatFireState s, Direction d) {
        return targets(b, s, networks(b, s), d).globalBest() != Integer.MAX_VALUE;
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
        int[] label = networks(b, s).label();
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
