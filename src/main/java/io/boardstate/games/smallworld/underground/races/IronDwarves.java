package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.underground.Board;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundRaceData;

/**
 * Iron Dwarves and their Silver Hammers (7.5, R-26). Hammers won while redeploying (one per Mine,
 * at most the 7 in the box) join the troops in hand from the next turn and pay for conquests like
 * tokens, but every conquest places at least one Dwarf; after redeployment they all leave the map
 * again. They never defend, never score and never count for the tie-break.
 */
public final class IronDwarves implements UndergroundAbility {
    public static final String ID = "IRON_DWARVES";

    @Override
    public int piecesOnBoard(RaceState<?> x) {
        return hammersOnBoard(x);
    }

    @Override
    public int piecesInHand(RaceState<?> x) {
        return hammersInHand(x);
    }

    @Override
    public int piecesIn(Game g, RaceState<?> x, int region) {
        return hammersIn(g, x, region);
    }

    private final int hammers;

    /** {@code catalog}: the edition's data, where the race's feature {@code hammers} is the box's count. */
    public IronDwarves(Catalog catalog) {
        this.hammers = ((Number) catalog.race(ID).features().get("hammers")).intValue();
    }

    private static UndergroundRaceData data(RaceState<?> x) {
        return (UndergroundRaceData) x.extra;
    }

    @Override
    public void onConquestsBegin(Game g, RaceState<?> x) {
        UndergroundRaceData e = data(x);
        e.hammersInHand = e.hammerPool;
        e.hammersOnMap = 0;
        e.hammersAt = null;
        x.hand += e.hammerPool;
    }

    /** A conquest needs a Dwarf in hand; against Gnomes the Hammers do not count (7.4). */
    @Override
    public RuleViolation refusesTarget(Game g, RaceState<?> x, int region) {
        int dwarves = x.hand - data(x).hammersInHand;
        if (dwarves < 1)
            return illegal(
                    "NO_DWARF_IN_HAND",
                    "Every conquest places at least one Iron Dwarf; Silver Hammers alone cannot conquer ([U 218]-[U 222], R-26).");
        if (Gnomes.shields(g, x, region) && Targets.cost(g, x, region) > dwarves)
            return illegal(
                    "GNOMES_PROTECTED",
                    "Silver Hammers cannot be used against the Gnomes during your turn ([U 570]-[U 576], 7.4).");
        return null;
    }

    @Override
    public void beforeConquered(Game g, RaceState<?> x, int region, String method) {
        data(x).handBeforeConquest = x.hand;
    }

    /**
     * The Hammers among the tokens placed: as many as possible, leaving at least one Dwarf. Where
     * they stand is kept for views from the turn's first Hammer on; not if Hammers already stand
     * unrecorded (a state the previous release wrote mid-turn), lest the regions show only some.
     */
    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundRaceData e = data(x);
        int placed = e.handBeforeConquest - x.hand;
        int used = Math.max(0, Math.min(e.hammersInHand, placed - 1));
        if (e.hammersAt == null && used > 0 && e.hammersOnMap == 0) e.hammersAt = new int[g.map.size];
        if (e.hammersAt != null) e.hammersAt[region] = used;
        e.hammersInHand -= used;
        e.hammersOnMap += used;
    }

    /** Silver Hammers among the tokens of {@code region}, held by x (for views); 0 where none is recorded. */
    public static int hammersIn(Game g, RaceState<?> x, int region) {
        int[] at = data(x).hammersAt;
        return at == null || x.gone || g.s.owner[region] != x.id ? 0 : Math.min(at[region], g.s.tokens[region]);
    }

    /** Silver Hammers among x's tokens on the map (for views). */
    public static int hammersOnBoard(RaceState<?> x) {
        return x.gone ? 0 : data(x).hammersOnMap;
    }

    /** Silver Hammers among x's tokens in hand (for views). */
    public static int hammersInHand(RaceState<?> x) {
        return Math.min(data(x).hammersInHand, x.hand);
    }

    /** Redeployment: every Hammer leaves the map and the hand; new ones for the Mines held ([U 603]-[U 611]). */
    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        UndergroundRaceData e = data(x);
        x.hand -= e.hammersInHand + e.hammersOnMap;
        e.hammersInHand = 0;
        e.hammersOnMap = 0;
        e.hammersAt = null;
        e.hammerPool = Math.min(hammers, e.hammerPool + Board.count(g, x, Board.MINE));
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        data(x).hammerPool = 0; // back to the box
    }
}
