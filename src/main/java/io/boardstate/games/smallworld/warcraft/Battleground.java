package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.DeclareSide;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.SideDeclared;
import java.util.List;

/**
 * The Battleground's side (6.2.1, [W 628], R-25): a neutral active race holding it fights for the
 * Alliance or the Horde for its turn (command {@code declareSide}; {@link Factions#now}).
 */
final class Battleground extends OneCommand<DeclareSide, SideDeclared> implements PerTurn {
    Battleground() {
        super("declareSide", DeclareSide.class, "sideDeclared", SideDeclared.class);
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).side = null;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, DeclareSide c) {
        RuleViolation v = sideRefusal(g);
        if (v != null) return v;
        String faction = c.faction();
        if (!Factions.ALLIANCE.equals(faction) && !Factions.HORDE.equals(faction))
            return illegal("NO_SUCH_FACTION", "The side is ALLIANCE or HORDE ([W 628]).");
        return null;
    }

    /** Why no side may be declared now, whichever it is, or null. */
    private static RuleViolation sideRefusal(Game g) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST || x == null || !x.active() || g.s.conquestEnded) return NOT_CONQUESTS;
        if (!Factions.of(g, x).equals(Factions.NEUTRAL) || !Relics.heldBy(g, Relics.BATTLEGROUND, x))
            return NOT_NEUTRAL_HOLDER;
        if (WarcraftData.of(g).side != null) return SIDE_CHOSEN;
        return null;
    }

    // Refusals made once: they name no region or side, and every conquest list asks them.
    private static final RuleViolation NOT_CONQUESTS =
            illegal("NO_SIDE", "A side is declared during the conquests ([W 628]).");
    private static final RuleViolation NOT_NEUTRAL_HOLDER =
            illegal("NO_SIDE", "Only a neutral race holding the Battleground chooses a side ([W 628]).");
    private static final RuleViolation SIDE_CHOSEN = illegal("NO_SIDE", "The side is chosen once per turn (R-25).");

    @Override
    protected void write(Game g, int seat, DeclareSide c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new SideDeclared(seat, c.faction()));
    }

    @Override
    protected void fold(Game g, SideDeclared e) {
        WarcraftData.of(g).side = e.faction();
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (sideRefusal(g) != null) return; // asked once, not per side
        for (String f : List.of(Factions.ALLIANCE, Factions.HORDE)) offer(g, seat, new DeclareSide(f), out);
    }
}
