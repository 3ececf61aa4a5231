package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceQueen;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.QueenPlaced;
import java.util.EnumSet;

/**
 * Royal (8.15, R-37): the race places its Queen at the end of every turn ([U 737]); the
 * command {@code placeQueen}; her immunity is {@code Figures}.
 */
public final class Royal extends RegionMove<PlaceQueen, QueenPlaced> implements UndergroundAbility, PerTurn {
    public static final String ID = "ROYAL";

    @Override
    public boolean placesQueen() {
        return true; // [U 737], R-37
    }

    private final HeldPowers powers;

    /** {@code powers}: the powers a race has now (a Royal badge lent by Stonehedge works too). */
    public Royal(HeldPowers powers) {
        super(
                EnumSet.of(Phase.END_POWERS),
                "placeQueen",
                PlaceQueen.class,
                PlaceQueen::new,
                "queenPlaced",
                QueenPlaced.class,
                QueenPlaced::new);
        this.powers = powers;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.activeRace(seat);
        return x != null && powers.any(g, x, UndergroundAbility::placesQueen);
    }

    /** The check refuses every region but the active race's. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return ofActiveRace(g, seat, r);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.atTurnEnd(g, seat, "Placing the Queen");
        if (v != null) return v;
        if (!heldBy(g, seat)) return illegal("NOT_ROYAL", "Only a Royal race has the Queen ([U 737]).");
        RaceState<?> x = g.activeRace(seat);
        if (UndergroundData.of(g).queenPlaced) return illegal("QUEEN_PLACED", "The Queen is placed once per turn.");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "The Queen goes on a region of the Royal race ([U 738]).");
        return null;
    }

    @Override
    protected void fold(Game g, QueenPlaced e) {
        UndergroundData d = UndergroundData.of(g);
        d.queen = e.region();
        d.queenRace = g.s.activeRace[e.seat()];
        d.queenPlaced = true;
    }

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).queenPlaced = false;
    }
}
