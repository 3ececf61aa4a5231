package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceQueen;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.QueenPlaced;
import java.util.List;
import java.util.Map;

/**
 * Royal (8.15, R-37): the race places its Queen at the end of every turn ([U 737]); the
 * command {@code placeQueen}; her immunity is {@code Figures}.
 */
public final class Royal implements UndergroundAbility, OwnMoves {
    public static final String ID = "ROYAL";

    @Override
    public boolean placesQueen() {
        return true; // [U 737], R-37
    }

    private final HeldPowers powers;

    /** {@code powers}: the powers a race has now (a Royal badge lent by Stonehedge works too). */
    public Royal(HeldPowers powers) {
        this.powers = powers;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("placeQueen", PlaceQueen.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("queenPlaced", QueenPlaced.class);
    }

    private RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.atTurnEnd(g, seat, "Placing the Queen");
        if (v != null) return v;
        RaceState<?> x = UndergroundChecks.active(g, seat);
        if (!powers.any(g, x, UndergroundAbility::placesQueen))
            return illegal("NOT_ROYAL", "Only a Royal race has the Queen ([U 737]).");
        if (UndergroundData.of(g).queenPlaced) return illegal("QUEEN_PLACED", "The Queen is placed once per turn.");
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "The Queen goes on a region of the Royal race ([U 738]).");
        return null;
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((PlaceQueen) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new QueenPlaced(seat, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        QueenPlaced e = (QueenPlaced) event;
        UndergroundData d = UndergroundData.of(g);
        d.queen = e.region();
        d.queenRace = g.s.activeRace[e.seat()];
        d.queenPlaced = true;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS && check(g, seat, r) == null) out.add(new PlaceQueen(r));
    }
}
