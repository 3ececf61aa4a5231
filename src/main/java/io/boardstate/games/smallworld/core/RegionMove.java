package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The common shape of a part's own move about one region ({@link OneCommand}): checked by the
 * same {@link #check} when it is decided and when it is listed, it writes one event. The part
 * gives its names, its check, its event and how the event folds; the listing per region is
 * written here once.
 *
 * @param <C> the command (a record with {@code int region()})
 * @param <E> the part's own event, or {@link SmallWorldEvent} when it writes only the core's or
 *     another part's events (then {@link #fold} is never called)
 */
public abstract class RegionMove<C extends SmallWorldCommand & RegionMove.OnRegion, E extends SmallWorldEvent>
        extends OneCommand<C, E> {
    /** A command about one region. */
    public interface OnRegion {
        int region();
    }

    /** Makes the event of an accepted move from the seat and the region, e.g. {@code GhostPlaced::new}. */
    public interface RegionEvent {
        SmallWorldEvent about(int seat, int region);
    }

    private final Set<Phase> listedIn;
    private final IntFunction<C> command;
    private final RegionEvent written;

    /**
     * @param listedIn the phases in which the move is listed (its check may refuse it there too)
     * @param event the stored name of the part's event, or null if it writes none of its own
     * @param written makes the event an accepted move writes, or null for a move whose event needs
     *     more than the seat and the region (the part overrides {@link #written})
     */
    protected RegionMove(
            Set<Phase> listedIn,
            String name,
            Class<C> commandType,
            IntFunction<C> command,
            String event,
            Class<E> eventType,
            RegionEvent written) {
        super(name, commandType, event, eventType);
        this.listedIn = java.util.EnumSet.copyOf(listedIn); // a bit test on the legal-list path
        this.command = command;
        this.written = written;
    }

    /** Why {@code seat} may not make the move about region {@code r} now, or null. Must not change the state. */
    protected abstract RuleViolation check(Game g, int seat, int r);

    /** The event an accepted move about region {@code r} writes. */
    protected SmallWorldEvent written(Game g, int seat, int r) {
        return written.about(seat, r);
    }

    @Override
    protected final RuleViolation refusal(Game g, int seat, C c) {
        return check(g, seat, c.region());
    }

    @Override
    protected final void write(Game g, int seat, C c, Rng rng, List<SmallWorldEvent> out) {
        out.add(written(g, seat, c.region()));
    }

    /**
     * Whether {@code seat}'s races hold this part at all now (its race or power, active or
     * declined as the move needs): a cheap test asked once per legal list before the per-region
     * {@link #check}; true by default. It must hold whenever the check can pass.
     */
    protected boolean heldBy(Game g, int seat) {
        return true;
    }

    /**
     * Whether the check may pass for some region now, judged by what it refuses alike for every
     * region (a use already spent this turn, an empty pool): asked once per legal list after
     * {@link #heldBy}, so that those refusals are not built per region; true by default. It must
     * hold whenever the check can pass.
     */
    protected boolean usableNow(Game g, int seat) {
        return true;
    }

    @Override
    public final boolean listsInRegions(Game g, int seat) {
        return listedIn.contains(g.s.phase) && heldBy(g, seat) && usableNow(g, seat);
    }

    /**
     * A cheap test of region {@code r} asked before the {@link #check} in legal lists (e.g. the
     * seat's active race holds it), so that regions the check refuses anyway cost no refusal;
     * true by default. It must hold whenever the check passes.
     */
    protected boolean worthChecking(Game g, int seat, int r) {
        return true;
    }

    /**
     * For {@link #worthChecking}: whether region {@code r} is held by the seat's active race, the
     * only one a power's own placements (Fortress, Hero, Encampment) can go to.
     */
    protected static boolean ofActiveRace(Game g, int seat, int r) {
        return g.s.owner[r] == g.s.activeRace[seat];
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (worthChecking(g, seat, r) && check(g, seat, r) == null) out.add(command.apply(r));
    }
}
