package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.DragonConquer;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;

/**
 * Dragon Master ([IT 1361]-[IT 1377], R-17): once per turn, conquer a region with a single token
 * whatever its defence (command {@code dragonConquer}); the Dragon (immune, edition.json) moves
 * there.
 */
public final class DragonMaster extends RegionMove<DragonConquer, SmallWorldEvent> implements Ability, PerTurn {
    public static final String ID = "DRAGON_MASTER";
    /** {@code RegionConquered.method} of a Dragon conquest. */
    public static final String METHOD = "DRAGON";

    private final int dragon;

    public DragonMaster(Catalog catalog) {
        super(
                EnumSet.of(Phase.CONQUEST),
                "dragonConquer",
                DragonConquer.class,
                DragonConquer::new,
                null,
                SmallWorldEvent.class,
                null); // written() is overridden
        dragon = catalog.marker("DRAGON");
    }

    @Override
    protected SmallWorldEvent written(Game g, int seat, int region) {
        return new RegionConquered(seat, region, g.acting().race, METHOD, 1);
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.acting();
        return x != null && x.activeWith(ID);
    }

    /** The check is {@link Targets#target}'s, which refuses every region outside the candidates. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return Targets.candidatesPerList(g, g.acting())[r];
    }

    @Override
    protected boolean usableNow(Game g, int seat) {
        return !BaseData.of(g).dragonUsed && Targets.canStartConquest(g, g.acting(), false) == null;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, "A Dragon conquest");
        return v != null ? v : check(g, g.acting(), r);
    }

    private RuleViolation check(Game g, RaceState<?> x, int r) {
        if (!x.activeWith(ID))
            return illegal("POWER_NOT_HELD", "Only an active Dragon Master race has the Dragon ([IT 1361]).");
        if (BaseData.of(g).dragonUsed)
            return illegal("DRAGON_ALREADY_USED", "The Dragon conquers once per turn ([IT 1361], R-17).");
        RuleViolation v = Targets.canStartConquest(g, x, false);
        return v != null ? v : Targets.target(g, x, r);
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        if (!METHOD.equals(method)) return;
        for (int reg = 0; reg < g.map.size; reg++) if (g.s.owner[reg] == x.id) g.s.markers[dragon][reg] = 0;
        g.s.markers[dragon][region] = 1;
        BaseData.of(g).dragonUsed = true;
    }

    @Override
    public void startTurn(Game g, int seat) {
        BaseData.of(g).dragonUsed = false;
    }
}
