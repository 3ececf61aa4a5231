package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.Treasures;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.MoveGreatAncient;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.GreatAncientMoved;
import java.util.List;
import java.util.Map;

/**
 * Cultists (7.1): the Great Ancient stands in their first land conquest and makes it immune; a
 * region adjacent to it (their effective adjacency) costs them one token less; it leaves with
 * their decline. They move it with {@code moveGreatAncient}.
 */
public final class Cultists implements UndergroundAbility, OwnMoves {
    public static final String ID = "CULTISTS";

    /** The Great Ancient is theirs (7.1, [U 541]). */
    @Override
    public boolean ownsTheGreatAncient() {
        return true;
    }

    private final Treasures treasures;

    /** {@code treasures}: the edition's Places and Relics (where the Great Brass Pipe is). */
    public Cultists(Treasures treasures) {
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

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("moveGreatAncient", MoveGreatAncient.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("greatAncientMoved", GreatAncientMoved.class);
    }

    /** At the start of a later turn, before the first conquest (7.1 item 4, [U 541]-[U 542]). */
    private static RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "Moving the Great Ancient");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        UndergroundData d = UndergroundData.of(g);
        if (!UndergroundAbility.race(g, x).ownsTheGreatAncient() || d.greatAncient < 0 || x.pickedThisTurn)
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
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((MoveGreatAncient) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new GreatAncientMoved(seat, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        UndergroundData d = UndergroundData.of(g);
        d.greatAncient = ((GreatAncientMoved) event).region();
        d.greatAncientMoved = true;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.CONQUEST && check(g, seat, r) == null) out.add(new MoveGreatAncient(r));
    }
}
