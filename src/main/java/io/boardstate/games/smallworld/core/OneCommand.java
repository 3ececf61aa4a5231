package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import java.util.List;
import java.util.Map;

/**
 * The common shape of a part that owns one command ({@link OwnMoves}) and at most one event of
 * its own: the command is checked by {@link #refusal} (the check its listing uses too, through
 * {@link #offer}) and, when accepted, writes its events with {@link #write}; the part's event
 * folds in {@link #fold}. The names, the routing and the casts are written here once; the part
 * lists its command where it belongs ({@link #legalInPhase}, {@link #legalInPrompt}, or per
 * region as {@link RegionMove} does).
 *
 * @param <C> the command
 * @param <E> the part's own event, or {@link SmallWorldEvent} when it writes only the core's or
 *     another part's events (then {@link #fold} is never called)
 */
public abstract class OneCommand<C extends SmallWorldCommand, E extends SmallWorldEvent> implements OwnMoves {
    private final Map<String, Class<? extends SmallWorldCommand>> commands;
    private final Map<String, Class<? extends SmallWorldEvent>> events;
    private final Class<C> commandType;
    private final Class<E> eventType;

    /** @param event the stored name of the part's event, or null if it writes none of its own */
    protected OneCommand(String name, Class<C> commandType, String event, Class<E> eventType) {
        this.commands = Map.of(name, commandType);
        this.events = event == null ? Map.of() : Map.of(event, eventType);
        this.commandType = commandType;
        this.eventType = eventType;
    }

    /** Why {@code seat} may not give {@code command} now, or null. Must not change the state. */
    protected abstract RuleViolation refusal(Game g, int seat, C command);

    /** Adds the events of an accepted {@code command} to {@code out}. Must not change the state. */
    protected abstract void write(Game g, int seat, C command, Rng rng, List<SmallWorldEvent> out);

    /** Folds the part's own event into {@code g.s} (deterministic: replays and look-ahead run it too). */
    protected void fold(Game g, E event) {
        throw new IllegalStateException(getClass().getSimpleName() + " writes no event of its own");
    }

    /** Lists {@code command} if {@link #refusal} lets {@code seat} give it now: the listing asks the deciding check. */
    protected final void offer(Game g, int seat, C command, List<SmallWorldCommand> out) {
        if (refusal(g, seat, command) == null) out.add(command);
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
    public final RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        C c = commandType.cast(command);
        RuleViolation v = refusal(g, seat, c);
        if (v == null) write(g, seat, c, rng, out);
        return v;
    }

    @Override
    public final void apply(Game g, SmallWorldEvent event) {
        fold(g, eventType.cast(event));
    }
}
