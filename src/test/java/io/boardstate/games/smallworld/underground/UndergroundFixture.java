package io.boardstate.games.smallworld.underground;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldFixture;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Stages Underground scenarios on the bundled 2-player board: a real match is set up, the map is
 * emptied, then races, tokens, Monsters and treasures are put where a test needs them, and
 * commands go through the ruleset's {@code decide} and {@code apply}. Region ids are those of
 * {@code underground/maps/2-players.json}; the constants check their terrain when used.
 */
final class UndergroundFixture extends SmallWorldFixture<UndergroundState, UndergroundRaceData, SmallWorldUnderground> {
    static final SmallWorldUnderground RULESET = new SmallWorldUnderground();

    // the 2-player board (see the map file): terrain and what each test relies on
    static final int CHASM_NE = 0; // CHASM, edge
    static final int MINE_N = 1; // MINE, borders CHASM_NE
    static final int MINE_MONSTER = 2; // MINE, Monsters, borders CHASM_NE, river 11
    static final int MUD_N = 3; // MUDPOOL, borders rivers 11 and 12
    static final int CRYSTAL_EDGE = 4; // MYSTIC_CRYSTAL, border
    static final int BLACK_N = 5; // BLACK_MOUNTAIN
    static final int CRYSTAL_C = 6; // MYSTIC_CRYSTAL, borders rivers 12, 13
    static final int FOREST_MONSTER = 8; // MUSHROOM_FOREST, Monsters
    static final int FOREST_C = 9; // MUSHROOM_FOREST, borders river 13
    static final int MUD_EDGE = 10; // MUDPOOL, border, borders river 13
    static final int RIVER_EDGE_N = 11; // RIVER, border
    static final int RIVER_C = 12; // RIVER
    static final int RIVER_EDGE_S = 13; // RIVER, border
    static final int MINE_EDGE = 14; // MINE, border, borders rivers 11, 12
    static final int MUD_S = 15; // MUDPOOL, border
    static final int CRYSTAL_S = 17; // MYSTIC_CRYSTAL, borders river 12 and the Volcano chasm
    static final int BLACK_MONSTER = 19; // BLACK_MOUNTAIN, Monsters
    static final int VOLCANO = 20; // CHASM with the Volcano symbol
    static final int BLACK_S = 21; // BLACK_MOUNTAIN
    static final int FOREST_S = 23; // MUSHROOM_FOREST, borders the Volcano chasm
    static final int MINE_S = 24; // MINE, borders the Volcano chasm
    static final int CRYSTAL_EDGE_S = 26; // MYSTIC_CRYSTAL, border

    private UndergroundFixture() {
        super(RULESET);
    }

    /** A 2-player match (seat 0 first) with the given options, its board emptied of Monsters and treasures. */
    static UndergroundFixture start(Map<String, Object> options) {
        Map<String, Object> o = new HashMap<>(Setup.defaults(RULESET.info()));
        o.put("firstSeat", 0);
        o.putAll(options);
        UndergroundFixture f = new UndergroundFixture();
        f.setUp(2, o, Rng.forVersion(7, 0));
        Arrays.fill(f.s.natives, 0);
        f.s.edition.stack.clear();
        return f;
    }

    static UndergroundFixture start() {
        return start(Map.of());
    }

    @Override
    protected UndergroundRaceData raceData() {
        return new UndergroundRaceData();
    }

    @Override
    protected Rng rng() {
        return Rng.forVersion(7, version);
    }

    void terrain(int region, String terrain) {
        assertEquals(terrain, g().map.terrainId(region), "the board the fixture knows: region " + region);
    }

    RaceState<?> active(int seat, String race, String power) {
        return addRace(seat, race, power, false);
    }

    RaceState<?> declined(int seat, String race, String power) {
        return addRace(seat, race, power, true);
    }

    /** {@code tokens} of race r in {@code region}, taken from the tray (Monsters, if any, stay). */
    void put(RaceState<?> r, int region, int tokens) {
        Conquest.occupy(g(), region, r, tokens);
        s.tray[tray(r.race)] -= tokens;
    }

    void monsters(int region) {
        s.natives[region] = 2;
    }

    /** A revealed Place or Relic lying in {@code region}. */
    void treasure(String id, int region) {
        s.edition.treasureAt[RULESET.edition().treasures().index(id)] = region;
    }

    /** x's owner is in x's conquest phase with {@code hand} tokens in hand, nothing done this turn. */
    void conquering(RaceState<?> x, int hand) {
        s.currentSeat = x.seat;
        s.phase = Phase.CONQUEST;
        s.actingRace = x.id;
        s.conquestsThisStep = 0;
        s.conquestEnded = false;
        newTurn();
        x.hand = hand;
        s.tray[tray(x.race)] -= hand;
    }

    /** x's owner is at the end of the turn, redeployment done. */
    void endOfTurn(RaceState<?> x) {
        s.currentSeat = x.seat;
        s.phase = Phase.END_POWERS;
        s.actingRace = -1;
        newTurn();
    }

    /** The parts' per-turn state cleared, as at a turn start (core PerTurn). */
    void newTurn() {
        for (PerTurn part : RULESET.edition().perTurn()) part.startTurn(g(), s.currentSeat);
    }
}
