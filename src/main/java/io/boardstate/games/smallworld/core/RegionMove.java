package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The common shape of a part's own move ({@link OwnMoves}): one command about one region,
 * checked by the same {@link #check} when it is decided and when it is listed, that writes one
 * event. The part gives its names, its check, its event and how the event folds; the routing,
 * the deciding and the listing are written here once.
 *
 * @param <C> the command (a record with {@code int region()})
 * @param <E> the part's own event, or {@link SmallWorldEvent} when it writes only the core's or
 *     another part's events (then {@link #fold} is never called)
 */
public abstract class RegionMove<C extends SmallWorldCommand & RegionMove.OnRegion, E extends SmallWorldEvent>
        implements OwnMoves {
    /** A command about one region. */
    public interface OnRegion {
        int region();
    }

    private final Set<Phase> listedIn;
    private final Map<String, Class<? extends SmallWorldCommand>> commands;
    private final Map<String, Class<? extends SmallWorldEvent>> events;
    private final Class<C> commandType;
    private final Class<E> eventType;
    private final IntFunction<C> command;

    /**
     * @param listedIn the phases in which the move is listed (its check may refuse it there too)
     * @param event the stored name of the part's event, or null if it writes none of its own
     */
    protected RegionMove(
            Set<Phase> listedIn,
            String name,
            Class<C> commandType,
            IntFunction<C> command,
            String event,
            Class<E> eventType) {
        this.listedIn = java.util.EnumSet.copyOf(listedIn); // a bit test on the legal-list path
        this.commands = Map.of(name, commandType);
        this.events = event == null ? Map.of() : Map.of(event, eventType);
        this.commandType = commandType;
        this.eventType = eventType;
        this.command = command;
    }

    /** Why {@code seat} may not make the move about region {@code r} now, or null. Must not change the state. */
    protected abstract RuleViolation check(Game g, int seat, int r);

    /** The event an accepted move about region {@code r} writes. */
    protected abstract SmallWorldEvent written(Game g, int seat, int r);

    /** Folds the part's own event into {@code g.s} (deterministic: replays and look-ahead run it too). */
    protected void fold(Game g, E event) {
        throw new IllegalStateException(getClass().getSimpleName() + " writes no event of its own");
    }

    @Override
    public final Map<String, Class<? extends SmallWorldCommand>> commands() {
        return commands;
    }

    @Override
    public final Map<String, Class<? extends SmallWorldEvent>> events() {
        return events;
    }

    @Override
    public final RuleViolation decide(Game g, int seat, SmallWorldCommand c, Rng rng, List<SmallWorldEvent> out) {
        int r = commandType.cast(c).region();
        RuleViolation v = check(g, seat, r);
        if (v == null) out.add(written(g, seat, r));
        return v;
    }

    @Override
    public final void apply(Game g, SmallWorldEvent event) {
        fold(g, eventType.cast(event));
    }

    /**
     * Whether {@code seat}'s races hold this part at all now (its race or power, active or
     * declined as the move needs): a cheap test asked once per legal list before the per-region
     * {@link #check}; true by default. It must hold whenever the check can pass.
     */
    protected boolean heldBy(Game g, int seat) {
        return true;
    }

    @Override
    public final boolean listsInRegions(Game g, int seat) {
        return listedIn.contains(g.s.phase) && heldBy(g, seat);
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (check(g, seat, r) == null) out.add(command.apply(r));
    }
}
