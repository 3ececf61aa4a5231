package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.CoinGain;
import io.boardstate.games.smallworld.warcraft.Factions;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceObjective;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ObjectivePlaced;
import java.util.EnumSet;

/**
 * Humans (4.15, [W 498]): at the end of each of their turns they take back their 2 Military
 * Objectives and place up to 2 on distinct regions not held by an Alliance race (R-38: nor a
 * Watchtower's). A non-Horde race that conquers such a region wins 2 coins at once and the
 * objective goes back to the Humans' owner, who wins 2 too unless he conquered it; a Horde
 * conqueror leaves it in place. They leave the map when the Humans decline. Command
 * {@code placeObjective}.
 */
public final class Humans extends RegionMove<PlaceObjective, ObjectivePlaced> implements Ability {
    public static final String ID = "HUMANS";
    private final int tower;
    private final CoinGain coins;

    public Humans(Catalog catalog, CoinGain coins) {
        super(
                EnumSet.of(Phase.END_POWERS),
                "placeObjective",
                PlaceObjective.class,
                PlaceObjective::new,
                "objectivePlaced",
                ObjectivePlaced.class,
                ObjectivePlaced::new);
        tower = catalog.marker("WATCHTOWER");
        this.coins = coins;
    }

    /** E5 begins: both objectives come back to the Humans. */
    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        WarcraftData d = WarcraftData.of(g);
        d.objectives.clear();
        d.objectivesOwner = x.seat;
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        WarcraftData d = WarcraftData.of(g);
        d.objectives.clear();
        d.objectivesOwner = -1;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        int a = g.s.activeRace[seat];
        return a >= 0 && g.race(a).is(ID);
    }

    /** Both objectives placed refuses every region alike: then no region is checked. */
    @Override
    protected boolean usableNow(Game g, int seat) {
        return WarcraftData.of(g).objectives.size() < 2;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int region) {
        if (g.s.phase != Phase.END_POWERS || !heldBy(g, seat))
            return illegal(
                    "NO_OBJECTIVES",
                    "Only active Humans place Military Objectives, at the end of their turn ([W 498]).");
        WarcraftData d = WarcraftData.of(g);
        if (!g.map.valid(region)) return illegal("NO_SUCH_REGION", "Region " + region + " does not exist on this map.");
        if (d.objectives.size() >= 2) return illegal("NO_OBJECTIVES", "Both Military Objectives are placed ([W 50]).");
        if (d.objectives.contains(region))
            return illegal("OBJECTIVE_THERE", "Objectives go on 2 different regions ([W 498]).");
        RaceState<?> o = g.occupant(region);
        if (o != null && Factions.of(g, o).equals(Factions.ALLIANCE))
            return illegal("ALLIANCE_REGION", "Objectives go on regions not held by an Alliance race ([W 498], R-38).");
        if (g.s.markers[tower][region] > 0) return illegal("IMMUNE_REGION", "A Watchtower region is immune (R-44).");
        return null;
    }

    @Override
    protected void fold(Game g, ObjectivePlaced e) {
        WarcraftData.of(g).objectives.add(e.region());
    }

    /** Apply time, after a conquest of {@code region} by x: the capture ([W 498], R-18). */
    public void capture(Game g, RaceState<?> x, int region) {
        WarcraftData d = WarcraftData.of(g);
        if (!d.objectives.contains(region) || Factions.now(g, x).equals(Factions.HORDE)) return;
        d.objectives.remove((Integer) region);
        coins.gain(g, x.seat, 2, ID);
        if (d.objectivesOwner >= 0 && d.objectivesOwner != x.seat) coins.gain(g, d.objectivesOwner, 2, ID);
    }
}
