package io.boardstate.games.greatfire;

import java.util.Arrays;

/**
 * The last full fire analysis made on each thread, kept for the next question about an equal
 * position: a search lists a state's moves and then decides one of them on the same state, and the
 * service lists them and then decides on a copy. Reuse is decided by content, never by identity or
 * a revision: the cones and demolitions must equal a snapshot taken with the analysis, and every
 * priority class read so far must read the same from the new state (houses and teams), so a state
 * changed in place (tests write state fields directly) gets a fresh analysis.
 */
final class FireMemo {
    /** The snapshot; the analysis shares the classes its state reads later but holds no state. */
    private record Entry(
            GreatFireRules.PriorityScope scope,
            int[] free,
            int[] controlled,
            boolean[] demolished,
            FireMoves.Analysis analysis) {}

    private final ThreadLocal<Entry> last = new ThreadLocal<>();

    void remember(GreatFireState s, FireMoves.Analysis a) {
        last.set(new Entry(
                s.rules.priorityScope(),
                s.freeCones.clone(),
                s.controlledCones.clone(),
                s.demolished.clone(),
                a.sharing(null)));
    }

    /** The remembered analysis read for {@code s}, or null when {@code s} differs from its state. */
    FireMoves.Analysis recall(GreatFireState s) {
        Entry e = last.get();
        if (e == null
                || e.scope() != s.rules.priorityScope()
                || !Arrays.equals(e.free(), s.freeCones)
                || !Arrays.equals(e.controlled(), s.controlledCones)
                || !Arrays.equals(e.demolished(), s.demolished)) return null;
        return e.analysis().readFor(s);
    }
}
