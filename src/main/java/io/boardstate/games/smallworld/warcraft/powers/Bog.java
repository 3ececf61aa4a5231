package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftData;

/**
 * Of the Bogs, Italian «Dei Pantani» (5.5, [W 522]): before conquering one of this race's Swamp
 * regions, active or in decline (the badge stays, data), the attacker pays its owner 1 coin; one
 * who cannot pay cannot conquer it. The coin changes hands when the region is taken,
 * or when a final conquest or an air assault on it fails ({@code Tolls}, R-17).
 */
public final class Bog implements Ability {
    public static final String ID = "BOG";
    private final int swamp;

    public Bog(Catalog catalog) {
        swamp = catalog.terrain("SWAMP");
    }

    /** The race has this badge, active or declined (it stays in decline, data). */
    public static boolean holds(RaceState<?> x) {
        return x.power.equals(ID);
    }

    private boolean due(Game g, RaceState<?> attacker, int region) {
        return g.map.terrain[region] == swamp && attacker.seat != g.occupant(region).seat;
    }

    @Override
    public RuleViolation protects(Game g, RaceState<?> x, int region) {
        if (!due(g, x, region) || g.s.coins[x.seat] >= 1) return null;
        return illegal("BOG_TOLL", "Conquering a Swamp of a Bog race costs 1 coin to its owner first ([W 522]).");
    }

    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        RaceState<?> x = g.acting();
        if (x == null || !due(g, x, region) || WarcraftData.of(g).tollsPaidAt == region) return;
        Coins.transfer(g, x.seat, defender.seat, 1, Coins.TOLL, ID);
    }
}
