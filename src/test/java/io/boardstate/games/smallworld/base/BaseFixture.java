package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldFixture;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.Region;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A small hand-made board and helpers to stage scenarios. The board (3 rows of 4):
 *
 * <pre>
 *  0 SEA*        1 FARMLAND*      2 HILL* LT MINE   3 MOUNTAIN* CAVERN
 *  4 FOREST*     5 SWAMP MAGIC    6 LAKE            7 FARMLAND
 *  8 HILL*       9 FOREST LT      10 SWAMP CAVERN   11 MOUNTAIN*
 * </pre>
 *
 * Neighbours are the orthogonal cells; * = border region (4 touches the edge Sea 0).
 */
final class BaseFixture extends SmallWorldFixture<BaseState, BaseRaceData, SmallWorldBase> {
    static final int SEA = 0, FARM_N = 1, HILL_N = 2, MOUNT_N = 3, FOREST_W = 4, SWAMP_C = 5, LAKE = 6, FARM_E = 7;
    static final int HILL_S = 8, FOREST_S = 9, SWAMP_S = 10, MOUNT_S = 11;

    /** The base game's data, for pools and die faces. */
    static final Catalog CATALOG = CatalogLoader.load(BaseEdition.DATA);

    static SmallWorldMap testMap(int players) {
        String[] terrain = {
            Terrain.SEA,
            Terrain.FARMLAND,
            Terrain.HILL,
            Terrain.MOUNTAIN,
            Terrain.FOREST,
            Terrain.SWAMP,
            Terrain.LAKE,
            Terrain.FARMLAND,
            Terrain.HILL,
            Terrain.FOREST,
            Terrain.SWAMP,
            Terrain.MOUNTAIN
        };
        List<List<String>> symbols = List.of(
                List.of(),
                List.of(),
                List.of("MINE", "LOST_TRIBE"),
                List.of("CAVERN"),
                List.of(),
                List.of("MAGIC_SOURCE"),
                List.of(),
                List.of(),
                List.of(),
                List.of("LOST_TRIBE"),
                List.of("CAVERN"),
                List.of());
        boolean[] border = {true, true, true, true, true, false, false, false, true, false, false, true};
        List<Region> regions = new ArrayList<>();
        for (int id = 0; id < 12; id++) {
            int row = id / 4, col = id % 4;
            List<Integer> n = new ArrayList<>();
            if (row > 0) n.add(id - 4);
            if (col > 0) n.add(id - 1);
            if (col < 3) n.add(id + 1);
            if (row < 2) n.add(id + 4);
            n.sort(null);
            regions.add(new Region(id, null, terrain[id], symbols.get(id), null, border[id], n, null, null, null));
        }
        return new SmallWorldMap("test-" + players, players, 3, "test fixture", null, regions);
    }

    /** Every option with its default. */
    static Map<String, Object> defaults() {
        return Setup.defaults(new SmallWorldBase(BaseFixture::testMap).info());
    }

    /** Race tokens in the box (races.json). */
    static int pool(String race) {
        return CATALOG.race(race).pool();
    }

    BaseFixture(int players) {
        this(players, Map.of());
    }

    BaseFixture(int players, Map<String, Object> options) {
        super(new SmallWorldBase(BaseFixture::testMap));
        Map<String, Object> o = new HashMap<>(BaseFixture.defaults());
        o.put(FamilyOptions.FIRST_SEAT, 0);
        o.putAll(options);
        setUp(players, o, Rng.of(42));
    }

    @Override
    protected BaseRaceData raceData() {
        return new BaseRaceData();
    }

    @Override
    protected void check(SmallWorldEvent e) {
        BaseInvariants.check(s, e);
    }

    final int LAIR = CATALOG.marker("TROLL_LAIR");
    final int FORTRESS = CATALOG.marker("FORTRESS");
    final int ENCAMPMENT = CATALOG.marker("ENCAMPMENT");
    final int HOLE = CATALOG.marker("HOLE");
    final int HERO = CATALOG.marker("HERO");
    final int DRAGON = CATALOG.marker("DRAGON");

    /** Puts (race, power) in market slot {@code slot}, swapping with wherever they were. */
    void arrangeCombo(int slot, String race, String power) {
        swap(s.marketRaces, s.bannerPile, slot, race);
        swap(s.marketPowers, s.badgePile, slot, power);
    }

    private static void swap(List<String> market, List<String> pile, int slot, String piece) {
        String current = market.get(slot);
        if (current.equals(piece)) return;
        int i = market.indexOf(piece);
        if (i >= 0) {
            market.set(i, current);
        } else {
            int j = pile.indexOf(piece);
            if (j < 0) fail(piece + " is not available");
            pile.set(j, current);
        }
        market.set(slot, piece);
    }

    /** The current seat picks (race, power) from slot 0 and returns the new race. */
    RaceState<BaseRaceData> pick(String race, String power) {
        arrangeCombo(0, race, power);
        int seat = s.currentSeat;
        play(seat, new PickCombo(0));
        return s.race(s.activeRace[seat]);
    }

    /** Gives seat a race picked in an earlier turn, outside the market; a Spirit race declines beside the other. */
    RaceState<BaseRaceData> stageRace(int seat, String race, String power, boolean declined) {
        int declinedBefore = s.declinedRace[seat];
        RaceState<BaseRaceData> r = stage(seat, race, power, declined);
        if (declined && power.equals(Power.SPIRIT)) {
            s.declinedRace[seat] = declinedBefore;
            s.extraDeclinedRace[seat] = r.id;
        }
        return r;
    }

    /** Stages an active race of the current seat at the start of an expansion turn (T1). */
    RaceState<BaseRaceData> expansionTurn(String race, String power, int... regionTokens) {
        RaceState<BaseRaceData> r = stageRace(s.currentSeat, race, power, false);
        for (int i = 0; i < regionTokens.length; i += 2) put(regionTokens[i], r, regionTokens[i + 1]);
        s.phase = Phase.TURN_START;
        return r;
    }

    /** An Rng whose first die roll shows {@code face}. */
    static Rng dieShowing(int face) {
        return SmallWorldFixture.dieShowing(CATALOG, face);
    }

    /** Ends the current seat's turn quickly: end conquest, place everything on the first region, finish, end turn. */
    void finishTurn(int seat) {
        if (s.phase == Phase.TURN_START) play(seat, new Expand());
        if (s.phase == Phase.PICK) play(seat, new PickCombo(0));
        if (s.phase == Phase.CONQUEST) play(seat, new EndConquest());
        if (s.phase == Phase.CONQUEST) play(seat, new EndConquest());
        placeAllAndFinish(seat);
        while (s.phase == Phase.END_POWERS && s.edition.heroesToPlace > 0) {
            play(seat, (SmallWorldCommand) ruleset.legalCommands(s, seat).stream()
                    .filter(c -> c instanceof PlaceHero)
                    .findFirst()
                    .orElseThrow());
        }
        play(seat, new EndTurn(false));
    }
}
