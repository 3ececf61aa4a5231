package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.RaceData;

/** Small World of Warcraft's slot in each race instance. */
public final class WarcraftRaceData extends Copyable<WarcraftRaceData> implements RaceData<WarcraftRaceData> {
    /** Non-empty conquests of this turn already paid by the Warmaster power ([W 564], R-18). */
    public int nonEmptyPaid;
    /** Draenei: Holy Light already spent in the current opponent's turn ([W 429], R-27). */
    public boolean holyLightUsed;
    /** Worgen: the form chosen this turn, {@code HUMAN} or {@code WORGEN}, null before the choice ([W 504]). */
    public String worgenForm;
    /** Forsaken: tokens their conquests made others lose this turn, Murlocs included ([W 467], R-35). */
    public int losses;
    /** Forsaken: recruits already bought this turn. */
    public boolean recruited;
    /** Forsaken, during one conquest: Murlocs there, the defender's tray slot (-1) and its count, before it. */
    public int murlocsBefore;

    public int trayBefore = -1;
    public int traySlot = -1;

    /** Beastmasters: Beasts of this race in play, on the map (marker BEAST, counted in its tokens) or in hand (5.14). */
    public int beasts;
    /** With a Champion: this race has the Champion, on the map (marker CHAMPION) or in hand (5.2). */
    public boolean champion;

    public WarcraftRaceData() {}

    @Override
    public WarcraftRaceData copy() {
        return shallowCopy();
    }
}
