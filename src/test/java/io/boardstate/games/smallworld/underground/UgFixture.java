package io.boardstate.games.smallworld.underground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.CoreEvent.TurnScored;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Stages Underground scenarios on the bundled 2-player board: a real match is set up, the map is
 * emptied, then races, tokens, Monsters and treasures are put where a test needs them, and
 * commands go through the ruleset's {@code decide} and {@code apply}. Region ids are those of
 * {@code underground/maps/2-players.json}; the constants check their terrain when used.
 */
final class UgFixture {
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

    final UndergroundState s;
    /** The coin ledger of the last command played. */
    final List<io.boardstate.engine.CoinChange> coins = new java.util.ArrayList<>();

    final Game g;
    private long version = 1;

    private UgFixture(UndergroundState s) {
        this.s = s;
        this.g = RULESET.game(s);
    }

    /** A 2-player match (seat 0 first) with the given options, its board emptied of Monsters and treasures. */
    static UgFixture start(Map<String, Object> options) {
        Map<String, Object> o = new HashMap<>(Setup.defaults(RULESET.info()));
        o.put("firstSeat", 0);
        o.putAll(options);
        Decision<SmallWorldEvent> opening = RULESET.setup(new MatchSetup(2, o), Rng.forVersion(7, 0));
        UndergroundState s = null;
        for (SmallWorldEvent e : ((Decision.Accepted<SmallWorldEvent>) opening).events())
            s = (UndergroundState) RULESET.apply(s, e);
        UgFixture f = new UgFixture(s);
        Arrays.fill(s.natives, 0);
        s.edition.stack.clear();
        return f;
    }

    static UgFixture start() {
        return start(Map.of());
    }

    void terrain(int region, String terrain) {
        assertEquals(terrain, g.map.terrainId(region), "the board the fixture knows: region " + region);
    }

    /** A race instance of {@code seat} with {@code power}, active or declined, holding nothing yet. */
    RaceState<?> race(int seat, String race, String power, boolean declined) {
        RaceState<?> r = Market.addRace(s, new UndergroundRaceData());
        r.seat = seat;
        r.race = race;
        r.power = power;
        r.declined = declined;
        if (declined) s.declinedRace[seat] = r.id;
        else s.activeRace[seat] = r.id;
        return r;
    }

    RaceState<?> active(int seat, String race, String power) {
        return race(seat, race, power, false);
    }

    RaceState<?> declined(int seat, String race, String power) {
        return race(seat, race, power, true);
    }

    /** {@code tokens} of race r in {@code region}, taken from the tray. */
    void put(RaceState<?> r, int region, int tokens) {
        Conquest.occupy(g, region, r, tokens);
        s.tray[g.tray(r)] -= tokens;
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
        s.edition.newTurn();
        x.hand = hand;
        s.tray[g.tray(x)] -= hand;
    }

    /** x's owner is at the end of the turn, redeployment done. */
    void endOfTurn(RaceState<?> x) {
        s.currentSeat = x.seat;
        s.phase = Phase.END_POWERS;
        s.actingRace = -1;
        s.edition.newTurn();
    }

    Decision<SmallWorldEvent> decide(int seat, SmallWorldCommand c) {
        return RULESET.decide(s, seat, c, Rng.forVersion(7, version++));
    }

    /** Plays an accepted command and returns its events. */
    List<SmallWorldEvent> play(int seat, SmallWorldCommand c) {
        Decision<SmallWorldEvent> d = decide(seat, c);
        if (!(d instanceof Decision.Accepted<SmallWorldEvent> a)) {
            fail(c + " was refused: " + d);
            return List.of();
        }
        coins.clear();
        for (SmallWorldEvent e : a.events())
            coins.addAll(RULESET.applyCounting(s, e).coins());
        return a.events();
    }

    /** The code of the rule a refused command breaks. */
    String refused(int seat, SmallWorldCommand c) {
        Decision<SmallWorldEvent> d = decide(seat, c);
        if (d instanceof Decision.Rejected<SmallWorldEvent> r)
            return r.violation().code();
        fail(c + " was accepted: " + d);
        return null;
    }

    boolean legal(int seat, SmallWorldCommand c) {
        return RULESET.legalCommands(s, seat).contains(c);
    }

    /** The score breakdown of {@code seat}'s turn in these events. */
    static Map<String, Integer> score(List<SmallWorldEvent> events, int seat) {
        for (SmallWorldEvent e : events) if (e instanceof TurnScored t && t.seat() == seat) return t.breakdown();
        fail("no score in " + events);
        return null;
    }
}
