package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.Substitutions;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.Rebirth;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.RegionReborn;
import java.util.EnumSet;

/**
 * Reborn (8.16, R-38): in decline, one or two of the race's regions change to its owner's
 * active race at the start of the turn ([U 742]-[U 745]); command {@code rebirth}.
 */
public final class Reborn extends RegionMove<Rebirth, RegionReborn> implements UndergroundAbility, PerTurn {
    public static final String ID = "REBORN";

    @Override
    public boolean rebornFromDecline() {
        return true; // [U 742]
    }

    private final HeldPowers powers;

    /** {@code powers}: the powers a race has now (a Reborn badge lent by Stonehedge works too). */
    public Reborn(HeldPowers powers) {
        super(
                EnumSet.of(Phase.CONQUEST),
                "rebirth",
                Rebirth.class,
                Rebirth::new,
                "regionReborn",
                RegionReborn.class,
                RegionReborn::new);
        this.powers = powers;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        int declined = g.s.declinedRace[seat];
        RaceState<?> y = declined < 0 ? null : g.race(declined);
        return y != null && y.declined && powers.any(g, y, UndergroundAbility::rebornFromDecline);
    }

    /** The check refuses every region but the declined race's. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return g.s.declinedRace[seat] >= 0 && g.s.owner[r] == g.s.declinedRace[seat];
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "Reborn");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (!heldBy(g, seat))
            return illegal("NO_REBORN_RACE", "Reborn works for a declined Reborn race ([U 742]-[U 745]).");
        RaceState<?> y = g.race(g.s.declinedRace[seat]);
        UndergroundData d = UndergroundData.of(g);
        if (d.reborn >= 2 || g.s.conquestsThisStep > 0 || g.s.conquestEnded)
            return illegal("TOO_LATE", "Reborn turns one or two regions at the start of the turn (8.16, R-38).");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != y.id)
            return illegal("NOT_YOUR_REGION", "Reborn turns regions of the declined Reborn race ([U 743]).");
        if (Board.river(g, r) && !UndergroundAbility.race(g, x).holdsRivers())
            return illegal("RIVER_REGION", "A River region can only go to active Kraken (R-38).");
        return null;
    }

    /** The declined tokens go to the tray, one active token takes the region ([U 743]-[U 745]). */
    @Override
    protected void fold(Game g, RegionReborn e) {
        RaceState<?> x = g.race(g.s.activeRace[e.seat()]);
        RaceState<?> y = g.occupant(e.region());
        g.s.tray[g.tray(y)] += g.s.tokens[e.region()];
        Conquest.clearMarkers(g, e.region());
        Conquest.vacate(g, e.region());
        Substitutions.takeFromTrayOrHand(g, x);
        Conquest.occupy(g, e.region(), x, 1);
        UndergroundData.of(g).reborn++;
        if (y.regions == 0) Declining.vanish(g, y);
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).reborn = 0;
    }
}
