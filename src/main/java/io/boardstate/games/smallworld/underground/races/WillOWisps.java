package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.CoreEvent.ConquestEnded;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.WispsConquer;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.WispsDieRolled;
import java.util.List;

/**
 * Will-o'-Wisps (7.15, R-25): they may roll the die before conquering a Mystic Crystal or a region
 * next to a Mystic Crystal they hold; their {@code wispsConquer} move does it.
 */
public final class WillOWisps extends OneCommand<WispsConquer, WispsDieRolled> implements UndergroundAbility {
    public static final String ID = "WILL_O_WISPS";
    /** {@code RegionConquered.method} of a conquest after the Wisps' roll. */
    public static final String METHOD = "WISPS";

    public WillOWisps() {
        super("wispsConquer", WispsConquer.class, "wispsDieRolled", WispsDieRolled.class);
    }

    /** Their conquest next to a Mystic Crystal starts with a roll ([U 560]). */
    @Override
    public boolean rollsBeforeConquering() {
        return true;
    }

    /** The target qualifies for the Wisps' roll ([U 560]-[U 562]). */
    public static boolean eligible(Game g, RaceState<?> x, int region) {
        if (Board.is(g, region, Board.MYSTIC_CRYSTAL)) return true;
        for (int n : g.map.neighbours[region])
            if (g.s.owner[n] == x.id && Board.is(g, n, Board.MYSTIC_CRYSTAL)) return true;
        return false;
    }

    // ---------------------------------------------------------------- the Wisps' conquest

    private static RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "A Will-o'-Wisps conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (!UndergroundAbility.race(g, x).rollsBeforeConquering())
            return illegal("NOT_WILL_O_WISPS", "Only the Will-o'-Wisps roll before conquering ([U 560]).");
        if ((v = Targets.canStartConquest(g, x, false)) != null) return v;
        if ((v = Targets.target(g, x, r)) != null) return v;
        if (!eligible(g, x, r))
            return illegal(
                    "NOT_NEAR_MYSTIC_CRYSTAL",
                    "The Will-o'-Wisps roll for a Mystic Crystal or a region next to one they hold ([U 561]-[U 562], R-25).");
        if (Gnomes.shields(g, x, r)) return UndergroundChecks.gnomesProtected();
        int reach = g.catalog.setup().finalConquestReach();
        if (Targets.cost(g, x, r) > x.hand + reach)
            return illegal("TOO_STRONG_FOR_DIE", "Even the best roll would not be enough (R-25).");
        return null;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, WispsConquer c) {
        return check(g, seat, c.region());
    }

    /** Name the region, roll, conquer if the tokens suffice; a failure may end the conquests (7.15, R-25). */
    @Override
    protected void write(Game g, int seat, WispsConquer c, Rng rng, List<SmallWorldEvent> out) {
        int region = c.region();
        RaceState<?> x = g.acting();
        int cost = Targets.cost(g, x, region);
        int die = g.rollDie(rng);
        int required = Math.max(Hooks.minimumCost(g, x, region), cost - die);
        boolean success = x.hand >= required;
        out.add(new WispsDieRolled(seat, region, die, cost, success));
        if (success) out.add(new RegionConquered(seat, region, x.race, METHOD, required));
        else if (UndergroundData.of(g).rules.wispsFailureEndsConquest())
            out.add(new ConquestEnded(seat, x.race));
    }

    /** The roll itself changes nothing; the conquest that follows is the core's. */
    @Override
    protected void fold(Game g, WispsDieRolled e) {}

    @Override
    public boolean listsInRegions(Game g, int seat) {
        RaceState<?> x = g.acting();
        return g.s.phase == Phase.CONQUEST
                && x != null
                && UndergroundAbility.race(g, x).rollsBeforeConquering();
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        RaceState<?> x = g.acting();
        // the check's target test refuses every region outside the candidates: no refusal built for them
        if (g.s.phase == Phase.CONQUEST && x != null && Targets.candidatesPerList(g, x)[r] && check(g, seat, r) == null)
            out.add(new WispsConquer(r));
    }
}
