package io.boardstate.games.smallworld.base;

import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Views;
import io.boardstate.games.smallworld.core.Views.RaceView;
import java.util.List;

/** The base game's shapes of the player, region and turn parts of a view (published: never reorder them). */
public final class BaseViews {
    private BaseViews() {}

    /** {@code coins} is null when hidden from the viewer; {@code ally} is the Diplomat's ally, if any. */
    public record PlayerView(
            int seat, Integer coins, RaceView active, RaceView declined, RaceView spiritDeclined, Integer ally) {}

    /** {@code ownerSeat} and {@code race} are null for an empty region. */
    public record RegionView(
            int id,
            String terrain,
            Integer ownerSeat,
            String race,
            boolean declined,
            int tokens,
            boolean lostTribe,
            boolean mountain,
            boolean trollLair,
            boolean fortress,
            boolean holeInTheGround,
            boolean hero,
            boolean dragon,
            int encampments) {}

    public record TurnView(
            String actingRace,
            boolean ghoulStep,
            int conquests,
            boolean conquestEnded,
            Integer berserkDie,
            boolean dieUsed,
            boolean dragonUsed,
            boolean fortressPlaced,
            int heroesToPlace,
            List<Integer> withdrawalQueue) {}

    static PlayerView player(Game g, Viewer viewer, int seat) {
        int ally = BaseData.of(g).ally[seat];
        return new PlayerView(
                seat,
                Views.coins(g, viewer, seat),
                Views.race(g, g.s.activeRace[seat]),
                Views.race(g, g.s.declinedRace[seat]),
                Views.race(g, g.s.extraDeclinedRace[seat]),
                ally >= 0 ? ally : null);
    }

    static RegionView region(Game g, int r) {
        RaceState<?> o = g.occupant(r);
        int[][] m = g.s.markers;
        return new RegionView(
                r,
                g.map.terrainId(r),
                o == null ? null : o.seat,
                o == null ? null : o.race,
                o != null && o.declined,
                g.s.tokens[r],
                g.s.natives[r] > 0,
                g.map.terrainId(r).equals("MOUNTAIN"),
                m[g.catalog.marker("TROLL_LAIR")][r] > 0,
                m[g.catalog.marker("FORTRESS")][r] > 0,
                m[g.catalog.marker("HOLE")][r] > 0,
                m[g.catalog.marker("HERO")][r] > 0,
                m[g.catalog.marker("DRAGON")][r] > 0,
                m[g.catalog.marker("ENCAMPMENT")][r]);
    }

    static TurnView turn(Game g) {
        RaceState<?> acting = g.acting();
        BaseData d = BaseData.of(g);
        return new TurnView(
                acting == null ? null : acting.race,
                g.s.declinedStep,
                g.s.conquestsThisStep,
                g.s.conquestEnded,
                g.s.pendingDie >= 0 ? g.s.pendingDie : null,
                g.s.dieUsedThisTurn,
                d.dragonUsed,
                d.fortressPlaced,
                d.heroesToPlace,
                List.copyOf(g.s.withdrawalQueue));
    }
}
