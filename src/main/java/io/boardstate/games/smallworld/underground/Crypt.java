package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceGhost;
import io.boardstate.games.smallworld.underground.UndergroundEvent.GhostPlaced;
import java.util.EnumSet;

/** The Crypt (9.3.3): at the end of the turn its holder places the Tomb-raider's Ghost (command {@code placeGhost}). */
final class Crypt extends RegionMove<PlaceGhost, GhostPlaced> implements PerTurn {
    private final Treasures treasures;

    Crypt(Treasures treasures) {
        super(
                EnumSet.of(Phase.END_POWERS),
                "placeGhost",
                PlaceGhost.class,
                PlaceGhost::new,
                "ghostPlaced",
                GhostPlaced.class,
                GhostPlaced::new);
        this.treasures = treasures;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.activeRace(seat);
        return x != null && treasures.controls(g, x, Treasures.CRYPT);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.atTurnEnd(g, seat, "Placing the Ghost");
        if (v != null) return v;
        if (!heldBy(g, seat))
            return illegal("NO_CRYPT", "The active race holding the Crypt places the Ghost ([U 869]).");
        if (UndergroundData.of(g).ghostPlaced) return illegal("GHOST_PLACED", "The Ghost is placed once per turn.");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (r == treasures.at(g, Treasures.CRYPT) || g.map.impassable[r])
            return illegal(
                    "NOT_FOR_THE_GHOST", "The Ghost goes anywhere but the Crypt's region or a Chasm ([U 870], R-48).");
        return null;
    }

    @Override
    protected void fold(Game g, GhostPlaced e) {
        UndergroundData d = UndergroundData.of(g);
        d.ghost = e.region();
        d.ghostSeat = e.seat();
        d.ghostPlaced = true;
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).ghostPlaced = false;
    }
}
