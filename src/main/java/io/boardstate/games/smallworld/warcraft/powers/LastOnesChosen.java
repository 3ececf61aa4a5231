package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;
import java.util.function.IntFunction;

/**
 * A power's markers that go on the race's regions by themselves at the end of the turn, except
 * when too few are left for every region that qualifies: then the owner chooses where the last
 * ones go, before closing the turn (Garrisons, R-42; Watchtowers, R-44). The move is listed only
 * while some are {@link #due}; the marker and how many the box has come from edition.json.
 */
abstract class LastOnesChosen<C extends SmallWorldCommand & RegionMove.OnRegion, E extends SmallWorldEvent>
        extends RegionMove<C, E> {
    /** The marker's index in the catalog. */
    protected final int marker;
    /** How many of the marker the box has. */
    protected final int pool;

    private final String noneDue;
    private final String noneDueWhy;

    /** {@code noneDue}, {@code noneDueWhy}: the refusal when the owner has none to choose now. */
    LastOnesChosen(
            Catalog catalog,
            String markerId,
            String name,
            Class<C> commandType,
            IntFunction<C> command,
            String event,
            Class<E> eventType,
            RegionEvent written,
            String noneDue,
            String noneDueWhy) {
        super(EnumSet.allOf(Phase.class), name, commandType, command, event, eventType, written);
        marker = catalog.marker(markerId);
        pool = catalog.markers().get(marker).pool();
        this.noneDue = noneDue;
        this.noneDueWhy = noneDueWhy;
    }

    /** How many the current seat still places by choice now: 0 unless too few are left, at E. */
    public abstract int due(Game g, int seat);

    /** Why {@code region} may not take one of those due, or null. */
    protected abstract RuleViolation checkRegion(Game g, int seat, int region);

    @Override
    protected final boolean heldBy(Game g, int seat) {
        return due(g, seat) > 0;
    }

    @Override
    protected final RuleViolation check(Game g, int seat, int region) {
        if (due(g, seat) == 0) return illegal(noneDue, noneDueWhy);
        return checkRegion(g, seat, region);
    }
}
