package io.boardstate.games.smallworld.underground;

import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.EditionData;
import io.boardstate.games.smallworld.core.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Underground's slot in the state (spec 12.2): its rule choices, the Places and Relics (face
 * down in the stack, or where they lie), the figures, the Vengeance markers and the per-turn
 * scratch. Regions are map ids, -1 = nowhere; seats and races as in the family state.
 */
public final class UndergroundData extends Copyable<UndergroundData> implements EditionData<UndergroundData> {
    public UndergroundRules rules;
    /** The map's player count (2.1): which bundled board the match is played on. */
    public int mapPlayers;
    /** Face-down Places and Relics still to discover, top first (R-11; hidden until the end). */
    public List<String> stack = new ArrayList<>();
    /** Region of each revealed Place or Relic, by its index in {@code treasures.json}; -1 = not on the map. */
    public int[] treasureAt;
    /** The Bag-o'-Many-Things (Magic, 8.8): its region, -1 in its owner's hand or out of play. */
    public int bagAt = -1;
    /** The power Stonehedge drew (9.3.7), null until then (or if none was left). */
    public String stonehedgePower;
    /** The seat redeploying its Tomb tokens on its decline turn (8.12), -1 if none. */
    public int tombRedeploySeat = -1;
    /** The seat that discovered Stonehedge and must draw its power now, -1 if none. */
    public int stonehedgeDrawSeat = -1;

    // figures (1.4): region or -1
    public int volcano = -1;
    public int greatAncient = -1;
    public int queen = -1;
    /** The Royal race the Queen belongs to (8.15), -1 if none. */
    public int queenRace = -1;

    public int ghost = -1;
    /** The seat the Tomb-raider's Ghost protects against everyone else, -1 if none. */
    public int ghostSeat = -1;

    public int balrog = -1;
    /** By Vengeful seat: bit mask of the seats holding one of its Vengeance markers (8.21). */
    public int[] vengeance;

    // the current turn (12.2 TurnScratch), each field cleared by the part that owns it (core PerTurn)
    /** Bit mask of Relics used this turn, by treasure index; bit {@link Treasures#BAG_BIT} for the Bag. */
    public int relicsUsed;
    /** Relics readied for the next conquest (Doormat, Sword, Socks), same bits. */
    public int readied;
    /** The Relic the Bag copies this turn, null until first used. */
    public String bagAs;
    /** Bit mask of seats whose token the Vampires replaced this turn (8.20). */
    public int vampirized;

    public boolean balrogMoved;
    public boolean greatAncientMoved;
    public boolean queenPlaced;
    public boolean ghostPlaced;
    /** Regions turned by Reborn this turn (at most 2). */
    public int reborn;
    /** Where the Scepter (or the Bag as Scepter) was placed this turn, -1 if not. */
    public int scepterRegion = -1;
    /** The conquest being applied takes a Monster region: discovery follows (9.1). */
    public boolean discovering;

    public UndergroundData() {}

    UndergroundData(UndergroundRules rules, int mapPlayers, int seats, List<String> stack, int treasures) {
        this.rules = rules;
        this.mapPlayers = mapPlayers;
        this.stack = new ArrayList<>(stack);
        treasureAt = new int[treasures];
        Arrays.fill(treasureAt, -1);
        vengeance = new int[seats];
    }

    public static UndergroundData of(Game g) {
        return (UndergroundData) g.s.edition;
    }

    @Override
    public UndergroundRules rules() {
        return rules;
    }

    @Override
    public UndergroundData copy() {
        UndergroundData c = shallowCopy();
        c.stack = new ArrayList<>(stack);
        c.treasureAt = treasureAt.clone();
        c.vengeance = vengeance.clone();
        return c;
    }
}
