package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.PlaceHero;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.base.BaseEvent.HeroPlaced;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;

/**
 * Heroic ([IT 1432]-[IT 1442], R-18): at the end of every turn both Heroes (immune, edition.json)
 * are placed anew in two different regions of the race (command {@code placeHero}).
 */
public final class Heroic extends OwnMarkerMove<PlaceHero, HeroPlaced> implements Ability, PerTurn {
    public static final String ID = "HEROIC";

    public Heroic(Catalog catalog) {
        super(
                catalog,
                "HERO",
                ID,
                EnumSet.of(Phase.END_POWERS),
                "placeHero",
                PlaceHero.class,
                PlaceHero::new,
                "heroPlaced",
                HeroPlaced.class,
                HeroPlaced::new);
    }

    @Override
    protected void fold(Game g, HeroPlaced e) {
        g.s.markers[marker][e.region()] = 1;
        BaseData.of(g).heroesToPlace--;
    }

    @Override
    protected boolean usableNow(Game g, int seat) {
        return BaseData.of(g).heroesToPlace >= 1;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Placing a Hero");
        if (v != null) return v;
        if (!heldBy(g, seat)) return illegal("POWER_NOT_HELD", "Only an active Heroic race has Heroes ([IT 1432]).");
        if (BaseData.of(g).heroesToPlace < 1) return illegal("HEROES_PLACED", "Both Heroes are placed (R-18).");
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.owner[r] != g.s.activeRace[seat])
            return illegal("NOT_YOUR_REGION", "Heroes go in regions of the Heroic race ([IT 1432]).");
        if (g.s.markers[marker][r] > 0)
            return illegal("HERO_SAME_REGION", "The two Heroes go in two different regions ([IT 1432]).");
        return null;
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> active) {
        for (int reg = 0; reg < g.map.size; reg++) if (g.s.owner[reg] == active.id) g.s.markers[marker][reg] = 0;
        BaseData.of(g).heroesToPlace = Math.min(pool, active.regions);
    }

    @Override
    public void startTurn(Game g, int seat) {
        BaseData.of(g).heroesToPlace = 0;
    }
}
