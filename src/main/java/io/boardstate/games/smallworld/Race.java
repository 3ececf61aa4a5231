package io.boardstate.games.smallworld;

/**
 * The 14 race banners of the base game (spec 1.2, 9.1). {@code bannerTokens} is the number printed
 * on the banner (Amazons: 6 plus the 4 conquest-only tokens, i.e. 10 [IT 1031]); {@code pool} is the
 * number of tokens in the tray [IS 27]-[IS 79].
 */
public enum Race {
    AMAZONS(10, 15),
    DWARVES(3, 8),
    ELVES(6, 11),
    GHOULS(5, 10),
    GIANTS(6, 11),
    HALFLINGS(6, 11),
    HUMANS(5, 10),
    ORCS(5, 10),
    RATMEN(8, 13),
    SKELETONS(6, 20),
    SORCERERS(5, 18),
    TRITONS(6, 11),
    TROLLS(5, 10),
    WIZARDS(5, 10);

    public final int bannerTokens;
    public final int pool;

    Race(int bannerTokens, int pool) {
        this.bannerTokens = bannerTokens;
        this.pool = pool;
    }
}
