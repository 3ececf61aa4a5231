package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Ability;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.Placed;
import io.boardstate.games.smallworld.warcraft.WarcraftData;

/**
 * Goblins (4.7, [W 433] + [W 439], R-28): at the end of their turn they put face-down bombs (6
 * exploding, 6 duds, reshuffled when the Goblins are picked) on adjacent regions of opponents'
 * active races, one per region. At the start of their owner's next turn (a Decline turn too) each
 * bomb whose region is still held by an opponent, active or declined, is revealed: a dud does
 * nothing, an explosion is a successful conquest by the Goblins that leaves the region empty
 * (losses as usual, faction bonus). A bomb on an emptied, own or immune region goes back on top
 * of the pile unrevealed. The pile's order is drawn bomb by bomb, which is the same as a shuffle
 * nobody sees. Not done yet: tolls on an explosion, Enraged/Warmaster bonuses of an explosion,
 * the Goblin player's order of resolution (region order here).
 */
public final class Goblins implements Ability {
    public static final String ID = "GOBLINS";
    public static final String EXPLODING = "EXPLODING";
    public static final String DUD = "DUD";
    private final int tower;
    private final int exploding;
    private final int duds;

    public Goblins(Catalog catalog, int exploding, int duds) {
        tower = catalog.marker("WATCHTOWER");
        this.exploding = exploding;
        this.duds = duds;
    }

    /** Bombs left to place for the active Goblins x (a new Goblins race starts with all 12). */
    private int pile(WarcraftData d, RaceState<?> x) {
        if (d.bombRace != x.id) return exploding + duds;
        return d.pileExploding + d.pileDuds + d.pileTop.size();
    }

    public RuleViolation checkPlace(Game g, int seat, int region) {
        int a = g.s.activeRace[seat];
        if (g.s.phase != Phase.END_POWERS || a < 0 || !g.race(a).is(ID))
            return illegal("NO_BOMBS", "Only active Goblins place bombs, at the end of their turn ([W 433]).");
        RaceState<?> x = g.race(a);
        WarcraftData d = WarcraftData.of(g);
        if (pile(d, x) == 0) return illegal("NO_BOMBS", "The bomb pile is empty ([W 439]).");
        if (!g.map.valid(region) || !g.touches(region, x.id))
            return illegal("NOT_ADJACENT", "Bombs go next to a Goblin region ([W 433]).");
        RaceState<?> o = g.occupant(region);
        if (o == null || !o.active() || o.seat == seat)
            return illegal("NO_OPPONENT", "Bombs go on regions of an opponent's active race ([W 433]).");
        if (d.bombs.containsKey(region)) return illegal("BOMB_THERE", "Never more than 1 bomb per region ([W 433]).");
        if (g.s.markers[tower][region] > 0 || Placed.aegisDue(g, x, region))
            return illegal("IMMUNE_REGION", "This region is protected from abilities (R-28).");
        return null;
    }

    /** Decide time: the bomb taken from the top of the pile (a put-back bomb, else a draw). */
    public String draw(Game g, int seat, Rng rng) {
        WarcraftData d = WarcraftData.of(g);
        RaceState<?> x = g.race(g.s.activeRace[seat]);
        if (d.bombRace == x.id && !d.pileTop.isEmpty()) return d.pileTop.getLast();
        int ex = d.bombRace == x.id ? d.pileExploding : exploding;
        int du = d.bombRace == x.id ? d.pileDuds : duds;
        return rng.nextInt(ex + du) < ex ? EXPLODING : DUD;
    }

    /** Apply time: the bomb leaves the pile for {@code region}. */
    public void place(Game g, int seat, int region, String bomb) {
        WarcraftData d = WarcraftData.of(g);
        int race = g.s.activeRace[seat];
        if (d.bombRace != race) { // the Goblins just picked: all 12 bombs, reshuffled ([W 433], R-28)
            d.bombRace = race;
            d.bombs.clear();
            d.pileTop.clear();
            d.pileExploding = exploding;
            d.pileDuds = duds;
        }
        if (!d.pileTop.isEmpty()) d.pileTop.removeLast();
        else if (bomb.equals(EXPLODING)) d.pileExploding--;
        else d.pileDuds--;
        d.bombs.put(region, bomb);
    }

    /** Apply time, T2 of the bombs' owner ([W 433], R-28); the faction record follows the explosions. */
    public void resolve(Game g, int seat) {
        WarcraftData d = WarcraftData.of(g);
        if (d.bombRace < 0 || g.race(d.bombRace).seat != seat || d.bombs.isEmpty()) return;
        RaceState<?> goblins = g.race(d.bombRace);
        for (var e : new java.util.TreeMap<>(d.bombs).entrySet()) {
            int r = e.getKey();
            d.bombs.remove(r);
            RaceState<?> o = g.occupant(r);
            if (o == null || o.seat == seat || g.s.markers[tower][r] > 0 || Placed.aegisDue(g, goblins, r)) {
                d.pileTop.add(e.getValue()); // back on top, unrevealed ([W 439])
                continue;
            }
            if (!e.getValue().equals(EXPLODING)) continue; // a dud: to the box
            d.defeated.merge(o.id, 1, Integer::sum); // an explosion counts as a conquest ([W 433], R-24)
            d.conqueror = goblins.id;
            Conquest.defeat(g, r, goblins, -1);
        }
    }
}
