package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * The figures that make a region immune (spec 9.5): the Great Ancient, the Queen, the
 * Tomb-raider's Ghost (against everyone but their owner) and the Balrog (against everyone).
 * Their validity is derived from the races they belong to, so a figure whose race left the game
 * protects nothing even before it is tidied away.
 */
public final class Figures {
    private Figures() {}

    /** The seat whose active Cultists own the Great Ancient, -1 if it is not in play (7.1). */
    public static int greatAncientSeat(Game g) {
        UndergroundData d = UndergroundData.of(g);
        if (d.greatAncient < 0) return -1;
        for (RaceState<?> r : g.s.races)
            if (r.active() && UndergroundAbility.race(g, r).ownsTheGreatAncient()) return r.seat;
        return -1;
    }

    /** The seat the Queen protects, -1 if not in play: her Royal race exists and, once declined, still holds her region (8.15, R-37). */
    public static int queenSeat(Game g) {
        UndergroundData d = UndergroundData.of(g);
        if (d.queen < 0 || d.queenRace < 0) return -1;
        RaceState<?> q = g.race(d.queenRace);
        if (q.gone) return -1;
        if (!q.active() && g.s.owner[d.queen] != q.id) return -1;
        return q.seat;
    }

    /**
     * Whether {@code region} is immune against {@code seat} (9.5, R-17): it cannot be conquered by
     * that player nor touched by his abilities, Places and Relics.
     */
    public static boolean immuneAgainst(Game g, int seat, int region) {
        UndergroundData d = UndergroundData.of(g);
        if (d.balrog == region) return true;
        if (d.greatAncient == region) {
            int owner = greatAncientSeat(g);
            if (owner >= 0 && owner != seat) return true;
        }
        if (d.queen == region) {
            int owner = queenSeat(g);
            if (owner >= 0 && owner != seat) return true;
        }
        return d.ghost == region && d.ghostSeat >= 0 && d.ghostSeat != seat;
    }

    /** The rule an immune region breaks for race x, or null. */
    public static RuleViolation refuse(Game g, RaceState<?> x, int region) {
        UndergroundData d = UndergroundData.of(g);
        if (d.balrog == region)
            return illegal(
                    "BALROG_REGION",
                    "Region " + region + " holds the Balrog: immune to all players ([U 908], 9.3.9, R-17).");
        if (immuneAgainst(g, x.seat, region))
            return illegal(
                    "IMMUNE_REGION",
                    "Region " + region
                            + " is immune: the Great Ancient, the Queen or the Tomb-raider's Ghost of another player stands there ([U 489]-[U 490], 9.5).");
        return null;
    }

    /** tokens in a region immune to the taker pay nothing to Thieving or the Ring (by option). */
    public static boolean immuneToCoins(Game g, int seat, int region) {
        return UndergroundData.of(g).rules.immunityBlocksCoinEffects() && immuneAgainst(g, seat, region);
    }
}
