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
 * ({@link Networks}) and shared by the four directions, and the moves come back packed in an
 * {@code int[]} rather than as one object each.
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

    /**
     * Fire networks: connected groups of burning spaces over arrow links, numbered in the order of
     * their lowest space. {@code label} is -1 for spaces not burning; {@code members} and {@code
     * sources} (the valid sources) of each network are ascending.
     */
    record Networks(int[] label, int[][] members, int[][] sources) {
        int count() {
            return members.length;
        }
    }

    static Networks networks(GreatFireBoard b, GreatFireState s) {
        int n = b.size();
        int[] label = new int[n];
        Arrays.fill(label, -1);
        int[] queue = new int[n];
        int[] sizes = new int[n];
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
            sizes[next++] = tail;
        }
        int[][] members = new int[next][];
        int[] sourceCounts = new int[next];
        for (int net = 0; net < next; net++) members[net] = new int[sizes[net]];
        Arrays.fill(sizes, 0);
        for (int x = 0; x < n; x++) {
            int net = label[x];
            if (net < 0) continue;
            members[net][sizes[net]++] = x;
            if (validSource(b, s, x)) sourceCounts[net]++;
        }
        int[][] sources = new int[next][];
        for (int net = 0; net < next; net++) {
            int[] list = new int[sourceCounts[net]];
            int k = 0;
            for (int x : members[net]) if (validSource(b, s, x)) list[k++] = x;
            sources[net] = list;
        }
        return new Networks(label, members, sources);
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
        GreatFireRules.PriorityScope scope = s.rules.priorityScope();
        int globalBest = Integer.MAX_VALUE;
        for (int net = 0; net < nets.count(); net++) {
            if (nets.sources()[net].length == 0) continue;
            int best = Integer.MAX_VALUE;
            for (int x : nets.members()[net])
                for (int t : b.fireSteps(x, d)) if (enterable(b, s, t)) best = Math.min(best, priority(s, t));
            if (best == Integer.MAX_VALUE) continue;
            for (int x : nets.members()[net]) {
                int keep = best;
                if (scope == GreatFireRules.PriorityScope.PER_EXIT) {
                    keep = Integer.MAX_VALUE;
                    for (int t : b.fireSteps(x, d)) if (enterable(b, s, t)) keep = Math.min(keep, priority(s, t));
                }
                for (int t : b.fireSteps(x, d))
                    if (enterable(b, s, t) && priority(s, t) == keep) bits[net * words + (t >>> 6)] |= 1L << t;
            }
            globalBest = Math.min(globalBest, best);
        }
        return new Targets(bits, words, globalBest);
    }

    private static boolean allowed(GreatFireState s, Targets targets, int net, int t) {
        return targets.has(net, t)
                && (s.rules.priorityScope() != GreatFireRules.PriorityScope.GLOBAL
                        || priority(s, t) == targets.globalBest());
    }

    /**
     * Every legal move for a card of this direction, packed as {source, destination} pairs: by
     * network, then destination, then source, each ascending.
     */
    static int[] legal(GreatFireBoard b, GreatFireState s, Networks nets, Direction d) {
        Targets targets = targets(b, s, nets, d);
        if (targets.globalBest() == Integer.MAX_VALUE) return new int[0];
        int[] moves = new int[16];
        int size = 0;
        for (int net = 0; net < nets.count(); net++) {
            int[] sources = nets.sources()[net];
            if (sources.length == 0) continue;
            for (int w = 0; w < targets.words(); w++) {
                for (long word = targets.bits()[net * targets.words() + w]; word != 0; word &= word - 1) {
                    int t = (w << 6) + Long.numberOfTrailingZeros(word);
                    if (!allowed(s, targets, net, t)) continue;
                    if (size + 2 * sources.length > moves.length)
                        moves = Arrays.copyOf(moves, Math.max(moves.length * 2, size + 2 * sources.length));
                    for (int src : sources) {
                        moves[size++] = src;
                        moves[size++] = t;
                    }
                }
            }
        }
        return Arrays.copyOf(moves, size);
    }

    static boolean isLegal(GreatFireBoard b, GreatFireState s, Direction d, int source, int destination) {
        Networks nets = networks(b, s);
        int net = nets.label()[source];
        if (net < 0 || !validSource(b, s, source)) return false;
        return allowed(s, targets(b, s, nets, d), net, destination);
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
