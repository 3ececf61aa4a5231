package io.boardstate.games.smallworld.base;

import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.EditionData;
import java.util.Arrays;

/** The base game's slot in the state: its rule choices, the Diplomat's allies and the powers' per-turn counters. */
public final class BaseData extends Copyable<BaseData> implements EditionData<BaseData> {
    public SmallWorldRules rules;
    /** The map's player count (2.1): which bundled board the match is played on. */
    public int mapPlayers;
    /** Ally named by each seat's Diplomat, -1 if none; expires at that seat's next turn. */
    public int[] ally;

    // the current turn
    /** Bit mask of seats already converted by the Sorcerers this turn. */
    public int sorcererVictims;

    public boolean dragonUsed;
    public boolean fortressPlaced;
    public boolean allyChosen;
    public int heroesToPlace;

    public BaseData() {}

    /** The base game's data of a match. */
    public static BaseData of(io.boardstate.games.smallworld.core.Game g) {
        return (BaseData) g.s.edition;
    }

    BaseData(SmallWorldRules rules, int mapPlayers, int seats) {
        this.rules = rules;
        this.mapPlayers = mapPlayers;
        ally = new int[seats];
        Arrays.fill(ally, -1);
    }

    @Override
    public SmallWorldRules rules() {
        return rules;
    }

    @Override
    public BaseData copy() {
        BaseData c = shallowCopy();
        c.ally = ally.clone();
        return c;
    }
}
