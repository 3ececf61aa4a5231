package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.UndergroundCommand.MoveBalrog;
import io.boardstate.games.smallworld.underground.UndergroundEvent.BalrogMoved;
import java.util.EnumSet;

/**
 * The Wickedest Pentacle (9.3.9, R-52): the active race holding it moves (or first invokes) the
 * Balrog into a bordering region once per turn, before scoring (command {@code moveBalrog}); the
 * Balrog conquers it.
 */
final class Pentacle extends RegionMove<MoveBalrog, BalrogMoved> implements PerTurn {
    private final Treasures treasures;
    private final HeldPowers powers;

    Pentacle(Treasures treasures, HeldPowers powers) {
        super(
                EnumSet.of(Phase.CONQUEST, Phase.REDEPLOY, Phase.END_POWERS),
                "moveBalrog",
                MoveBalrog.class,
                MoveBalrog::new,
                "balrogMoved",
                BalrogMoved.class,
                BalrogMoved::new);
        this.treasures = treasures;
        this.powers = powers;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.activeRace(seat);
        return seat == g.s.currentSeat && x != null && treasures.controls(g, x, Treasures.PENTACLE);
    }

    /** The check refuses every region once the Balrog has moved this turn: asked once per list. */
    @Override
    protected boolean usableNow(Game g, int seat) {
        return !UndergroundData.of(g).balrogMoved;
    }

    /** The check refuses every region not bordering the Balrog's (or the Pentacle's): no refusal built for them. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        UndergroundData d = UndergroundData.of(g);
        return g.map.adjacent(d.balrog >= 0 ? d.balrog : treasures.at(g, Treasures.PENTACLE), r);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        Phase p = g.s.phase;
        if (p != Phase.CONQUEST && p != Phase.REDEPLOY && p != Phase.END_POWERS)
            return illegal("WRONG_PHASE", "The Balrog moves during your turn, before scoring (9.3.9, R-52).");
        if (!heldBy(g, seat))
            return illegal(
                    "NO_PENTACLE",
                    "The active race holding the Wickedest Pentacle moves the Balrog ([U 909]-[U 910]).");
        RaceState<?> x = g.activeRace(seat);
        UndergroundData d = UndergroundData.of(g);
        if (d.balrogMoved) return illegal("BALROG_MOVED", "The Balrog moves once per turn (R-52).");
        RuleViolation v = UndergroundChecks.region(g, r);
        if (v != null) return v;
        int pentacle = treasures.at(g, Treasures.PENTACLE);
        int from = d.balrog >= 0 ? d.balrog : pentacle;
        if (!g.map.adjacent(from, r) || r == pentacle || g.map.impassable[r])
            return illegal(
                    "NOT_ADJACENT",
                    "The Balrog goes into a region bordering its own (or the Pentacle's) ([U 906], R-52).");
        if (g.s.natives[r] > 0 && !d.rules.balrogMayEnterMonsterRegion())
            return illegal("MONSTER_REGION", "The Balrog does not enter a region guarded by Monsters (R-52).");
        RaceState<?> o = g.occupant(r);
        if (o != null && UndergroundAbility.race(g, o).keepsOutTheBalrog())
            return illegal("GNOMES_PROTECTED", "The Balrog cannot conquer a region of the Gnomes ([U 573]-[U 574]).");
        if (Figures.immuneAgainst(g, seat, r)) return Figures.refuse(g, x, r);
        if (o != null && UndergroundAbility.race(g, o).tollsTheBalrog(o) && o.seat != seat && g.s.coins[seat] < 1)
            return illegal(
                    "LICHES_TOLL_UNPAID", "The Balrog's master pays the Liches' toll and has no coin (7.7, R-52).");
        return null;
    }

    /** The Balrog conquers (9.3.9, R-52): defenders lose 2 (an Immortal race by option), the region is his. */
    @Override
    protected void fold(Game g, BalrogMoved e) {
        UndergroundData d = UndergroundData.of(g);
        int r = e.region();
        d.balrogMoved = true;
        d.balrog = r;
        RaceState<?> o = g.occupant(r);
        if (o == null) return;
        int lost = o.active() && powers.any(g, o, UndergroundAbility::keepsTokensWhenConquered)
                ? d.rules.immortalLosesToBalrog()
                : 2;
        Conquest.defeat(g, r, g.race(g.s.activeRace[e.seat()]), Math.min(lost, g.s.tokens[r]));
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).balrogMoved = false;
    }
}
