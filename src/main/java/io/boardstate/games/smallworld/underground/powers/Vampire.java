package io.boardstate.games.smallworld.underground.powers;

import io.boardstate.games.smallworld.underground.UndergroundAbility;

/**
 * Vampire (8.20): once per turn and per opponent, a conquest replaces the opponent's lone
 * token with one of the race's ([U 767]); the edition's vampirize command.
 */
public final class Vampire implements UndergroundAbility {
    public static final String ID = "VAMPIRE";

    @Override
    public boolean replacesTokens() {
        return true; // [U 767]
    }
}
