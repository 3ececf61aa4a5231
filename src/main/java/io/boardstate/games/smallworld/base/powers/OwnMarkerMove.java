package io.boardstate.games.smallworld.base.powers;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A power whose active race places its own markers in its own regions (Fortresses, Heroes,
 * Encampments): the marker and how many the box has come from edition.json, and only the seat's
 * active race with the power can place them.
 */
abstract class OwnMarkerMove<C extends SmallWorldCommand & RegionMove.OnRegion, E extends SmallWorldEvent>
        extends RegionMove<C, E> {
    private final String power;
    /** The marker's index in the catalog. */
    protected final int marker;
    /** How many of the marker the box has. */
    protected final int pool;

    OwnMarkerMove(
            Catalog catalog,
            String markerId,
            String power,
            Set<Phase> listedIn,
            String name,
            Class<C> commandType,
            IntFunction<C> command,
            String event,
            Class<E> eventType,
            RegionEvent written) {
        super(listedIn, name, commandType, command, event, eventType, written);
        this.power = power;
        marker = catalog.marker(markerId);
        pool = catalog.markers().get(marker).pool();
    }

    @Override
    protected final boolean heldBy(Game g, int seat) {
        return g.activeRaceWith(seat, power);
    }

    /** Only a region of the seat's active race, which holds the power ({@link #heldBy}), can pass. */
    @Override
    protected final boolean worthChecking(Game g, int seat, int r) {
        return ofActiveRace(g, seat, r);
    }
}
