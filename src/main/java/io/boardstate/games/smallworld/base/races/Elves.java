package io.boardstate.games.smallworld.base.races;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/** Elves ([IT 1065], [IS 392]): an active Elf race loses no token when a region is conquered; all withdraw. */
public final class Elves implements Ability {
    public static final String ID = "ELVES";

    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        return 0;
    }
}
