package io.boardstate.games.smallworld.underground;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.RaceData;

/** Underground's slot in each race instance: pieces that live and die with one banner in play. */
public final class UndergroundRaceData extends Copyable<UndergroundRaceData> implements RaceData<UndergroundRaceData> {
    /** Iron Dwarves: Silver Hammers owned (7.5); they return to the box when the race declines. */
    public int hammerPool;
    /** Iron Dwarves: Hammers in hand this turn, counted in {@code hand} (7.5, R-26). */
    public int hammersInHand;
    /** Iron Dwarves: Hammers put into regions this turn, counted in their tokens until redeployment. */
    public int hammersOnMap;
    /**
     * Iron Dwarves: of those, the Hammers in each region (by region id) this turn, for views;
     * null until the turn's first Hammer is placed and after redeployment. Not written when null,
     * so that a state with no Hammers on the map is stored as before (docs/adr/0004); a state the
     * previous release wrote mid-turn has none, and views then show 0 Hammers per region.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public int[] hammersAt;
    /** Shield: Mushroom Armors taken at the end of the conquests, to place while redeploying (8.2). */
    public int armorsInHand;
    /** Vanishing: regions held when the race declined, scored 2 each that turn (8.19). */
    public int vanishedRegions;
    /** Tokens in hand just before the conquest being applied (to count the tokens it placed). */
    public int handBeforeConquest;

    public UndergroundRaceData() {}

    @Override
    public UndergroundRaceData copy() {
        UndergroundRaceData c = shallowCopy();
        c.hammersAt = hammersAt == null ? null : hammersAt.clone();
        return c;
    }
}
