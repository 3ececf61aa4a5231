package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundCommand.ReadyRelic;
import io.boardstate.games.smallworld.underground.UndergroundEvent.RelicReadied;
import java.util.List;

/**
 * The Relics used for a conquest (the Flying Doormat, the Sword, the Socks; 9.2.1, 9.2.3, 9.2.4):
 * readied before it (command {@code readyRelic}); their effects are the edition's hooks ({@link
 * TreasureEffects}).
 */
final class ConquestRelics extends OneCommand<ReadyRelic, RelicReadied> {
    private final Relics relics;

    ConquestRelics(Relics relics) {
        super("readyRelic", ReadyRelic.class, "relicReadied", RelicReadied.class);
        this.relics = relics;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, ReadyRelic c) {
        String relic = c.relic();
        boolean bag = c.bag();
        RuleViolation v = UndergroundChecks.conquering(g, seat, "Using a Relic");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if ((v = Targets.canStartConquest(g, x, false)) != null) return v;
        if (relic == null || !Treasures.CONQUEST_RELICS.contains(relic))
            return illegal(
                    "NOT_A_CONQUEST_RELIC",
                    "Readied for a conquest: the Flying Doormat, the Sword or the Socks (9.2).");
        if ((v = relics.usable(g, x, relic, bag)) != null) return v;
        int bit = bag ? Treasures.BAG_BIT : relics.treasures.bit(relic);
        if ((UndergroundData.of(g).readied & bit) != 0)
            return illegal("RELIC_READIED", "This Relic is already readied for the next conquest.");
        return null;
    }

    @Override
    protected void write(Game g, int seat, ReadyRelic c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new RelicReadied(seat, c.relic(), c.bag()));
    }

    @Override
    protected void fold(Game g, RelicReadied e) {
        UndergroundData d = UndergroundData.of(g);
        if (e.bag()) {
            d.readied |= Treasures.BAG_BIT;
            d.bagAs = e.relic();
        } else d.readied |= relics.treasures.bit(e.relic());
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.CONQUEST) return;
        for (String relic : Treasures.CONQUEST_RELICS)
            for (boolean bag : new boolean[] {false, true}) offer(g, seat, new ReadyRelic(relic, bag), out);
    }
}
