package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.PlaceFortress;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.base.BaseEvent.FortressPlaced;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;

/**
 * Fortified ([IT 1409]-[IT 1430], [IS 528], R-28): one Fortress per turn at redeployment (command
 * {@code placeFortress}), one per region, as many as the box has (edition.json); the coin per
 * Fortress is data (powers.json).
 */
public final class Fortified extends OwnMarkerMove<PlaceFortress, FortressPlaced> implements Ability, PerTurn {
    public static final String ID = "FORTIFIED";

    public Fortified(Catalog catalog) {
        super(
                catalog,
                "FORTRESS",
                ID,
                EnumSet.of(Phase.REDEPLOY),
                "placeFortress",
                PlaceFortress.class,
                PlaceFortress::new,
                "fortressPlaced",
                FortressPlaced.class,
                FortressPlaced::new);
    }

    @Override
    protected void fold(Game g, FortressPlaced e) {
        g.s.markers[marker][e.region()] = 1;
        BaseData.of(g).fortressPlaced = true;
    }

    @Override
    protected boolean usableNow(Game g, int seat) {
        return !BaseData.of(g).fortressPlaced && g.s.markersOnMap(marker) < pool;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.REDEPLOY, "Placing a Fortress");
        if (v != null) return v;
        if (!heldBy(g, seat))
            return illegal("POWER_NOT_HELD", "Only an active Fortified race places Fortresses ([IS 528]).");
        if (BaseData.of(g).fortressPlaced)
            return illegal("FORTRESS_ALREADY_PLACED", "One Fortress per turn ([IT 1409], R-28).");
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.owner[r] != g.s.activeRace[seat])
            return illegal("NOT_YOUR_REGION", "A Fortress goes in a region of the Fortified race (R-28).");
        if (g.s.markers[marker][r] > 0)
            return illegal("FORTRESS_LIMIT", "At most one Fortress per region ([IT 1428]).");
        if (g.s.markersOnMap(marker) >= pool)
            return illegal("FORTRESS_LIMIT", "At most 6 Fortresses on the map ([IT 1430], [IS 528]).");
        return null;
    }

    @Override
    public void startTurn(Game g, int seat) {
        BaseData.of(g).fortressPlaced = false;
    }
}
