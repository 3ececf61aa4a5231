package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.PlaceEncampment;
import io.boardstate.games.smallworld.base.BaseEvent.EncampmentPlaced;
import io.boardstate.games.smallworld.base.BaseRaceData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;

/**
 * Bivouacking ([IT 1300]-[IT 1323], R-29): Encampments (defence +1 each, edition.json) are placed
 * anew at every redeployment (command {@code placeEncampment}); an Encampment on a conquered
 * region is never lost, its owner re-places it at the withdrawals step.
 */
public final class Bivouacking extends OwnMarkerMove<PlaceEncampment, EncampmentPlaced> implements Ability {
    public static final String ID = "BIVOUACKING";

    public Bivouacking(Catalog catalog) {
        super(
                catalog,
                "ENCAMPMENT",
                ID,
                EnumSet.of(Phase.REDEPLOY, Phase.WITHDRAWALS),
                "placeEncampment",
                PlaceEncampment.class,
                PlaceEncampment::new,
                "encampmentPlaced",
                EncampmentPlaced.class,
                EncampmentPlaced::new);
    }

    /** At the withdrawals step only displaced Encampments come back. */
    @Override
    protected void fold(Game g, EncampmentPlaced e) {
        g.s.markers[marker][e.region()]++;
        if (g.s.phase == Phase.WITHDRAWALS) data(g.occupant(e.region())).displacedEncampments--;
    }

    /** In redeployment the pool must not be on the map already; withdrawals re-place displaced ones. */
    @Override
    protected boolean usableNow(Game g, int seat) {
        return g.s.phase != Phase.REDEPLOY || g.s.markersOnMap(marker) < pool;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        if (g.s.phase != Phase.REDEPLOY && g.s.phase != Phase.WITHDRAWALS) {
            return illegal("WRONG_PHASE", "Encampments are placed during redeployment or withdrawals (R-29).");
        }
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        RaceState<?> race = g.occupant(r);
        if (race == null || race.seat != seat || !race.activeWith(ID)) {
            return illegal("NOT_YOUR_REGION", "Encampments go in regions of your active Bivouacking race ([IT 1300]).");
        }
        if (g.s.phase == Phase.WITHDRAWALS) {
            if (data(race).displacedEncampments < 1)
                return illegal("NO_ENCAMPMENT_LEFT", "No displaced Encampment to re-place (R-29).");
            return null;
        }
        if (g.s.markersOnMap(marker) >= pool)
            return illegal("NO_ENCAMPMENT_LEFT", "All 5 Encampments are on the map ([IT 1300]).");
        return null;
    }

    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        data(defender).displacedEncampments += g.s.markers[marker][region]; // never lost ([IT 1319])
    }

    @Override
    public boolean hasWithdrawals(Game g, RaceState<?> x) {
        return data(x).displacedEncampments > 0;
    }

    @Override
    public void onRedeployStart(Game g, RaceState<?> active) {
        java.util.Arrays.fill(g.s.markers[marker], 0);
        data(active).displacedEncampments = 0;
    }

    private static BaseRaceData data(RaceState<?> r) {
        return (BaseRaceData) r.extra;
    }
}
