package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/**
 * Gnomes (4.6): once per turn, the air assault conquers any region as if adjacent, a free die
 * off the cost (the conquest mode {@code AIR_ASSAULT}, {@code ConquestModes}).
 */
public final class Gnomes implements WarcraftAbility {
    public static final String ID = "GNOMES";
    /** Their conquest mode (4.6). */
    public static final String MODE = "AIR_ASSAULT";

    @Override
    public String conquestMode() {
        return MODE;
    }
}
