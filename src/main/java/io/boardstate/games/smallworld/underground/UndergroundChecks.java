package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;

/**
 * The checks Underground's own moves (spec 12.5) share, whatever part owns the move. Each returns
 * null when allowed, else the broken rule; none changes the state.
 */
public final class UndergroundChecks {
    private UndergroundChecks() {}

    /** The active race of the seat while it conquers (CONQUEST phase), else the rule broken. */
    public static RuleViolation conquering(Game g, int seat, String what) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, what);
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (x == null || !x.active() || x.id != g.s.activeRace[seat])
            return illegal("NO_ACTIVE_RACE", what + " needs an active race.");
        return null;
    }

    /** The seat's active race, at the end of its turn (END_POWERS phase), else the rule broken. */
    public static RuleViolation atTurnEnd(Game g, int seat, String what) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, what);
        if (v != null) return v;
        return g.activeRace(seat) == null ? illegal("NO_ACTIVE_RACE", what + " needs an active race.") : null;
    }

    public static RuleViolation region(Game g, int r) {
        return g.map.valid(r) ? null : Targets.noSuchRegion(r);
    }

    /** The rule the Gnomes' protection breaks. */
    public static RuleViolation gnomesProtected() {
        return illegal(
                "GNOMES_PROTECTED",
                "During your turn the Gnomes are safe from your abilities, Places and Relics ([U 570]-[U 576], R-19).");
    }
}
