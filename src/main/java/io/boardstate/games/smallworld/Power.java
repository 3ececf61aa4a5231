package io.boardstate.games.smallworld;

/** The 20 special power badges of the base game with the token number of their circle (spec 1.3, 9.1). */
public enum Power {
    ALCHEMIST(4),
    BERSERK(4),
    BIVOUACKING(5),
    COMMANDO(4),
    DIPLOMAT(5),
    DRAGON_MASTER(5),
    FLYING(5),
    FOREST(4),
    FORTIFIED(3),
    HEROIC(5),
    HILL(4),
    MERCHANT(2),
    MOUNTED(5),
    PILLAGING(5),
    SEAFARING(5),
    SPIRIT(5),
    STOUT(4),
    SWAMP(4),
    UNDERWORLD(5),
    WEALTHY(4);

    public final int tokens;

    Power(int tokens) {
        this.tokens = tokens;
    }
}
