package io.boardstate.games.smallworld.core;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Board;
import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Folded;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Small World family's rules engine: the shared rules of every edition (market, conquest and
 * its cost, losses and withdrawals, the reinforcement die, redeployment, decline, scoring, the end
 * and the tie-break), asking its {@link Edition} wherever an edition differs. An edition registers
 * a subclass with a no-argument constructor in {@code META-INF/services/io.boardstate.engine.Ruleset}.
 */
public class SmallWorldRuleset implements Ruleset<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> {
    private static final Map<String, Class<? extends SmallWorldCommand>> CORE_COMMANDS = Map.of(
            "pickCombo", PickCombo.class,
            "expand", Expand.class,
            "decline", Decline.class,
            "abandon", Abandon.class,
            "conquer", Conquer.class,
            "conquerWithDie", ConquerWithDie.class,
            "endConquest", EndConquest.class,
            "placeTokens", PlaceTokens.class,
            "finishRedeploy", FinishRedeploy.class);

    private static final Map<String, Class<? extends SmallWorldEvent>> CORE_EVENTS = Map.ofEntries(
            Map.entry("badgesReshuffled", BadgesReshuffled.class),
            Map.entry("comboPicked", ComboPicked.class),
            Map.entry("expanded", Expanded.class),
            Map.entry("raceDeclined", RaceDeclined.class),
            Map.entry("regionAbandoned", RegionAbandoned.class),
            Map.entry("regionConquered", RegionConquered.class),
            Map.entry("reinforcementDieRolled", ReinforcementDieRolled.class),
            Map.entry("conquestEnded", ConquestEnded.class),
            Map.entry("tokensPlaced", TokensPlaced.class),
            Map.entry("redeploymentFinished", RedeploymentFinished.class),
            Map.entry("turnScored", TurnScored.class),
            Map.entry("turnEnded", TurnEnded.class));

    private final Edition edition;
    private final Map<String, Class<? extends SmallWorldCommand>> commands;
    private final Map<String, Class<? extends SmallWorldEvent>> events;

    protected SmallWorldRuleset(Edition edition) {
        this.edition = edition;
        commands = merged(CORE_COMMANDS, edition.commandTypes());
        events = merged(CORE_EVENTS, edition.eventTypes());
    }

    private static <T> Map<String, Class<? extends T>> merged(
            Map<String, Class<? extends T>> core, Map<String, Class<? extends T>> own) {
        Map<String, Class<? extends T>> all = new LinkedHashMap<>(new java.util.TreeMap<>(core));
        for (var e : own.entrySet()) {
            if (all.put(e.getKey(), e.getValue()) != null) {
                throw new IllegalStateException("the edition redefines the shared type name " + e.getKey());
            }
        }
        return java.util.Collections.unmodifiableMap(all);
    }

    public Edition edition() {
        return edition;
    }

    /** What the edition hides beyond the family's secrets, for its computer players: none by default. */
    protected SmallWorldBots.Secrets secrets() {
        return SmallWorldBots.Secrets.NONE;
    }

    @Override
    public java.util.Optional<io.boardstate.engine.BotSupport<SmallWorldState<?, ?>>> botSupport() {
        return java.util.Optional.of(new SmallWorldBots(this, secrets()));
    }

    /** The match as the rules see it (one per state object, kept with it). */
    public Game game(SmallWorldState<?, ?> s) {
        Game g = s.game;
        if (g == null || g.edition != edition) s.game = g = new Game(s, edition.map(s), edition);
        return g;
    }

    @Override
    public RulesetInfo info() {
        return edition.info();
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Class<SmallWorldState<?, ?>> stateType() {
        return (Class) edition.stateType();
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commandTypes() {
        return commands;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return events;
    }

    @Override
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        return edition.setup(setup, rng);
    }

    @Override
    public SmallWorldState<?, ?> apply(SmallWorldState<?, ?> state, SmallWorldEvent event) {
        if (state == null) return edition.start(event);
        edition.applyTo(game(state), event);
        return state;
    }

    /**
     * The coin ledger: folding records every change {@link Coins} makes; the opening event gives
     * every seat its starting coins (2.2).
     */
    @Override
    public Folded<SmallWorldState<?, ?>> applyCounting(SmallWorldState<?, ?> state, SmallWorldEvent event) {
        if (state == null) {
            SmallWorldState<?, ?> s = edition.start(event);
            List<CoinChange> start = new ArrayList<>(s.seats);
            for (int seat = 0; seat < s.seats; seat++)
                if (s.coins[seat] != 0) start.add(new CoinChange(seat, s.coins[seat], Coins.START, null));
            return new Folded<>(s, start);
        }
        Game g = game(state);
        List<CoinChange> ledger = new ArrayList<>(2);
        g.ledger = ledger;
        try {
            edition.applyTo(g, event);
        } finally {
            g.ledger = null;
        }
        return new Folded<>(state, ledger);
    }

    @Override
    public boolean keepsCoins() {
        return true;
    }

    /** Other seats' amounts are secret like their coins (7.4); turn scores public with R-52's option; all at the end. */
    @Override
    public CoinChange redactCoins(CoinChange c, Viewer viewer, SmallWorldState<?, ?> current) {
        if (viewer.isFull() || viewer.isSeat(c.seat()) || (current != null && current.over())) return c;
        if (c.reason().equals(Coins.TURN_SCORE)
                && current != null
                && current.edition.rules().publishTurnScores()) return c;
        return new CoinChange(c.seat(), null, c.reason(), c.source());
    }

    /** The same answer as the default ({@link #result} is present exactly then), without building the standings. */
    @Override
    public boolean isOver(SmallWorldState<?, ?> s) {
        return s.over();
    }

    @Override
    public SmallWorldState<?, ?> copy(SmallWorldState<?, ?> state) {
        return state.copy();
    }

    @Override
    public Set<Integer> seatsToAct(SmallWorldState<?, ?> s) {
        if (s.over()) return Set.of();
        return Set.of(edition.hasPrompts() ? actor(game(s)) : turnActor(s));
    }

    /** The seat to act: the one owing an answer to a prompt, else the head of the withdrawals, else the current. */
    private static int actor(Game g) {
        return actor(g, prompt(g));
    }

    /** {@link #actor} when the prompt seat is known. */
    private static int actor(Game g, int prompt) {
        return prompt >= 0 ? prompt : turnActor(g.s);
    }

    /** The seat owing an answer to a prompt, or -1: asked once per call, as the state does not change meanwhile. */
    private static int prompt(Game g) {
        return g.edition.hasPrompts() ? g.edition.promptSeat(g) : -1;
    }

    private static int turnActor(SmallWorldState<?, ?> s) {
        return s.phase == Phase.WITHDRAWALS ? s.withdrawalQueue.getFirst() : s.currentSeat;
    }

    @Override
    public Decision<SmallWorldEvent> decide(SmallWorldState<?, ?> s, int seat, SmallWorldCommand command, Rng rng) {
        if (s.over()) return Decision.reject(RuleViolation.gameOver());
        Game g = game(s);
        int prompt = prompt(g);
        if (seat != actor(g, prompt)) return Decision.reject(RuleViolation.notYourTurn(seat));
        if (command == null) return Decision.reject(illegal("UNKNOWN_COMMAND", "No command given."));
        List<SmallWorldEvent> out = new ArrayList<>(4);
        RuleViolation v;
        if (command instanceof CoreCommand c) {
            v = prompt >= 0
                    ? illegal("PROMPT_PENDING", "A pending decision must be answered first.")
                    : Decisions.decide(g, seat, c, rng, out);
        } else {
            v = edition.decide(g, seat, command, rng, out);
        }
        if (v != null) return Decision.reject(v);
        reshuffleWhereNeeded(g, rng, out);
        return Decision.accept(out);
    }

    /**
     * R-5 / C-19: whenever a combo needs a badge and the badge pile is empty, the discards are
     * shuffled into a new pile at once, so the column never shows fewer combos than the banners
     * allow. The events are replayed on a copy and a reshuffle is inserted right after the event
     * that left a slot without its badge (a pick, or a banner returning to an emptied pile).
     */
    private void reshuffleWhereNeeded(Game g, Rng rng, List<SmallWorldEvent> events) {
        if (g.s.badgePile.size() >= g.catalog.setup().marketSize()) return; // no command draws more than a column
        if (columnStaysFull(g, events)) return; // R-5 needs a free slot: no replay on a copy
        if (badgePileOutlasts(g, events)) return; // R-5 needs an empty badge pile: no replay on a copy
        if (g.s.bannerPile.isEmpty() && noBannerReturns(g, events)) return; // R-5 needs a banner in the pile
        Game after = new Game(g.s.copy(), g);
        for (int i = 0; i < events.size(); i++) {
            edition.applyTo(after, events.get(i));
            if (!Market.needsBadgeReshuffle(after)) continue;
            List<String> order = new ArrayList<>(after.s.badgeDiscard);
            order.sort(Comparator.comparingInt(p -> g.catalog.power(p).index())); // 9.3: independent of discard order
            rng.shuffle(order);
            BadgesReshuffled reshuffled = new BadgesReshuffled(List.copyOf(order));
            events.add(++i, reshuffled);
            edition.applyTo(after, reshuffled);
        }
    }

    /**
     * Whether the badge pile cannot run out while {@code events} are folded: badges leave it only
     * to fill a free slot of the column ({@link Market#refill}), and slots are freed only by a pick,
     * so at most the free slots plus the picks are drawn; an edition's own event may take one more
     * (Underground: Stonehedge), so each counts as one. A reshuffle added meanwhile only adds badges.
     */
    private boolean badgePileOutlasts(Game g, List<SmallWorldEvent> events) {
        int mayLeave = g.catalog.setup().marketSize() - g.s.marketRaces.size();
        for (SmallWorldEvent e : events) if (e instanceof ComboPicked || !(e instanceof CoreEvent)) mayLeave++;
        return g.s.badgePile.size() > mayLeave;
    }

    /**
     * Whether no banner can go back to the pile while {@code events} are folded, so that an empty
     * banner pile stays empty ({@link Market#refill} only takes from it). A banner returns only
     * when a race vanishes ({@link Declining#vanish}), and only these folds make one vanish: a
     * decline (the older declined race, 3.4), a conquest of a declined race's last region (its
     * defeat), the end of a turn and the editions' own events. A conquest is judged from this
     * state, so only as the first event. Checked against the fold on random games of every
     * edition by a test; this spares about three in four of the replays of a base game.
     */
    static boolean noBannerReturns(Game g, List<SmallWorldEvent> events) {
        for (int i = 0; i < events.size(); i++) {
            SmallWorldEvent e = events.get(i);
            if (!(e instanceof CoreEvent) || e instanceof RaceDeclined || e instanceof TurnEnded) return false;
            if (e instanceof RegionConquered c && (i > 0 || lastOfDeclinedRace(g, c.region()))) return false;
        }
        return true;
    }

    /** Whether region r is held by a declined race with no other region ({@link Conquest#defeat} may make it vanish). */
    private static boolean lastOfDeclinedRace(Game g, int r) {
        RaceState<?> d = g.occupant(r);
        return d != null && d.declined && d.regions <= 1;
    }

    /** A full column stays full unless a combo is picked from it ({@link Market#pick} alone takes a slot). */
    private boolean columnStaysFull(Game g, List<SmallWorldEvent> events) {
        if (g.s.marketRaces.size() < g.catalog.setup().marketSize()) return false;
        for (SmallWorldEvent e : events) if (e instanceof ComboPicked) return false;
        return true;
    }

    @Override
    public List<SmallWorldCommand> legalCommands(SmallWorldState<?, ?> s, int seat) {
        if (s.over()) return new ArrayList<>();
        Game g = game(s);
        int prompt = prompt(g);
        if (seat != actor(g, prompt)) return new ArrayList<>();
        return LegalMoves.of(g.forList(), seat, prompt >= 0);
    }

    /**
     * Ending the current step wins (end the turn, finish redeploying, end conquest), then the first
     * combo of the market (it costs no coin), then the first listed command: whatever the edition
     * requires (a form, a side, where a token goes) resolved by the legal list's own order.
     */
    private static final List<String> DEFAULT_PREFERENCE =
            List.of("endTurn", "closeTurn", "finishTombRedeploy", "finishRedeploy", "endConquest", "pickCombo");

    @Override
    public Optional<SmallWorldCommand> defaultCommand(SmallWorldState<?, ?> s, int seat) {
        List<SmallWorldCommand> legal = legalCommands(s, seat);
        for (String name : DEFAULT_PREFERENCE) {
            Class<? extends SmallWorldCommand> type = commands.get(name);
            if (type == null) continue;
            for (SmallWorldCommand c : legal) if (type.isInstance(c)) return Optional.of(c);
        }
        return legal.stream().findFirst();
    }

    @Override
    public Object view(SmallWorldState<?, ?> s, Viewer viewer) {
        return Views.view(game(s), viewer, List.copyOf(seatsToAct(s)), result(s).orElse(null));
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return edition.viewType();
    }

    /**
     * Secrets in the log: other players' coin gains (7.4, R-52) and the order of the piles below
     * the visible combos, plus what the edition hides. Revealed to everybody at the end.
     */
    @Override
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, SmallWorldState<?, ?> current) {
        if (viewer.isFull() || (current != null && current.over())) return event;
        return switch (event) {
            case TurnScored e ->
                viewer.isSeat(e.seat())
                                || (current != null && current.edition.rules().publishTurnScores())
                        ? e
                        : new TurnScored(e.seat(), null, null);
            case BadgesReshuffled e -> new BadgesReshuffled(List.of());
            case CoreEvent e -> e;
            default -> edition.redact(event, viewer, current == null ? null : game(current));
        };
    }

    @Override
    public Map<String, Map<String, String>> names() {
        return edition.names();
    }

    @Override
    public List<Board> boards() {
        return edition.boards();
    }

    @Override
    public Optional<Board> board(SmallWorldState<?, ?> s) {
        return Optional.of(edition.board(s));
    }

    /** Final standings (3.1): coins, then race tokens on the board; remaining ties share a rank. */
    @Override
    public Optional<List<SeatResult>> result(SmallWorldState<?, ?> s) {
        if (!s.over()) return Optional.empty();
        int[] onBoard = new int[s.seats];
        for (int seat = 0; seat < s.seats; seat++) onBoard[seat] = Scoring.tokensOnBoard(s, seat);
        List<Integer> order = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) order.add(seat);
        Comparator<Integer> standing =
                Comparator.<Integer>comparingInt(seat -> -s.coins[seat]).thenComparingInt(seat -> -onBoard[seat]);
        order.sort(standing.thenComparingInt(seat -> seat));
        List<SeatResult> results = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int seat = order.get(i);
            int rank = i + 1;
            if (i > 0 && standing.compare(order.get(i - 1), seat) == 0)
                rank = results.get(i - 1).rank();
            results.add(new SeatResult(
                    seat, rank, s.coins[seat], Map.of("coins", s.coins[seat], "tokensOnBoard", onBoard[seat])));
        }
        return Optional.of(results);
    }
}
