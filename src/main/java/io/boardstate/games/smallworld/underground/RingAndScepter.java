package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceRing;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceScepter;
import io.boardstate.games.smallworld.underground.UndergroundEvent.CoinsTaken;
import io.boardstate.games.smallworld.underground.UndergroundEvent.RingPlaced;
import io.boardstate.games.smallworld.underground.UndergroundEvent.ScepterPlaced;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Relics placed at the end of the turn: Froggy's Ring (9.2.2, command {@code placeRing}: a
 * coin from each player with an active token next to it) and the Scepter of Avarice (9.2.6,
 * command {@code placeScepter}: that region's coins are doubled). One part, as the legal list
 * offers them region by region, the Relic itself before the Bag as either.
 */
final class RingAndScepter implements OwnMoves, PerTurn {
    private final Relics relics;

    RingAndScepter(Relics relics) {
        this.relics = relics;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return typesInOrder("placeRing", PlaceRing.class, "placeScepter", PlaceScepter.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return typesInOrder("ringPlaced", RingPlaced.class, "scepterPlaced", ScepterPlaced.class);
    }

    private static <T> Map<String, Class<? extends T>> typesInOrder(
            String a, Class<? extends T> typeA, String b, Class<? extends T> typeB) {
        Map<String, Class<? extends T>> map = new java.util.LinkedHashMap<>();
        map.put(a, typeA);
        map.put(b, typeB);
        return map;
    }

    private RuleViolation check(Game g, int seat, int r, String relic, boolean bag) {
        RuleViolation v = UndergroundChecks.atTurnEnd(g, seat, "Placing a Relic");
        if (v != null) return v;
        RaceState<?> x = g.activeRace(seat);
        if ((v = relics.usable(g, x, relic, bag)) != null) return v;
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "The Relic goes on a region of your active race ([U 802], [U 844]).");
        if (bag && r == relics.treasures.at(g, relic))
            return illegal("BAG_DUPLICATES", "The Bag cannot work where the Relic it copies already does (R-33).");
        return null;
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        RuleViolation v;
        if (command instanceof PlaceRing c) {
            if ((v = check(g, seat, c.region(), Treasures.RING, c.bag())) != null) return v;
            out.add(new RingPlaced(seat, c.region(), c.bag()));
            for (int victim : neighbours(g, seat, c.region())) // 9.2.2, R-42
            out.add(new CoinsTaken(seat, victim, 1, Treasures.RING));
        } else {
            PlaceScepter c = (PlaceScepter) command;
            if ((v = check(g, seat, c.region(), Treasures.SCEPTER, c.bag())) != null) return v;
            out.add(new ScepterPlaced(seat, c.region(), c.bag()));
        }
        return null;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        if (event instanceof RingPlaced e) relics.move(g, Treasures.RING, e.bag(), e.region());
        else {
            ScepterPlaced e = (ScepterPlaced) event;
            relics.move(g, Treasures.SCEPTER, e.bag(), e.region());
            UndergroundData.of(g).scepterRegion = e.region();
        }
    }

    /** The seat's active race may place the Ring or the Scepter (or the Bag as one of them) now. */
    @Override
    public boolean listsInRegions(Game g, int seat) {
        // the phase first: outside it the check would build a refusal with its text on every legal list
        if (g.s.phase != Phase.END_POWERS || UndergroundChecks.atTurnEnd(g, seat, "Placing a Relic") != null)
            return false;
        RaceState<?> x = g.activeRace(seat);
        for (boolean bag : new boolean[] {false, true})
            if (relics.usable(g, x, Treasures.RING, bag) == null || relics.usable(g, x, Treasures.SCEPTER, bag) == null)
                return true;
        return false;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.END_POWERS) return;
        // the check refuses every region but the active race's: only those are checked, so the
        // others cost no refusal
        int active = g.s.activeRace[seat];
        if (active < 0 || g.s.owner[r] != active) return;
        for (boolean bag : new boolean[] {false, true}) {
            if (check(g, seat, r, Treasures.RING, bag) == null) out.add(new PlaceRing(r, bag));
            if (check(g, seat, r, Treasures.SCEPTER, bag) == null) out.add(new PlaceScepter(r, bag));
        }
    }

    /** Seats (other than {@code seat}, with coins) having an active token next to {@code region}. */
    private static List<Integer> neighbours(Game g, int seat, int region) {
        List<Integer> victims = new ArrayList<>();
        int mask = 0;
        for (int n : g.map.neighbours[region]) {
            RaceState<?> o = g.occupant(n);
            if (o == null || !o.active() || o.seat == seat || (mask & (1 << o.seat)) != 0) continue;
            RaceState<?> taker = g.race(g.s.activeRace[seat]);
            if (Gnomes.shields(g, taker, n) || Figures.immuneToCoins(g, seat, n)) continue;
            mask |= 1 << o.seat;
        }
        for (int q = 0; q < g.s.seats; q++) if ((mask & (1 << q)) != 0 && g.s.coins[q] > 0) victims.add(q);
        return victims;
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).scepterRegion = -1;
    }
}
