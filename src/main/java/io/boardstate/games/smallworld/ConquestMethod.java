package io.boardstate.games.smallworld;

/** How a region was taken. */
public enum ConquestMethod {
    /** Tokens paid in full (4.3). */
    NORMAL,
    /** Final conquest with the reinforcement die rolled after choosing the region (4.6). */
    DIE,
    /** Berserk: die rolled before choosing the region, cost reduced by the roll. */
    BERSERK,
    /** Dragon Master: a single token whatever the defence. */
    DRAGON
}
