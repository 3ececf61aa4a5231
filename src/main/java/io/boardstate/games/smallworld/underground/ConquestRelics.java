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
        RuleViolation v = readying(g, seat);
        return v != null ? v : refusal(g, g.acting(), c.relic(), c.bag());
    }

    /** What {@link #refusal} asks alike of every Relic: the seat's race conquers and may start a conquest. */
    private static RuleViolation readying(Game g, int seat) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "Using a Relic");
        return v != null ? v : Targets.canStartConquest(g, g.acting(), false);
    }

    /** The rest of {@link #refusal}, for the acting race x. */
    private RuleViolation refusal(Game g, RaceState<?> x, String relic, boolean bag) {
        RuleViolation v;
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
        // the checks common to the six commands once, then each command's own
        if (g.s.phase != Phase.CONQUEST || readying(g, seat) != null) return;
        RaceState<?> x = g.acting();
        boolean bag = relics.mayUseBag(g, x); // asked once, not per Relic: the Bag is rarely in play
        for (String relic : Treasures.CONQUEST_RELICS) {
            if (refusal(g, x, relic, false) == null) out.add(new ReadyRelic(relic, false));
            if (bag && refusal(g, x, relic, true) == null) out.add(new ReadyRelic(relic, true));
        }
    }
}
