package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceArmor;
import io.boardstate.games.smallworld.underground.UndergroundEvent.ArmorPlaced;
import io.boardstate.games.smallworld.underground.UndergroundRaceData;
import java.util.EnumSet;

/**
 * Shield (8.2, R-31): at the end of the conquests, one Mushroom Armor per Mushroom Forest held
 * (as many as the box has left); they are placed while redeploying ({@code placeArmor}) and
 * defend +1 each, also in decline, until their region is emptied or conquered (markers, R-50).
 * Armors not placed go back to the box.
 */
public final class Shield extends RegionMove<PlaceArmor, ArmorPlaced> implements Ability {
    public Shield() {
        super(
                EnumSet.of(Phase.REDEPLOY),
                "placeArmor",
                PlaceArmor.class,
                PlaceArmor::new,
                "armorPlaced",
                ArmorPlaced.class,
                ArmorPlaced::new);
    }

    public static final String ID = "SHIELD";
    public static final String ARMOR = "ARMOR";

    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        int kind = g.catalog.marker(ARMOR);
        int left = g.catalog.markers().get(kind).pool();
        left -= g.s.markersOnMap(kind);
        for (RaceState<?> r : g.s.races) left -= ((UndergroundRaceData) r.extra).armorsInHand;
        ((UndergroundRaceData) x.extra).armorsInHand +=
                Math.max(0, Math.min(left, Board.count(g, x, Board.MUSHROOM_FOREST)));
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        ((UndergroundRaceData) x.extra).armorsInHand = 0;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.activeRace(seat);
        return x != null && ((UndergroundRaceData) x.extra).armorsInHand > 0;
    }

    /** The check refuses every region but the active race's. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return ofActiveRace(g, seat, r);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.REDEPLOY, "Placing a Mushroom Armor");
        if (v != null) return v;
        if (!heldBy(g, seat)) return illegal("NO_ARMOR_IN_HAND", "No Mushroom Armor to place ([U 653]-[U 656]).");
        RaceState<?> x = g.activeRace(seat);
        if ((v = UndergroundChecks.region(g, r)) != null) return v;
        if (g.s.owner[r] != x.id)
            return illegal("NOT_YOUR_REGION", "Armors go on regions of the Shield race ([U 656]).");
        return null;
    }

    @Override
    protected void fold(Game g, ArmorPlaced e) {
        g.s.markers[g.catalog.marker(ARMOR)][e.region()]++;
        ((UndergroundRaceData) g.race(g.s.activeRace[e.seat()]).extra).armorsInHand--;
    }
}
