package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.MoveGreatAncient;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.GreatAncientMoved;
import java.util.EnumSet;

/**
 * Cultists (7.1): the Great Ancient stands in their first land conquest and makes it immune; a
 * region adjacent to it (their effective adjacency) costs them one token less; it leaves with
 * their decline. They move it with {@code moveGreatAncient}.
 */
public final class Cultists extends RegionMove<MoveGreatAncient, GreatAncientMoved>
        implements UndergroundAbility, PerTurn {
    public static final String ID = "CULTISTS";

    /** The Great Ancient is theirs (7.1, [U 541]). */
    @Override
    public boolean ownsTheGreatAncient() {
        return true;
    }

    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics (where the Great Brass Pipe is). */
    public Cultists(Treasures treasures) {
        super(
                EnumSet.of(Phase.CONQUEST),
                "moveGreatAncient",
                MoveGreatAncient.class,
                MoveGreatAncient::new,
                "greatAncientMoved",
                GreatAncientMoved.class,
                GreatAncientMoved::new);
        this.treasures = treasures;
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData d = UndergroundData.of(g);
        if (d.greatAncient < 0 && x.active() && !Board.river(g, region)) d.greatAncient = region;
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        int ga = UndergroundData.of(g).greatAncient;
        if (ga < 0 || ga == region || Gnomes.shields(g, x, region)) return 0;
        return Board.adjacentFor(g, treasures, x, ga, region) ? -1 : 0; // [U 537]-[U 540]
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundData.of(g).greatAncient = -1;
    }

    // ---------------------------------------------------------------- moving the Great Ancient

    /** At the start of a later turn, before the first conquest (7.1 item 4, [U 541]-[U 542]). */
    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.acting();
        return x != null && UndergroundAbility.race(g, x).ownsTheGreatAncient();
    }

    /** The check refuses every region but the conquering (active) race's. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return ofActiveRace(g, seat, r);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "Moving the Great Ancient");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        UndergroundData d = UndergroundData.of(g);
        if (!heldBy(g, seat) || d.greatAncient < 0 || x.pickedThisTurn)
            return illegal(
                    "NO_GREAT_ANCIENT",
                    "Only Cultists with the Great Ancient on the map move it, from their second turn ([U 541]).");
        if (d.greatAncientMoved || g.s.conquestsThisStep > 0 || g.s.conquestEnded)
            return illegal("TOO_LATE", "The Great Ancient moves once, at the start of the turn (7.1 item 4).");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id || r == d.greatAncient)
            return illegal(
                    "NOT_YOUR_REGION", "The Great Ancient moves to another region of the Cultists ([U 541]-[U 542]).");
        return null;
    }

    @Override
    protected void fold(Game g, GreatAncientMoved e) {
        UndergroundData d = UndergroundData.of(g);
        d.greatAncient = e.region();
        d.greatAncientMoved = true;
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).greatAncientMoved = false;
    }
}
