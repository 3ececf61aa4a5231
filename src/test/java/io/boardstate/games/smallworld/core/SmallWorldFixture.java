package io.boardstate.games.smallworld.core;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.CoreCommand.EndConquest;
import io.boardstate.games.smallworld.core.CoreCommand.FinishRedeploy;
import io.boardstate.games.smallworld.core.CoreCommand.PlaceTokens;
import io.boardstate.games.smallworld.core.CoreEvent.TurnScored;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What every Small World edition's test fixture shares: a match started through the ruleset,
 * commands played through {@code decide} and {@code apply} (checked against the legal list, the
 * edition's invariants after every event), and helpers that stage races and tokens directly in the
 * state. An edition's fixture adds only its ruleset, its board and its own pieces.
 *
 * @param <S> the edition's state
 * @param <R> the edition's per-race data
 * @param <X> the edition's ruleset
 */
public abstract class SmallWorldFixture<
        S extends SmallWorldState<?, R>, R extends RaceData<R>, X extends SmallWorldRuleset> {
    public final X ruleset;
    public S s;
    /** Seeds the Rng of the next command; counts accepted commands. */
    public long version = 1;
    /** Every event folded so far. */
    public final List<SmallWorldEvent> log = new ArrayList<>();
    /** The coin ledger of the last command played. */
    public final List<CoinChange> coins = new ArrayList<>();

    protected SmallWorldFixture(X ruleset) {
        this.ruleset = ruleset;
    }

    /** Sets the match up with these options and folds the opening events. */
    protected final void setUp(int players, Map<String, Object> options, Rng rng) {
        var opening = (Decision.Accepted<SmallWorldEvent>) ruleset.setup(new MatchSetup(players, options), rng);
        for (SmallWorldEvent e : opening.events()) fold(e);
    }

    /** Folds one event without the invariants (the opening, or a staged event). */
    @SuppressWarnings("unchecked")
    protected final void fold(SmallWorldEvent e) {
        s = (S) ruleset.apply(s, e);
        log.add(e);
    }

    /** A new edition slot for a race instance. */
    protected abstract R raceData();

    /** The edition's invariants after each event a command produced; none by default. */
    protected void check(SmallWorldEvent e) {}

    /** The Rng a command is decided with. */
    protected Rng rng() {
        return Rng.of(version);
    }

    public Game g() {
        return ruleset.game(s);
    }

    public Catalog catalog() {
        return ruleset.edition().catalog();
    }

    /** Tray slot of a race. */
    public int tray(String race) {
        return catalog().race(race).index();
    }

    public int marker(String id) {
        return catalog().marker(id);
    }

    public boolean has(int marker, int region) {
        return s.markers[marker][region] > 0;
    }

    public void mark(int marker, int region, boolean on) {
        s.markers[marker][region] = on ? 1 : 0;
    }

    // ---- commands

    public Decision<SmallWorldEvent> decide(int seat, SmallWorldCommand c) {
        return ruleset.decide(s, seat, c, rng());
    }

    public boolean legal(int seat, SmallWorldCommand c) {
        return ruleset.legalCommands(s, seat).contains(c);
    }

    public List<SmallWorldEvent> play(int seat, SmallWorldCommand c) {
        return play(seat, c, rng());
    }

    /** Plays a listed, accepted command: folds its events, records its coins, checks the invariants. */
    public List<SmallWorldEvent> play(int seat, SmallWorldCommand c, Rng rng) {
        assertTrue(legal(seat, c), () -> c + " should be listed; legal: " + ruleset.legalCommands(s, seat));
        Decision<SmallWorldEvent> d = ruleset.decide(s, seat, c, rng);
        if (!(d instanceof Decision.Accepted<SmallWorldEvent> ok)) {
            fail(c + " rejected: " + d);
            return null;
        }
        version++;
        coins.clear();
        for (SmallWorldEvent e : ok.events()) {
            var folded = ruleset.applyCounting(s, e);
            coins.addAll(folded.coins());
            log.add(e);
            check(e);
        }
        return ok.events();
    }

    /** The rule a refused (and unlisted) command breaks. */
    public RuleViolation reject(int seat, SmallWorldCommand c) {
        Decision<SmallWorldEvent> d = decide(seat, c);
        if (!(d instanceof Decision.Rejected<SmallWorldEvent> r)) {
            fail(c + " accepted: " + d);
            return null;
        }
        assertTrue(!legal(seat, c), () -> c + " is rejected but listed");
        return r.violation();
    }

    /** The code of the rule a refused command breaks, e.g. {@code ILLEGAL_MOVE/NOT_ON_BORDER}. */
    public String refused(int seat, SmallWorldCommand c) {
        return reject(seat, c).code();
    }

    /** The same without the common prefix, e.g. {@code NOT_ON_BORDER}. */
    public String refusedRule(int seat, SmallWorldCommand c) {
        return refused(seat, c).replace(RuleViolation.ILLEGAL_MOVE_PREFIX, "");
    }

    // ---- staging

    /** A race instance of {@code seat}, active or declined, holding nothing; the market is untouched. */
    public RaceState<R> addRace(int seat, String race, String power, boolean declined) {
        RaceState<R> r = Market.addRace(s, raceData());
        r.seat = seat;
        r.race = race;
        r.power = power;
        r.declined = declined;
        if (declined) s.declinedRace[seat] = r.id;
        else s.activeRace[seat] = r.id;
        return r;
    }

    /** A race of {@code seat} picked in an earlier turn: its banner and badge leave the market or the piles. */
    public RaceState<R> stage(int seat, String race, String power, boolean declined) {
        int bi = s.marketRaces.indexOf(race);
        if (bi >= 0) s.marketRaces.set(bi, s.bannerPile.removeFirst());
        else if (!s.bannerPile.remove(race)) fail(race + " not available");
        int pi = s.marketPowers.indexOf(power);
        if (pi >= 0) s.marketPowers.set(pi, s.badgePile.removeFirst());
        else if (!s.badgePile.remove(power)) fail(power + " not available");
        if (declined && !catalog().power(power).keptInDecline()) s.badgeDiscard.add(power);
        Market.refill(g());
        return addRace(seat, race, power, declined);
    }

    /** Puts tokens of a race on an empty region, from the tray. */
    public void put(int region, RaceState<?> r, int tokens) {
        if (s.owner[region] >= 0) fail("region " + region + " is occupied");
        s.natives[region] = 0;
        s.owner[region] = r.id;
        s.tokens[region] = tokens;
        r.regions++;
        s.tray[tray(r.race)] -= tokens;
    }

    /** Gives a race tokens in hand from the tray. */
    public void hand(RaceState<?> r, int tokens) {
        r.hand += tokens;
        s.tray[tray(r.race)] -= tokens;
    }

    /** Sets the hand of a race, the difference going to or from the tray. */
    public void setHand(RaceState<?> r, int tokens) {
        s.tray[tray(r.race)] += r.hand - tokens;
        r.hand = tokens;
    }

    /** An Rng whose first die roll shows {@code face}. */
    public static Rng dieShowing(Catalog catalog, int face) {
        for (long seed = 0; ; seed++) {
            if (catalog.dieFaces()[Rng.of(seed).nextInt(6)] == face) return Rng.of(seed);
        }
    }

    // ---- turn helpers

    /** Ends the conquests and places every token in hand on the first region that takes them. */
    public void redeployAll(int seat) {
        if (s.phase == Phase.CONQUEST) play(seat, new EndConquest());
        placeAllAndFinish(seat);
    }

    /** Places every token in hand on the first region that takes them, then finishes the redeployment. */
    public void placeAllAndFinish(int seat) {
        while (!legal(seat, new FinishRedeploy())) {
            SmallWorldCommand c = ruleset.legalCommands(s, seat).stream()
                    .filter(x -> x instanceof PlaceTokens)
                    .findFirst()
                    .orElseThrow();
            play(seat, c);
        }
        play(seat, new FinishRedeploy());
    }

    public TurnScored lastScore() {
        for (int i = log.size() - 1; i >= 0; i--) if (log.get(i) instanceof TurnScored t) return t;
        throw new AssertionError("no score yet");
    }

    /** The score breakdown of {@code seat}'s turn in these events. */
    public static Map<String, Integer> score(List<SmallWorldEvent> events, int seat) {
        for (SmallWorldEvent e : events) if (e instanceof TurnScored t && t.seat() == seat) return t.breakdown();
        fail("no score in " + events);
        return null;
    }
}
