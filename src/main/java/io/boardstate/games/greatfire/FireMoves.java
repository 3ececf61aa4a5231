package io.boardstate.games.greatfire;

import java.util.Arrays;

/**
 * Which fire moves a card allows (seed l.152-195, spec §4.2-4.3). A cone leaves a source with at
 * least 2 cones, one free (never the last cone, l.154), travels through districts linked by arrows
 * that all hold free fire (a "fire network"), and takes its final step in the card's direction
 * into a district without free fire that is neither a park nor demolished (l.189). Among the
 * reachable destinations only the best priority class may be chosen (l.184-187).
 *
 * <p>Search bots list these moves for every position, so a state's fire facts are read once into
 * bitsets of spaces ({@link Analysis}), shared by the four directions, and a network's reach is
 * the union of its members' precomputed step sets; the moves of a network are listed as its
 * destinations times its sources ({@link LegalList}) rather than one by one.
 */
final class FireMoves {
    private static final int CLASSES = 4;

    private final GreatFireBoard board;
    private final int n;
    /** Longs per set of spaces. */
    private final int words;
    /** Arrow neighbours of each space as a set: {@code words} longs from {@code space * words}. */
    private final long[] neighbours;
    /** The spaces a card steps into from each space: from {@code (direction * n + space) * words}. */
    private final long[] steps;

    FireMoves(GreatFireBoard board) {
        this.board = board;
        n = board.size();
        words = (n + 63) >>> 6;
        neighbours = new long[n * words];
        Direction[] directions = Direction.values();
        steps = new long[directions.length * n * words];
        for (int x = 0; x < n; x++) {
            for (int y : board.fireNeighbours(x)) neighbours[x * words + (y >>> 6)] |= 1L << y;
            for (Direction d : directions)
                for (int t : board.fireSteps(x, d)) steps[(d.ordinal() * n + x) * words + (t >>> 6)] |= 1L << t;
        }
    }

    /** Priority class of a destination, 1 best (seed l.184-187); "teams" counts committed ones too (spec Q21). */
    static int priority(GreatFireState s, int t) {
        boolean houses = !s.houses.get(t).isEmpty();
        boolean teams = s.teams(t) > 0;
        if (houses) return teams ? 2 : 1;
        return teams ? 4 : 3;
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
     * One state's fire facts as sets of spaces, {@code words} longs each: the enterable districts
     * of each priority class (class k from {@code (k - 1) * words}) and the fire networks
     * (connected groups of burning spaces over arrow links) that hold a source, in the order of
     * their lowest space (network i from {@code i * words}), with each one's sources ascending.
     * Networks without a source are left out: their moves are never listed.
     */
    record Analysis(GreatFireRules.PriorityScope scope, long[] classes, long[] nets, int[][] netSources) {
        int count() {
            return netSources.length;
        }
    }

    Analysis analyse(GreatFireState s) {
        long[] burning = new long[words];
        long[] sources = new long[words];
        long[] classes = new long[CLASSES * words];
        int pudding = board.puddingLane();
        for (int t = 0; t < n; t++) {
            int free = s.freeCones[t];
            int w = t >>> 6;
            long bit = 1L << t;
            if (t == pudding || free > 0) burning[w] |= bit;
            if (t == pudding || (free >= 1 && free + s.controlledCones[t] >= 2)) sources[w] |= bit;
            if (free == 0 && board.isDistrict(t) && !s.demolished[t]) classes[(priority(s, t) - 1) * words + w] |= bit;
        }
        long[] seen = new long[words];
        long[] nets = new long[words];
        int[][] netSources = new int[4][];
        int count = 0;
        int[] queue = new int[n];
        for (int w = 0; w < words; w++) {
            for (long rest = burning[w] & ~seen[w]; rest != 0; rest = burning[w] & ~seen[w]) {
                int start = (w << 6) + Long.numberOfTrailingZeros(rest);
                if (count * words == nets.length) nets = Arrays.copyOf(nets, nets.length * 2);
                int at = count * words;
                flood(start, burning, nets, at, queue);
                int sourceCount = 0;
                for (int v = 0; v < words; v++) {
                    seen[v] |= nets[at + v];
                    sourceCount += Long.bitCount(nets[at + v] & sources[v]);
                }
                if (sourceCount == 0) {
                    for (int v = 0; v < words; v++) nets[at + v] = 0; // the slot is reused
                    continue;
                }
                if (count == netSources.length) netSources = Arrays.copyOf(netSources, count * 2);
                int[] list = new int[sourceCount];
                int k = 0;
                for (int v = 0; v < words; v++)
                    for (long b = nets[at + v] & sources[v]; b != 0; b &= b - 1)
                        list[k++] = (v << 6) + Long.numberOfTrailingZeros(b);
                netSources[count++] = list;
            }
        }
        return new Analysis(
                s.rules.priorityScope(), classes, Arrays.copyOf(nets, count * words), Arrays.copyOf(netSources, count));
    }

    /** Adds to the set at {@code net[at..]} the burning spaces linked to {@code start}, itself included. */
    private void flood(int start, long[] burning, long[] net, int at, int[] queue) {
        net[at + (start >>> 6)] |= 1L << start;
        queue[0] = start;
        for (int head = 0, tail = 1; head < tail; ) {
            int x = queue[head++];
            for (int v = 0; v < words; v++) {
                long add = neighbours[x * words + v] & burning[v] & ~net[at + v];
                net[at + v] |= add;
                for (; add != 0; add &= add - 1) queue[tail++] = (v << 6) + Long.numberOfTrailingZeros(add);
            }
        }
    }

    /**
     * Sets {@code out} ({@code words} longs) to the destinations network {@code net} may choose
     * with a card of {@code d} by the per-network scopes, and returns their priority class (for
     * PER_EXIT the best of them), {@link #CLASSES} + 1 when it reaches no enterable district.
     */
    private int targets(Analysis a, int net, Direction d, long[] out) {
        Arrays.fill(out, 0);
        int base = d.ordinal() * n;
        int at = net * words;
        if (a.scope() == GreatFireRules.PriorityScope.PER_EXIT) {
            int best = CLASSES + 1;
            for (int w = 0; w < words; w++) {
                for (long m = a.nets()[at + w]; m != 0; m &= m - 1) {
                    int from = (base + (w << 6) + Long.numberOfTrailingZeros(m)) * words;
                    int k = bestClass(a, steps, from);
                    if (k > CLASSES) continue;
                    best = Math.min(best, k);
                    for (int v = 0; v < words; v++) out[v] |= steps[from + v] & a.classes()[(k - 1) * words + v];
                }
            }
            return best;
        }
        for (int w = 0; w < words; w++) {
            for (long m = a.nets()[at + w]; m != 0; m &= m - 1) {
                int from = (base + (w << 6) + Long.numberOfTrailingZeros(m)) * words;
                for (int v = 0; v < words; v++) out[v] |= steps[from + v];
            }
        }
        int k = bestClass(a, out, 0);
        for (int v = 0; v < words; v++) out[v] &= k > CLASSES ? 0 : a.classes()[(k - 1) * words + v];
        return k;
    }

    /** The best class among the spaces of the set at {@code sets[from..]}, CLASSES + 1 for none. */
    private int bestClass(Analysis a, long[] sets, int from) {
        for (int k = 1; k <= CLASSES; k++)
            for (int v = 0; v < words; v++) if ((sets[from + v] & a.classes()[(k - 1) * words + v]) != 0) return k;
        return CLASSES + 1;
    }

    /** GLOBAL scope: the best class any network reaches with the card; the others' moves are not allowed. */
    private int globalBest(Analysis a, Direction d, long[] scratch) {
        int best = CLASSES + 1;
        for (int net = 0; net < a.count(); net++) best = Math.min(best, targets(a, net, d, scratch));
        return best;
    }

    /**
     * Appends every legal move for a card of this direction to {@code out} as commands of {@code
     * kind}: by network, then destination, then source, each ascending; each network's moves as
     * one block (its destinations times its sources).
     */
    void legal(Analysis a, Direction d, int kind, LegalList out) {
        long[] chosen = new long[words];
        int only = a.scope() == GreatFireRules.PriorityScope.GLOBAL ? globalBest(a, d, chosen) : 0;
        for (int net = 0; net < a.count(); net++) {
            int k = targets(a, net, d, chosen);
            if (k > CLASSES || (only != 0 && k != only)) continue;
            int count = 0;
            for (int v = 0; v < words; v++) count += Long.bitCount(chosen[v]);
            int[] list = new int[count];
            int i = 0;
            for (int v = 0; v < words; v++)
                for (long b = chosen[v]; b != 0; b &= b - 1) list[i++] = (v << 6) + Long.numberOfTrailingZeros(b);
            out.appendProduct(kind, list, a.netSources()[net]);
        }
    }

    /** The index of the analysed network holding {@code space}, -1 when none does. */
    private int networkOf(Analysis a, int space) {
        for (int net = 0; net < a.count(); net++)
            if ((a.nets()[net * words + (space >>> 6)] & (1L << space)) != 0) return net;
        return -1;
    }

    private static boolean has(long[] set, int space) {
        return (set[space >>> 6] & (1L << space)) != 0;
    }

    boolean isLegal(GreatFireState s, Direction d, int source, int destination) {
        if (!validSource(board, s, source)) return false;
        Analysis a = analyse(s);
        long[] chosen = new long[words];
        int only = a.scope() == GreatFireRules.PriorityScope.GLOBAL ? globalBest(a, d, chosen) : 0;
        int k = targets(a, networkOf(a, source), d, chosen);
        return k <= CLASSES && (only == 0 || k == only) && has(chosen, destination);
    }

    /** Some move is legal: a network with a source reaches an enterable district (every scope keeps its best). */
    boolean anyLegal(Analysis a, Direction d) {
        long[] scratch = new long[words];
        for (int net = 0; net < a.count(); net++) if (targets(a, net, d, scratch) <= CLASSES) return true;
        return false;
    }

    /**
     * Why a move that is not legal is refused: the stable rule name and a message citing the rule.
     * Only called for moves {@link #isLegal} rejected.
     */
    String[] whyIllegal(GreatFireState s, Direction d, int source, int destination) {
        if (!validSource(board, s, source)) {
            return new String[] {
                "FIRE_SOURCE",
                "A cone must come from a district with at least 2 cones, at least one of them free; the last cone is never taken (seed l.152-154)."
            };
        }
        if (!enterable(board, s, destination) || !reaches(analyse(s), source, d, destination)) {
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

    /** Some member of the network holding {@code source} steps into {@code destination} with a card of {@code d}. */
    private boolean reaches(Analysis a, int source, Direction d, int destination) {
        int at = networkOf(a, source) * words;
        for (int w = 0; w < words; w++) {
            for (long m = a.nets()[at + w]; m != 0; m &= m - 1) {
                int x = (w << 6) + Long.numberOfTrailingZeros(m);
                if ((steps[(d.ordinal() * n + x) * words + (destination >>> 6)] & (1L << destination)) != 0)
                    return true;
            }
        }
        return false;
    }
}
