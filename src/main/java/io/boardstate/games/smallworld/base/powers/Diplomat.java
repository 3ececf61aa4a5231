package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.ChooseAlly;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.base.BaseEvent.AllyChosen;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/**
 * Diplomat ([IT 1333]-[IT 1347], R-21): at the end of the turn name an opponent whose active race
 * was not attacked (command {@code chooseAlly}); until the Diplomat's next turn that opponent may
 * not attack the Diplomat's active race. The peace itself is a rule of the whole match ({@link
 * io.boardstate.games.smallworld.base.BaseEdition#protects}), since it outlives a decline.
 */
public final class Diplomat extends OneCommand<ChooseAlly, AllyChosen> implements Ability, PerTurn {
    public static final String ID = "DIPLOMAT";

    public Diplomat() {
        super("chooseAlly", ChooseAlly.class, "allyChosen", AllyChosen.class);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, ChooseAlly c) {
        int ally = c.seat();
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Choosing an ally");
        if (v != null) return v;
        BaseData data = BaseData.of(g);
        if (!g.activeRaceWith(seat, ID))
            return illegal("POWER_NOT_HELD", "Only an active Diplomat race chooses an ally ([IT 1333]).");
        if (data.allyChosen) return illegal("ALLY_ALREADY_CHOSEN", "One ally per turn ([IT 1333], R-21).");
        if (ally < 0 || ally >= g.s.seats || ally == seat)
            return illegal("NOT_AN_OPPONENT", "The ally must be another seat ([IT 1333]).");
        if (g.s.activeRace[ally] < 0)
            return illegal("ALLY_HAS_NO_ACTIVE_RACE", "The ally must have an active race ([IT 1335]).");
        if ((g.s.attackedSeats & (1 << ally)) != 0)
            return illegal("ALLY_ATTACKED", "You attacked this opponent's active race this turn ([IT 1335], R-21).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, ChooseAlly c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new AllyChosen(seat, c.seat()));
    }

    @Override
    protected void fold(Game g, AllyChosen e) {
        BaseData.of(g).ally[e.seat()] = e.ally();
        BaseData.of(g).allyChosen = true;
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        // the refusal's first two checks refuse every ally alike: no command nor refusal is made for them
        if (g.s.phase != Phase.END_POWERS || !g.activeRaceWith(seat, ID)) return;
        for (int a = 0; a < g.s.seats; a++) offer(g, seat, new ChooseAlly(a), out);
    }

    /** The peace: the ally's active race may not attack the Diplomat's active race. */
    public static RuleViolation peace(Game g, RaceState<?> x, RaceState<?> defender) {
        if (x.active()
                && defender.active()
                && defender.seat != x.seat
                && BaseData.of(g).ally[defender.seat] == x.seat) {
            return illegal(
                    "AT_PEACE",
                    "Seat " + defender.seat
                            + "'s Diplomat made peace with you: you may not attack his active race until his next turn ([IT 1339], R-21).");
        }
        return null;
    }

    /** One ally per turn; the peace lasts until the Diplomat's owner's next turn. */
    @Override
    public void startTurn(Game g, int seat) {
        BaseData.of(g).allyChosen = false;
        BaseData.of(g).ally[seat] = -1;
    }
}
