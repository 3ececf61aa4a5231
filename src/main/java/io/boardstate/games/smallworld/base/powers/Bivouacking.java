package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.PlaceEncampment;
import io.boardstate.games.smallworld.base.BaseEvent.EncampmentPlaced;
import io.boardstate.games.smallworld.base.BaseRaceData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.List;
import java.util.Map;

/**
 * Bivouacking ([IT 1300]-[IT 1323], R-29): Encampments (defence +1 each, edition.json) are placed
 * anew at every redeployment (command {@code placeEncampment}); an Encampment on a conquered
 * region is never lost, its owner re-places it at the withdrawals step.
 */
public final class Bivouacking implements Ability, OwnMoves {
    public static final String ID = "BIVOUACKING";
    private final int encampment;
    private final int pool;

    public Bivouacking(Catalog catalog) {
        encampment = catalog.marker("ENCAMPMENT");
        pool = catalog.markers().get(encampment).pool();
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("placeEncampment", PlaceEncampment.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("encampmentPlaced", EncampmentPlaced.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((PlaceEncampment) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new EncampmentPlaced(seat, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        place(g, ((EncampmentPlaced) event).region());
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if ((g.s.phase == Phase.REDEPLOY || g.s.phase == Phase.WITHDRAWALS) && check(g, seat, r) == null)
            out.add(new PlaceEncampment(r));
    }

    private RuleViolation check(Game g, int seat, int r) {
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
        int onMap = 0;
        for (int e : g.s.markers[encampment]) onMap += e;
        if (onMap >= pool) return illegal("NO_ENCAMPMENT_LEFT", "All 5 Encampments are on the map ([IT 1300]).");
        return null;
    }

    private void place(Game g, int region) {
        g.s.markers[encampment][region]++;
        if (g.s.phase == Phase.WITHDRAWALS) data(g.occupant(region)).displacedEncampments--;
    }

    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        data(defender).displacedEncampments += g.s.markers[encampment][region]; // never lost ([IT 1319])
    }

    @Override
    public boolean hasWithdrawals(Game g, RaceState<?> x) {
        return data(x).displacedEncampments > 0;
    }

    @Override
    public void onRedeployStart(Game g, RaceState<?> active) {
        java.util.Arrays.fill(g.s.markers[encampment], 0);
        data(active).displacedEncampments = 0;
    }

    private static BaseRaceData data(RaceState<?> r) {
        return (BaseRaceData) r.extra;
    }
}
