package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.OrbReplace;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TokenReplaced;
import java.util.List;
import java.util.Map;

/** The Shiny Orb (9.2.5): replace a lone active token with one of your own (command {@code orbReplace}). */
final class ShinyOrb implements OwnMoves, Substitutions.Substituting {
    /** {@code TokenReplaced.method} of the Orb, and of the Bag used as the Orb. */
    static final String METHOD = "ORB", BAG_METHOD = "BAG_ORB";

    private final Relics relics;

    ShinyOrb(Relics relics) {
        this.relics = relics;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("orbReplace", OrbReplace.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of();
    }

    private RuleViolation check(Game g, int seat, int r, boolean bag) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "A Shiny Orb conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if ((v = relics.usable(g, x, Treasures.ORB, bag)) != null) return v;
        return Substitutions.check(g, x, r);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        OrbReplace c = (OrbReplace) command;
        RuleViolation v = check(g, seat, c.region(), c.bag());
        if (v == null) out.add(new TokenReplaced(seat, c.region(), c.bag() ? BAG_METHOD : METHOD));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        throw new IllegalStateException("the Orb's tokenReplaced is folded by the substitutions");
    }

    @Override
    public boolean listsInRegions(Game g, int seat) {
        if (UndergroundChecks.conquering(g, seat, "A Shiny Orb conquest") != null) return false;
        RaceState<?> x = g.acting();
        return relics.usable(g, x, Treasures.ORB, false) == null || relics.usable(g, x, Treasures.ORB, true) == null;
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.CONQUEST) return;
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
