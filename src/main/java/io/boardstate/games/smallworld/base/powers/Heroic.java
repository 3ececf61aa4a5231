package io.boardstate.games.smallworld.base.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.PlaceHero;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.base.BaseEvent.HeroPlaced;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.List;
import java.util.Map;

/**
 * Heroic ([IT 1432]-[IT 1442], R-18): at the end of every turn both Heroes (immune, edition.json)
 * are placed anew in two different regions of the race (command {@code placeHero}).
 */
public final class Heroic implements Ability, OwnMoves {
    public static final String ID = "HEROIC";
    private final int hero;
    private final int heroes;

    public Heroic(Catalog catalog) {
        hero = catalog.marker("HERO");
        heroes = catalog.markers().get(hero).pool();
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("placeHero", PlaceHero.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("heroPlaced", HeroPlaced.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((PlaceHero) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new HeroPlaced(seat, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        place(g, ((HeroPlaced) event).region());
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS && check(g, seat, r) == null) out.add(new PlaceHero(r));
    }

    private RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Placing a Hero");
        if (v != null) return v;
        int active = g.s.activeRace[seat];
        if (active < 0 || !g.race(active).activeWith(ID))
            return illegal("POWER_NOT_HELD", "Only an active Heroic race has Heroes ([IT 1432]).");
        if (BaseData.of(g).heroesToPlace < 1) return illegal("HEROES_PLACED", "Both Heroes are placed (R-18).");
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.owner[r] != active)
            return illegal("NOT_YOUR_REGION", "Heroes go in regions of the Heroic race ([IT 1432]).");
        if (g.s.markers[hero][r] > 0)
            return illegal("HERO_SAME_REGION", "The two Heroes go in two different regions ([IT 1432]).");
        return null;
    }

    private void place(Game g, int region) {
        g.s.markers[hero][region] = 1;
        BaseData.of(g).heroesToPlace--;
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> active) {
        for (int reg = 0; reg < g.map.size; reg++) if (g.s.owner[reg] == active.id) g.s.markers[hero][reg] = 0;
        BaseData.of(g).heroesToPlace = Math.min(heroes, active.regions);
    }
}
