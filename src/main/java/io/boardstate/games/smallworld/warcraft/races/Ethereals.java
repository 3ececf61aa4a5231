package io.boardstate.games.smallworld.warcraft.races;

import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/**
 * Ethereals (4.5, [W 451]): once per turn, a discount on an adjacent Legendary Place (the
 * conquest mode {@code ETHEREAL}, {@code ConquestModes}) or, instead, the theft of a face-up
 * Artifact next to them; both are the edition's ({@code warcraft.Ethereals}).
 */
public final class Ethereals implements WarcraftAbility {
    public static final String ID = "ETHEREALS";
    /** Their conquest mode (4.5, [W 451]). */
    public static final String MODE = "ETHEREAL";

    @Override
    public String conquestMode() {
        return MODE;
    }
}
