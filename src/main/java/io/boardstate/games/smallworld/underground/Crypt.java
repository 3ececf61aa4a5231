package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceGhost;
import io.boardstate.games.smallworld.underground.UndergroundEvent.GhostPlaced;
import java.util.List;
import java.util.Map;

/** The Crypt (9.3.3): at the end of the turn its holder places the Tomb-raider's Ghost (command {@code placeGhost}). */
final class Crypt implements OwnMoves {
    private final Treasures treasures;

    Crypt(Treasures treasures) {
        this.treasures = treasures;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("placeGhost", PlaceGhost.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("ghostPlaced", GhostPlaced.class);
    }

    private RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.atTurnEnd(g, seat, "Placing the Ghost");
        if (v != null) return v;
        RaceState<?> x = UndergroundChecks.active(g, seat);
        if (!treasures.controls(g, x, Treasures.CRYPT))
            return illegal("NO_CRYPT", "The active race holding the Crypt places the Ghost ([U 869]).");
        if (UndergroundData.of(g).ghostPlaced) return illegal("GHOST_PLACED", "The Ghost is placed once per turn.");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (r == treasures.at(g, Treasures.CRYPT) || g.map.impassable[r])
            return illegal(
                    "NOT_FOR_THE_GHOST", "The Ghost goes anywhere but the Crypt's region or a Chasm ([U 870], R-48).");
        return null;
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((PlaceGhost) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new GhostPlaced(seat, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        GhostPlaced e = (GhostPlaced) event;
        UndergroundData d = UndergroundData.of(g);
        d.ghost = e.region();
        d.ghostSeat = e.seat();
        d.ghostPlaced = true;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS && check(g, seat, r) == null) out.add(new PlaceGhost(r));
    }
}
