package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.underground.UndergroundCommand.DrawStonehedgePower;
import io.boardstate.games.smallworld.underground.UndergroundEvent.StonehedgePowerDrawn;
import java.util.List;
import java.util.Map;

/**
 * Stonehedge (9.3.7, R-51): its discoverer draws a power at once (a prompt, command {@code
 * drawStonehedgePower}); the race occupying it has that power besides its own, by that power's
 * rules (active powers while active; Muddy, Royal, Reborn, Tomb, Wise in decline). The edition
 * asks it at every hook.
 */
public final class Stonehedge extends OneCommand<DrawStonehedgePower, StonehedgePowerDrawn> {
    private final Treasures treasures;

    Stonehedge(Treasures treasures) {
        super("drawStonehedgePower", DrawStonehedgePower.class, "stonehedgePowerDrawn", StonehedgePowerDrawn.class);
        this.treasures = treasures;
    }

    /** The lent power's definition if x holds Stonehedge and the power works for x now, else null. */
    PowerDef lent(Game g, RaceState<?> x) {
        String power = UndergroundData.of(g).stonehedgePower;
        if (power == null || x == null || x.gone) return null;
        int region = treasures.at(g, Treasures.STONEHEDGE);
        if (region < 0 || g.s.owner[region] != x.id) return null;
        PowerDef p = g.catalog.power(power);
        return x.active() || p.keptInDecline() ? p : null;
    }

    Ability ability(Game g, RaceState<?> x) {
        PowerDef p = lent(g, x);
        return p == null ? null : Ability.of(p.ability());
    }

    void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        PowerDef p = lent(g, x);
        if (p == null) return;
        Scoring.addRules(g, x, p, breakdown);
        Ability.of(p.ability()).score(g, x, breakdown);
    }

    // ---------------------------------------------------------------- the draw, a prompt

    @Override
    protected RuleViolation refusal(Game g, int seat, DrawStonehedgePower c) {
        if (UndergroundData.of(g).stonehedgeDrawSeat != seat)
            return illegal("NO_STONEHEDGE_DRAW", "Stonehedge draws its power when it is discovered ([U 890]).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, DrawStonehedgePower c, Rng rng, List<SmallWorldEvent> out) {
        List<String> from = g.s.badgePile.isEmpty() ? g.s.badgeDiscard : g.s.badgePile;
        out.add(new StonehedgePowerDrawn(seat, from.isEmpty() ? null : from.get(rng.nextInt(from.size()))));
    }

    @Override
    protected void fold(Game g, StonehedgePowerDrawn e) {
        UndergroundData d = UndergroundData.of(g);
        d.stonehedgeDrawSeat = -1;
        d.stonehedgePower = e.power();
        if (e.power() != null && !g.s.badgePile.remove(e.power())) g.s.badgeDiscard.remove(e.power());
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return true;
    }

    /** Stonehedge's power is drawn before anything else (9.3.7). */
    @Override
    public int promptSeat(Game g) {
        return UndergroundData.of(g).stonehedgeDrawSeat;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        offer(g, seat, new DrawStonehedgePower(), out);
    }
}
