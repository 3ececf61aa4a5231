package io.boardstate.games.smallworld.example;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.example.ExampleCommand.LightBeacon;
import io.boardstate.games.smallworld.example.ExampleEvent.BeaconLit;
import java.util.EnumSet;

/**
 * Beacon (invented for this example, not a printed power): once per turn, at redeployment, the
 * active race lights a Beacon on one of its regions (command {@code lightBeacon}). The Beacon's
 * defence and its coin are data (edition.json, powers.json); this class owns only the move.
 */
final class Beacon extends RegionMove<LightBeacon, BeaconLit> implements Ability, PerTurn {
    static final String ID = "BEACON";
    private final int beacon;

    Beacon(Catalog catalog) {
        super(
                EnumSet.of(Phase.REDEPLOY),
                "lightBeacon",
                LightBeacon.class,
                LightBeacon::new,
                "beaconLit",
                BeaconLit.class,
                BeaconLit::new);
        beacon = catalog.marker("BEACON");
    }

    @Override
    protected void fold(Game g, BeaconLit e) {
        g.s.markers[beacon][e.region()] = 1;
        ((ExampleState.Data) g.s.edition).beaconLit = true;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.REDEPLOY, "Lighting a Beacon");
        if (v != null) return v;
        if (!g.activeRaceWith(seat, ID)) return illegal("POWER_NOT_HELD", "Only an active Beacon race lights Beacons.");
        if (((ExampleState.Data) g.s.edition).beaconLit) return illegal("BEACON_LIT", "One Beacon per turn.");
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.owner[r] != g.s.activeRace[seat])
            return illegal("NOT_YOUR_REGION", "A Beacon goes in a region of its race.");
        if (g.s.markers[beacon][r] > 0) return illegal("BEACON_LIT", "This region has a Beacon already.");
        return null;
    }

    /** One Beacon per turn: the flag is this part's, and the core clears it when a turn starts. */
    @Override
    public void startTurn(Game g, int seat) {
        ((ExampleState.Data) g.s.edition).beaconLit = false;
    }
}
