package io.boardstate.games.smallworld.base.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Spirit ([IT 1470]-[IT 1496]): the race declines beside the player's older declined race instead
 * of replacing it, and keeps its badge (powers.json {@code keptInDecline}) until it vanishes.
 */
public final class Spirit implements Ability {
    public static final String ID = "SPIRIT";

    @Override
    public boolean declinesBesideOlderRace(Game g, RaceState<?> x) {
        return true;
    }
}
