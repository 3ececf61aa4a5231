package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.OrbReplace;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TokenReplaced;
import java.util.List;

/** The Shiny Orb (9.2.5): replace a lone active token with one of your own (command {@code orbReplace}). */
final class ShinyOrb extends OneCommand<OrbReplace, SmallWorldEvent> implements Substitutions.Substituting {
    /** {@code TokenReplaced.method} of the Orb, and of the Bag used as the Orb. */
    static final String METHOD = "ORB", BAG_METHOD = "BAG_ORB";

    private final Relics relics;

    ShinyOrb(Relics relics) {
        super("orbReplace", OrbReplace.class, null, SmallWorldEvent.class);
        this.relics = relics;
    }

    private RuleViolation check(Game g, int seat, int r, boolean bag) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "A Shiny Orb conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if ((v = relics.usable(g, x, Treasures.ORB, bag)) != null) return v;
        return Substitutions.check(g, x, r);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, OrbReplace c) {
        return check(g, seat, c.region(), c.bag());
    }

    @Override
    protected void write(Game g, int seat, OrbReplace c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new TokenReplaced(seat, c.region(), c.bag() ? BAG_METHOD : METHOD));
    }

    @Override
    public boolean listsInRegions(Game g, int seat) {
        // the phase first: outside it the check would build a refusal with its text on every legal list
        if (g.s.phase != Phase.CONQUEST || UndergroundChecks.conquering(g, seat, "A Shiny Orb conquest") != null)
            return false;
        RaceState<?> x = g.acting();
        return relics.usable(g, x, Treasures.ORB, false) == null || relics.usable(g, x, Treasures.ORB, true) == null;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.CONQUEST || !Substitutions.worthChecking(g, g.acting(), r)) return;
        if (check(g, seat, r, false) == null) out.add(new OrbReplace(r, false));
        if (check(g, seat, r, true) == null) out.add(new OrbReplace(r, true));
    }

    @Override
    public boolean makes(String method) {
        return METHOD.equals(method) || BAG_METHOD.equals(method);
    }

    /** The Orb moves to the region it took (9.2). */
    @Override
    public void onReplacing(Game g, int region, String method, RaceState<?> victim) {
        relics.move(g, Treasures.ORB, BAG_METHOD.equals(method), region);
    }
}
