package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Decision;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.TurnScored;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.CloseTurn;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import java.util.ArrayList;
import java.util.List;

/**
 * Stages Small World of Warcraft scenarios on known islands. By default two players on faces 5A
 * (island 0, regions 0-12) and 1A (island 1, regions 13-19):
 *
 * <pre>
 * 5A: 0 LAKE | 1 FOREST | 2 FARMLAND size icon | 3 MOUNTAIN cavern | 4 FARMLAND murloc
 *     5 FOREST entry magic | 6 FOREST | 7 MOUNTAIN | 8 SWAMP cavern | 9 HILL entry magic
 *     10 SWAMP entry | 11 HILL murloc | 12 HILL murloc
 * 1A: 13 FARMLAND murloc | 14 MOUNTAIN entry | 15 LAKE | 16 SWAMP size icon cavern
 *     17 FOREST murloc magic | 18 FOREST entry | 19 HILL
 * </pre>
 *
 * Neighbours are those of the face files (e.g. 5 borders 1, 2, 6, 12; 9 borders 0, 4, 10).
 */
final class WcFixture {
    static final SmallWorldWarcraft RULESET = new SmallWorldWarcraft();
    static final Catalog CATALOG = RULESET.edition().catalog();

    final SmallWorldWarcraft ruleset = RULESET;
    WarcraftState s;
    long version = 1;
    final List<SmallWorldEvent> log = new ArrayList<>();
    /** The coin ledger of the last command played. */
    final List<io.boardstate.engine.CoinChange> coins = new ArrayList<>();

    WcFixture() {
        this(List.of("5A", "1A"), List.of("DARK_PORTAL", "KARAZHAN"));
    }

    /** {@code placed}: the markers dealt face down, island by island; the others follow in catalog order. */
    WcFixture(List<String> faces, List<String> placed) {
        List<String> relics = new ArrayList<>(placed);
        for (WarcraftPieces.Relic r : RULESET.edition().pieces().relics())
            if (!relics.contains(r.id())) relics.add(r.id());
        List<String> banners = CATALOG.races().stream().map(r -> r.id()).toList();
        List<String> badges = CATALOG.powers().stream().map(p -> p.id()).toList();
        IslandsDealt start = new IslandsDealt(
                faces.size(), faces, 10, 0, banners, badges, List.copyOf(relics), WarcraftRules.defaults());
        s = RULESET.apply(null, start);
        log.add(start);
    }

    Game g() {
        return ruleset.game(s);
    }

    int tray(String race) {
        return CATALOG.race(race).index();
    }

    int marker(String id) {
        return CATALOG.marker(id);
    }

    /** Gives the current seat an active race with no region and {@code hand} tokens, at the start of its conquests. */
    RaceState<WarcraftRaceData> active(String race, String power, int hand) {
        RaceState<WarcraftRaceData> r = stage(s.currentSeat, race, power, false);
        r.hand = hand;
        s.tray[tray(race)] -= hand;
        s.phase = Phase.CONQUEST;
        s.actingRace = r.id;
        return r;
    }

    /** A race of {@code seat} outside the market, active or declined, with no token yet. */
    RaceState<WarcraftRaceData> stage(int seat, String race, String power, boolean declined) {
        int bi = s.marketRaces.indexOf(race);
        if (bi >= 0) s.marketRaces.set(bi, s.bannerPile.removeFirst());
        else if (!s.bannerPile.remove(race)) fail(race + " not available");
        int pi = s.marketPowers.indexOf(power);
        if (pi >= 0) s.marketPowers.set(pi, s.badgePile.removeFirst());
        else if (!s.badgePile.remove(power)) fail(power + " not available");
        Market.refill(g());
        if (declined && !CATALOG.power(power).keptInDecline()) s.badgeDiscard.add(power);
        RaceState<WarcraftRaceData> r = Market.addRace(s, new WarcraftRaceData());
        r.seat = seat;
        r.race = race;
        r.power = power;
        r.declined = declined;
        if (declined) s.declinedRace[seat] = r.id;
        else s.activeRace[seat] = r.id;
        return r;
    }

    /** Puts tokens of a race on a region, from the tray. */
    void put(int region, RaceState<?> r, int tokens) {
        if (s.owner[region] >= 0) fail("region " + region + " is occupied");
        s.natives[region] = 0;
        s.owner[region] = r.id;
        s.tokens[region] = tokens;
        r.regions++;
        s.tray[tray(r.race)] -= tokens;
    }

    int cost(RaceState<?> x, int region) {
        return Targets.cost(g(), x, region);
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
            s = (WarcraftState) folded.state();
            coins.addAll(folded.coins());
            log.add(e);
            WcInvariants.check(s, e);
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

    /** The rule code of a refused command, without the common prefix. */
    String refused(int seat, SmallWorldCommand c) {
        return reject(seat, c).code().replace(RuleViolation.ILLEGAL_MOVE_PREFIX, "");
    }

    /** An Rng whose first die roll shows {@code face}. */
    static Rng dieShowing(int face) {
        for (long seed = 0; ; seed++) {
            if (CATALOG.dieFaces()[Rng.of(seed).nextInt(6)] == face) return Rng.of(seed);
        }
    }

    /** An Rng whose first bomb drawn from a full pile (6 + 6) is {@code bomb}. */
    static Rng bombShowing(String bomb) {
        for (long seed = 0; ; seed++) {
            boolean exploding = Rng.of(seed).nextInt(12) < 6;
            if (exploding == bomb.equals("EXPLODING")) return Rng.of(seed);
        }
    }

    /** Ends the conquests, places every token in hand on the first region that takes them, closes the turn. */
    void finishTurn(int seat) {
        redeployAll(seat);
        play(seat, new CloseTurn());
    }

    /** Ends the conquests and places every token in hand on the first region that takes them. */
    void redeployAll(int seat) {
        if (s.phase == Phase.CONQUEST) play(seat, new EndConquest());
        while (!ruleset.legalCommands(s, seat).contains(new FinishRedeploy())) {
            SmallWorldCommand c = ruleset.legalCommands(s, seat).stream()
                    .filter(x -> x instanceof PlaceTokens)
                    .findFirst()
                    .orElseThrow();
            play(seat, c);
        }
        play(seat, new FinishRedeploy());
    }

    TurnScored lastScore() {
        for (int i = log.size() - 1; i >= 0; i--) if (log.get(i) instanceof TurnScored t) return t;
        throw new AssertionError("no score yet");
    }
}
