package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
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
final class Fixture {
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
            regions.add(new Region(id, null, terrain[id], symbols.get(id), null, border[id], n, null, null));
        }
        return new SmallWorldMap("test-" + players, players, 3, "test fixture", null, regions);
    }

    /** Every option with its default. */
    static Map<String, Object> defaults() {
        return Setup.defaults(new SmallWorldBase(Fixture::testMap).info());
    }

    /** Race tokens in the box (races.json). */
    static int pool(String race) {
        return CATALOG.race(race).pool();
    }

    final SmallWorldBase ruleset;
    /** The coin ledger of the last command played. */
    final List<io.boardstate.engine.CoinChange> coins = new ArrayList<>();

    BaseState s;
    long version = 1;
    final List<SmallWorldEvent> log = new ArrayList<>();

    Fixture(int players) {
        this(players, Map.of());
    }

    Fixture(int players, Map<String, Object> options) {
        ruleset = new SmallWorldBase(Fixture::testMap);
        Map<String, Object> o = new HashMap<>(Fixture.defaults());
        o.put(BaseOptions.FIRST_SEAT, 0);
        o.putAll(options);
        var start = (Decision.Accepted<SmallWorldEvent>) ruleset.setup(new MatchSetup(players, o), Rng.of(42));
        for (SmallWorldEvent e : start.events()) {
            s = (BaseState) ruleset.apply(s, e);
            log.add(e);
        }
    }

    final int LAIR = CATALOG.marker("TROLL_LAIR");
    final int FORTRESS = CATALOG.marker("FORTRESS");
    final int ENCAMPMENT = CATALOG.marker("ENCAMPMENT");
    final int HOLE = CATALOG.marker("HOLE");
    final int HERO = CATALOG.marker("HERO");
    final int DRAGON = CATALOG.marker("DRAGON");

    /** The match as the rules see it (cheap; make one per use). */
    Game g() {
        return ruleset.game(s);
    }

    /** Tray slot of a race. */
    int tray(String race) {
        return CATALOG.race(race).index();
    }

    boolean has(int marker, int region) {
        return s.markers[marker][region] > 0;
    }

    void mark(int marker, int region, boolean on) {
        s.markers[marker][region] = on ? 1 : 0;
    }

    /** Puts (race, power) in market slot {@code slot}, swapping with wherever they were. */
    void arrangeCombo(int slot, String race, String power) {
        swapBanner(slot, race);
        swapBadge(slot, power);
    }

    private void swapBanner(int slot, String race) {
        String current = s.marketRaces.get(slot);
        if (current.equals(race)) return;
        int i = s.marketRaces.indexOf(race);
        if (i >= 0) {
            s.marketRaces.set(i, current);
        } else {
            int j = s.bannerPile.indexOf(race);
            if (j < 0) fail(race + " is not available");
            s.bannerPile.set(j, current);
        }
        s.marketRaces.set(slot, race);
    }

    private void swapBadge(int slot, String power) {
        String current = s.marketPowers.get(slot);
        if (current.equals(power)) return;
        int i = s.marketPowers.indexOf(power);
        if (i >= 0) {
            s.marketPowers.set(i, current);
        } else {
            int j = s.badgePile.indexOf(power);
            if (j < 0) fail(power + " is not available");
            s.badgePile.set(j, current);
        }
        s.marketPowers.set(slot, power);
    }

    /** The current seat picks (race, power) from slot 0 and returns the new race. */
    RaceState<BaseRaceData> pick(String race, String power) {
        arrangeCombo(0, race, power);
        int seat = s.currentSeat;
        play(seat, new PickCombo(0));
        return s.race(s.activeRace[seat]);
    }

    Decision<SmallWorldEvent> decide(int seat, SmallWorldCommand c) {
        return ruleset.decide(s, seat, c, Rng.of(version));
    }

    List<SmallWorldEvent> play(int seat, SmallWorldCommand c) {
        return play(seat, c, Rng.of(version));
    }

    List<SmallWorldEvent> play(int seat, SmallWorldCommand c, Rng rng) {
        assertTrue(
                ruleset.legalCommands(s, seat).contains(c),
                () -> c + " should be listed; legal: " + ruleset.legalCommands(s, seat));
        Decision<SmallWorldEvent> d = ruleset.decide(s, seat, c, rng);
        if (!(d instanceof Decision.Accepted<SmallWorldEvent> ok)) {
            fail(c + " rejected: " + d);
            return null;
        }
        version++;
        coins.clear();
        for (SmallWorldEvent e : ok.events()) {
            var folded = ruleset.applyCounting(s, e);
            s = (BaseState) folded.state();
            coins.addAll(folded.coins());
            log.add(e);
            Invariants.check(s, e);
        }
        return ok.events();
    }

    RuleViolation reject(int seat, SmallWorldCommand c) {
        Decision<SmallWorldEvent> d = ruleset.decide(s, seat, c, Rng.of(version));
        if (!(d instanceof Decision.Rejected<SmallWorldEvent> r)) {
            fail(c + " accepted: " + d);
            return null;
        }
        assertTrue(!ruleset.legalCommands(s, seat).contains(c), () -> c + " is rejected but listed");
        return r.violation();
    }

    /** Stages tokens of a race directly on a region, taken from the tray. */
    void put(int region, RaceState<BaseRaceData> race, int tokens) {
        if (s.owner[region] >= 0) fail("region " + region + " is occupied");
        s.natives[region] = 0;
        s.owner[region] = race.id;
        s.tokens[region] = tokens;
        race.regions++;
        s.tray[tray(race.race)] -= tokens;
    }

    /** Gives seat a race picked in an earlier turn, with {@code hand} tokens in hand, outside the market. */
    RaceState<BaseRaceData> stageRace(int seat, String race, String power, boolean declined) {
        int bi = s.marketRaces.indexOf(race);
        if (bi >= 0) s.marketRaces.set(bi, s.bannerPile.removeFirst());
        else if (!s.bannerPile.remove(race)) fail(race + " not available");
        int pi = s.marketPowers.indexOf(power);
        if (pi >= 0) s.marketPowers.set(pi, s.badgePile.removeFirst());
        else if (!s.badgePile.remove(power)) fail(power + " not available");
        if (declined && !power.equals(Power.SPIRIT)) s.badgeDiscard.add(power);
        Market.refill(g());
        RaceState<BaseRaceData> r = Market.addRace(s, new BaseRaceData());
        r.seat = seat;
        r.race = race;
        r.power = power;
        r.declined = declined;
        if (!declined) s.activeRace[seat] = r.id;
        else if (power.equals(Power.SPIRIT)) s.extraDeclinedRace[seat] = r.id;
        else s.declinedRace[seat] = r.id;
        return r;
    }

    /** Gives a staged race tokens in hand from the tray. */
    void hand(RaceState<BaseRaceData> r, int tokens) {
        r.hand += tokens;
        s.tray[tray(r.race)] -= tokens;
    }

    /** Sets the hand of a race, the difference going to or from the tray. */
    void setHand(RaceState<BaseRaceData> r, int tokens) {
        s.tray[tray(r.race)] += r.hand - tokens;
        r.hand = tokens;
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
        for (long seed = 0; ; seed++) {
            if (CATALOG.dieFaces()[Rng.of(seed).nextInt(6)] == face) return Rng.of(seed);
        }
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

    void placeAllAndFinish(int seat) {
        while (!ruleset.legalCommands(s, seat).contains(new FinishRedeploy())) {
            SmallWorldCommand c = ruleset.legalCommands(s, seat).stream()
                    .filter(x -> x instanceof PlaceTokens)
                    .findFirst()
                    .orElseThrow();
            play(seat, c);
        }
        play(seat, new FinishRedeploy());
    }

    io.boardstate.games.smallworld.core.CoreEvent.TurnScored lastScore() {
        for (int i = log.size() - 1; i >= 0; i--)
            if (log.get(i) instanceof io.boardstate.games.smallworld.core.CoreEvent.TurnScored t) return t;
        throw new AssertionError("no score yet");
    }

    String code(RuleViolation v) {
        return v.code();
    }
}
