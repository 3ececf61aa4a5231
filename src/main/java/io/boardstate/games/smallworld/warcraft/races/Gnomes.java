package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.CoreEvent.ConquestEnded;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.AirAssaultFinal;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.AirAssaultResolved;
import java.util.List;

/**
 * Gnomes (4.6): once per turn, the air assault conquers any region as if adjacent, a free die
 * off the cost (the conquest mode {@code AIR_ASSAULT}, {@code ConquestModes}). An assault short
 * of tokens leaves a prompt: make it the final conquest with a second die, or not (command {@code
 * airAssaultFinal}, R-30 step 4).
 */
public final class Gnomes extends OneCommand<AirAssaultFinal, AirAssaultResolved> implements WarcraftAbility, PerTurn {
    public static final String ID = "GNOMES";
    /** Their conquest mode (4.6). */
    public static final String MODE = "AIR_ASSAULT";

    public Gnomes() {
        super("airAssaultFinal", AirAssaultFinal.class, "airAssaultResolved", AirAssaultResolved.class);
    }

    @Override
    public String conquestMode() {
        return MODE;
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).assaultRegion = -1;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, AirAssaultFinal c) {
        if (WarcraftData.of(g).assaultRegion < 0)
            return illegal("NO_AIR_ASSAULT", "No failed air assault waits for an answer (R-30).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, AirAssaultFinal c, Rng rng, List<SmallWorldEvent> out) {
        int r = WarcraftData.of(g).assaultRegion;
        if (!c.roll()) {
            out.add(new AirAssaultResolved(seat, r, null, false));
            return;
        }
        RaceState<?> x = g.acting();
        int die = g.rollDie(rng);
        boolean success = x.hand + die >= WarcraftData.of(g).assaultNeed;
        out.add(new AirAssaultResolved(seat, r, die, success));
        if (success) out.add(new RegionConquered(seat, r, x.race, MODE, x.hand));
        out.add(new ConquestEnded(seat, x.race)); // a final conquest ends them either way ([W 273])
    }

    @Override
    protected void fold(Game g, AirAssaultResolved e) {
        WarcraftData.of(g).assaultRegion = -1;
        if (!e.success()) WarcraftData.of(g).tollsPaidAt = -1;
        if (e.die() != null) g.s.dieUsedThisTurn = true;
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return command instanceof AirAssaultFinal;
    }

    @Override
    public int promptSeat(Game g) {
        return g.s.phase == Phase.CONQUEST && WarcraftData.of(g).assaultRegion >= 0 ? g.s.currentSeat : -1;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        out.add(new AirAssaultFinal(true));
        out.add(new AirAssaultFinal(false));
    }
}
