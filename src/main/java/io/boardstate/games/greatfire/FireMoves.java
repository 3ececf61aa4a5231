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
 * bitsets of spaces ({@link Analysis}), shared by the four directions; a network's reach is the
 * union of its members' precomputed step sets, and only the districts some network reaches get
 * their priority class read. The moves of a network are listed as its destinations times its
 * sources ({@link LegalList}) rather than one by one. Checking one move floods the source's own
 * network only (except for the GLOBAL scope, which compares all networks).
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
    /** The districts (no parks, not Pudding Lane). */
    private final long[] districts;

    private final FireMemo memo = new FireMemo();

    FireMoves(GreatFireBoard board) {
        this.board = board;
        n = board.size();
        words = (n + 63) >>> 6;
        neighbours = new long[n * words];
        Direction[] directions = Direction.values();
        steps = new long[directions.length * n * words];
        districts = new long[words];
        for (int x = 0; x < n; x++) {
            if (board.isDistrict(x)) districts[x >>> 6] |= 1L << x;
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
     * One state's fire facts as sets of spaces, {@code words} longs each: the enterable districts,
     * and the fire networks (connected groups of burning spaces over arrow links) that hold a
     * source, in the order of their lowest space (network i from {@code i * words}), with each
     * one's sources ascending. Networks without a source are left out: their moves are never
     * listed. The priority classes of enterable districts are read from the state when first
     * needed (class k from {@code (k - 1) * words}, {@code known} the districts read), so an
     * analysis serves while its state is unchanged, on one thread.
     */
    record Analysis(
            GreatFireState state, long[] enterable, long[] nets, int[][] netSources, long[] classes, long[] known) {
        int count() {
            return netSources.length;
        }

        GreatFireRules.PriorityScope scope() {
            return state.rules.priorityScope();
        }

        /** The same facts for another state, sharing the classes read so far (for {@link FireMemo}). */
        Analysis sharing(GreatFireState other) {
            return new Analysis(other, enterable, nets, netSources, classes, known);
        }

        /**
         * This analysis for {@code other}, whose cones and demolitions are this state's: null when
         * a priority class read so far reads otherwise there; the classes read are copied.
         */
        Analysis readFor(GreatFireState other) {
            int words = known.length;
            for (int v = 0; v < words; v++) {
                for (long b = known[v]; b != 0; b &= b - 1) {
                    int t = (v << 6) + Long.numberOfTrailingZeros(b);
                    if ((classes[(priority(other, t) - 1) * words + v] & (1L << t)) == 0) return null;
                }
            }
            return new Analysis(other, enterable, nets, netSources, classes.clone(), known.clone());
        }
    }

    /** The analysis of every network with a source; the last one made on this thread serves an equal state again. */
    Analysis analyse(GreatFireState s) {
        Analysis a = memo.recall(s);
        if (a == null) {
            a = analyse(s, -1);
            memo.remember(s, a);
        }
        return a;
    }

    /** The analysis of every network with a source, or with {@code only} >= 0 of that source's network alone. */
    private Analysis analyse(GreatFireState s, int only) {
        long[] burning = new long[words];
        long[] sources = new long[words];
        long[] enterable = new long[words];
        int[] free = s.freeCones;
        int[] controlled = s.controlledCones;
        boolean[] demolished = s.demolished;
        for (int w = 0; w < words; w++) { // each word's bits gathered in registers
            long burn = 0;
            long source = 0;
            long enter = 0;
            for (int t = w << 6, end = Math.min(n, t + 64); t < end; t++) {
                long bit = 1L << t;
                if (free[t] > 0) {
                    burn |= bit;
                    if (free[t] + controlled[t] >= 2) source |= bit;
                } else if ((districts[w] & bit) != 0 && !demolished[t]) {
                    enter |= bit;
                }
            }
            burning[w] = burn;
            sources[w] = source;
            enterable[w] = enter;
        }
        int pudding = board.puddingLane(); // burning and a source whatever its cones (l.156)
        burning[pudding >>> 6] |= 1L << pudding;
        sources[pudding >>> 6] |= 1L << pudding;
        // Only networks holding a source are listed: flood from each source not yet covered.
        long[] nets = new long[words];
        int[][] netSources = new int[4][];
        int[] lowest = new int[4];
        int count = 0;
        int[] queue = new int[n];
        for (int w = 0; w < words; w++) {
            for (long rest = sources[w]; rest != 0; rest &= rest - 1) {
                int start = (w << 6) + Long.numberOfTrailingZeros(rest);
                if ((only >= 0 && start != only) || networkOf(nets, count, start) >= 0) continue;
                if (count * words == nets.length) nets = Arrays.copyOf(nets, nets.length * 2);
                if (count == netSources.length) {
                    netSources = Arrays.copyOf(netSources, count * 2);
                    lowest = Arrays.copyOf(lowest, count * 2);
                }
                int at = count * words;
                flood(start, burning, nets, at, queue);
                lowest[count] = lowest(nets, at);
                int sourceCount = 0;
                for (int v = 0; v < words; v++) sourceCount += Long.bitCount(nets[at + v] & sources[v]);
                int[] list = new int[sourceCount];
                int k = 0;
                for (int v = 0; v < words; v++)
                    for (long b = nets[at + v] & sources[v]; b != 0; b &= b - 1)
                        list[k++] = (v << 6) + Long.numberOfTrailingZeros(b);
                netSources[count++] = list;
            }
        }
        return ordered(s, enterable, nets, netSources, lowest, count);
    }

    /** The index of the network among the first {@code count} of {@code nets} holding {@code space}, or -1. */
    private int networkOf(long[] nets, int count, int space) {
        for (int net = 0; net < count; net++) if ((nets[net * words + (space >>> 6)] & (1L << space)) != 0) return net;
        return -1;
    }

    private int lowest(long[] set, int at) {
        for (int v = 0; ; v++) if (set[at + v] != 0) return (v << 6) + Long.numberOfTrailingZeros(set[at + v]);
    }

    /** The analysis with its networks in the order of their lowest space, the order moves are listed in. */
    private Analysis ordered(
            GreatFireState s, long[] enterable, long[] nets, int[][] netSources, int[] lowest, int count) {
        int[] order = new int[count]; // insertion sort: a state has a few networks with sources
        for (int i = 0; i < count; i++) {
            int j = i;
            for (; j > 0 && lowest[order[j - 1]] > lowest[i]; j--) order[j] = order[j - 1];
            order[j] = i;
        }
        long[] sortedNets = new long[count * words];
        int[][] sortedSources = new int[count][];
        for (int i = 0; i < count; i++) {
            System.arraycopy(nets, order[i] * words, sortedNets, i * words, words);
            sortedSources[i] = netSources[order[i]];
        }
        return new Analysis(s, enterable, sortedNets, sortedSources, new long[CLASSES * words], new long[words]);
    }

    /** Reads the priority class of the enterable districts of {@code set} not read yet. */
    private void classify(Analysis a, long[] set) {
        for (int v = 0; v < words; v++) {
            long todo = set[v] & a.enterable()[v] & ~a.known()[v];
            a.known()[v] |= todo;
            for (; todo != 0; todo &= todo - 1) {
                int t = (v << 6) + Long.numberOfTrailingZeros(todo);
                a.classes()[(priority(a.state(), t) - 1) * words + v] |= 1L << t;
            }
        }
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
        for (int w = 0; w < words; w++) {
            for (long m = a.nets()[at + w]; m != 0; m &= m - 1) {
                int from = (base + (w << 6) + Long.numberOfTrailingZeros(m)) * words;
                for (int v = 0; v < words; v++) out[v] |= steps[from + v];
            }
        }
        classify(a, out);
        if (a.scope() == GreatFireRules.PriorityScope.PER_EXIT) {
            Arrays.fill(out, 0);
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
        int k = bestClass(a, out, 0);
        for (int v = 0; v < words; v++) out[v] &= k > CLASSES ? 0 : a.classes()[(k - 1) * words + v];
        return k;
    }

    /** The best class among the classified spaces of the set at {@code sets[from..]}, CLASSES + 1 for none. */
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

    private static boolean has(long[] set, int space) {
        return (set[space >>> 6] & (1L << space)) != 0;
    }

    boolean isLegal(GreatFireState s, Direction d, int source, int destination) {
        if (!validSource(board, s, source)) return false;
        // The moves were most likely just listed for this state; otherwise the source's network will do.
        Analysis a = memo.recall(s);
        if (a == null) a = analyse(s, s.rules.priorityScope() == GreatFireRules.PriorityScope.GLOBAL ? -1 : source);
        long[] chosen = new long[words];
        int only = a.scope() == GreatFireRules.PriorityScope.GLOBAL ? globalBest(a, d, chosen) : 0;
        int k = targets(a, networkOf(a.nets(), a.count(), source), d, chosen);
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
        if (!enterable(board, s, destination) || !reaches(analyse(s, source), source, d, destination)) {
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
        int at = networkOf(a.nets(), a.count(), source) * words;
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
