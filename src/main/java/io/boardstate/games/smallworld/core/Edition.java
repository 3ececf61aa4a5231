package io.boardstate.games.smallworld.core;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Board;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import io.boardstate.games.smallworld.core.map.MapIndex;
import java.util.List;
import java.util.Map;

/**
 * One game of the Small World family: its content (the catalog read from its data files, its
 * maps, options, commands and events) and the hooks where its rules differ from the family's.
 * {@link SmallWorldRuleset} runs the shared rules and asks the edition at each hook.
 *
 * <p>The edition is also an {@link Ability} asked before every race and power, for rules that
 * hold for all races (base: the Diplomat's peace), unless it hands those rules to a part of their
 * own ({@link #rulesForEveryRace}). The methods below are the hooks that concern the whole match;
 * each has the family's behaviour as its default unless it is abstract.
 */
public abstract class Edition implements Ability {
    /** The hooks this edition's class overrides, found once. */
    private volatile long hooks = -1;
    /** The rules of each race and power pair in play ({@link RaceRules#of}). */
    final RaceRules.Pairs raceRules = new RaceRules.Pairs();

    /** Whether the edition can have pending decisions at all (it overrides {@link #promptSeat}), found once. */
    private volatile int prompts = -1;

    /** True when the edition overrides {@link #promptSeat} or a mover prompts: the core then asks on every move. */
    final boolean hasPrompts() {
        int p = prompts;
        if (p < 0) {
            try {
                boolean own = getClass().getMethod("promptSeat", Game.class).getDeclaringClass() != Edition.class;
                p = own || !routes().prompting.isEmpty() ? 1 : 0;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
            prompts = p;
        }
        return p == 1;
    }

    /** The {@link io.boardstate.games.smallworld.core.Hook}s the rules for every race override. */
    public final long hooks() {
        long h = hooks;
        if (h < 0) hooks = h = io.boardstate.games.smallworld.core.Hook.overriddenBy(everyRace);
        return h;
    }

    /** The Ability asked before every race and power: the edition itself unless it names a part. */
    private Ability everyRace = this;

    /**
     * Hands the rules for every race to {@code rules}, asked in the edition's place (Underground:
     * its figures, River, Places and Relics), once, from the constructor. The edition then
     * overrides none of the {@link Ability} hooks itself: they would never be asked.
     */
    protected final void rulesForEveryRace(Ability rules) {
        if (everyRace != this) throw new IllegalStateException("the rules for every race are set once");
        if (Hook.overriddenBy(this) != 0)
            throw new IllegalStateException(getClass().getSimpleName() + " overrides Ability hooks of its own");
        everyRace = rules;
    }

    /** The Ability {@link Hooks} asks before every race and power. */
    final Ability everyRace() {
        return everyRace;
    }

    /** A name-to-type map in the order given (pairs of name and class), for {@link #commandTypes} and {@link #eventTypes}. */
    @SafeVarargs
    protected static <T> Map<String, Class<? extends T>> typesInOrder(Object... pairs) {
        Map<String, Class<? extends T>> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            @SuppressWarnings("unchecked")
            Class<? extends T> type = (Class<? extends T>) pairs[i + 1];
            map.put((String) pairs[i], type);
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    // ---------------------------------------------------------------- content

    private Catalog catalog;
    private RulesetInfo info;
    private List<OwnMoves> movers = List.of();
    private List<PerTurn> perTurn = List.of();

    /**
     * Sets the edition's content, once, from its constructor: its data with the race and power
     * behaviours bound, its options (id, name, seats and description come from the data), the
     * parts that own commands, in the order their moves are listed, and the per-turn parts that
     * are neither (the movers and behaviours that are {@link PerTurn} are found here).
     */
    protected final void content(
            Catalog catalog,
            List<io.boardstate.engine.OptionSpec> options,
            List<OwnMoves> movers,
            PerTurn... otherPerTurn) {
        if (this.catalog != null) throw new IllegalStateException("an edition's content is set once");
        Catalog.Setup s = catalog.setup();
        this.catalog = catalog;
        this.info = new RulesetInfo(s.id(), s.name(), s.minSeats(), s.maxSeats(), options, s.description());
        this.movers = List.copyOf(movers);
        this.perTurn = perTurnParts(catalog, movers, otherPerTurn);
    }

    /** Each part with per-turn state once: movers, race and power behaviours, then the others. */
    private static List<PerTurn> perTurnParts(Catalog catalog, List<OwnMoves> movers, PerTurn[] others) {
        List<Object> parts = new java.util.ArrayList<>(movers);
        for (RaceDef d : catalog.races()) parts.add(d.ability());
        for (PowerDef d : catalog.powers()) parts.add(d.ability());
        parts.addAll(List.of(others));
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        List<PerTurn> out = new java.util.ArrayList<>();
        for (Object p : parts) if (p instanceof PerTurn t && seen.add(t)) out.add(t);
        return List.copyOf(out);
    }

    /** The parts whose per-turn state the core clears when a turn starts and ends ({@link PerTurn}). */
    public final List<PerTurn> perTurn() {
        return perTurn;
    }

    /** The data of the edition, with its race and power behaviours attached. */
    public final Catalog catalog() {
        return catalog;
    }

    /** Id, name, seat range and options (the options are declared once, in the edition's options). */
    public final RulesetInfo info() {
        return info;
    }

    /** The concrete state class binding the edition's data slots. */
    public abstract Class<? extends SmallWorldState<?, ?>> stateType();

    /** A fresh per-race data slot for a race just picked. */
    public abstract RaceData<?> newRaceData();

    /** The map a match is played on. */
    public abstract MapIndex map(SmallWorldState<?, ?> s);

    /** The boards the edition publishes to clients (its bundled maps); none by default. */
    public List<Board> boards() {
        return List.of();
    }

    /** The board of a match as clients get it: its map, by default. */
    public Board board(SmallWorldState<?, ?> s) {
        return map(s).board();
    }

    // ---------------------------------------------------------------- setup, own moves and facts

    private EditionSetup setup;

    /** Gives setup to its part, once, from the constructor (after {@link #content}, whose info and catalog it uses). */
    protected final void setupBy(EditionSetup part) {
        if (setup != null) throw new IllegalStateException("an edition's setup is set once");
        setup = part;
    }

    /**
     * The opening events; every random outcome of setup is written into them (9.3). By default
     * its setup part's ({@link #setupBy}); an edition without one overrides this and {@link #start}.
     */
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        return setupPart().setup(setup, rng);
    }

    /** The state made by the first event (the edition's setup event): by default its setup part's. */
    public SmallWorldState<?, ?> start(SmallWorldEvent first) {
        return setupPart().start(first, this);
    }

    private EditionSetup setupPart() {
        if (setup == null) throw new IllegalStateException(getClass().getSimpleName() + " has no setup part");
        return setup;
    }

    /**
     * The parts that own commands (races, powers, edition pieces: {@link OwnMoves}), in the order
     * their moves are listed. The defaults of the methods below route to them.
     */
    public final List<OwnMoves> movers() {
        return movers;
    }

    /** The movers' command types in their order; an edition with commands of its own adds them. */
    public Map<String, Class<? extends SmallWorldCommand>> commandTypes() {
        return routes().commandNames;
    }

    /** The movers' event types in their order; an edition adds its setup event (see {@link #withMoverEvents}). */
    public abstract Map<String, Class<? extends SmallWorldEvent>> eventTypes();

    /** {@code own} (e.g. the setup event) followed by the movers' event types. */
    protected final Map<String, Class<? extends SmallWorldEvent>> withMoverEvents(
            Map<String, Class<? extends SmallWorldEvent>> own) {
        Map<String, Class<? extends SmallWorldEvent>> all = new java.util.LinkedHashMap<>(own);
        all.putAll(routes().eventNames);
        return java.util.Collections.unmodifiableMap(all);
    }

    /**
     * Checks one of the edition's own commands and adds its events to {@code events}; returns the
     * broken rule or null. Must not change the state. The default routes it to its mover; while a
     * prompt is pending only an answer is accepted.
     */
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        OwnMoves owner = routes().byCommand.get(command.getClass());
        if (owner == null) return illegal("UNKNOWN_COMMAND", "This edition has no such command.");
        if (!owner.answersPrompt(command) && hasPrompts() && promptSeat(g) >= 0)
            return illegal("PROMPT_PENDING", "A pending decision must be answered first.");
        return owner.decide(g, seat, command, rng, events);
    }

    /** Folds one of the edition's own events (not the first) into {@code g.s}: by default, its mover's. */
    public void apply(Game g, SmallWorldEvent event) {
        OwnMoves owner = routes().byEvent.get(event.getClass());
        if (owner == null)
            throw new IllegalStateException("no part folds " + event.getClass().getSimpleName());
        owner.apply(g, event);
    }

    /** Folds any event of a running match into {@code g.s}: the core's or the edition's. */
    public final void applyTo(Game g, SmallWorldEvent event) {
        if (event instanceof CoreEvent e) Evolution.apply(g, e);
        else apply(g, event);
    }

    /**
     * The parts that may list commands about regions for {@code seat} now (each region's are
     * listed right after the shared ones for it): only those that list per region at all, and of
     * those only the ones whose {@link OwnMoves#listsInRegions} holds, asked once per legal list
     * rather than once per region and part.
     */
    public final OwnMoves[] regionListers(Game g, int seat) {
        OwnMoves[] all = routes().regionListers;
        OwnMoves[] now = new OwnMoves[all.length];
        int n = 0;
        for (OwnMoves m : all) if (m.listsInRegions(g, seat)) now[n++] = m;
        return n == all.length ? now : java.util.Arrays.copyOf(now, n);
    }

    /** The edition's other commands of the phase, listed before the move that closes it. */
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        for (OwnMoves m : routes().phaseListers) m.legalInPhase(g, seat, out);
    }

    // ---------------------------------------------------------------- prompts

    /**
     * The seat that must answer a pending decision (e.g. where a figure goes), or -1: by default
     * the first mover with one pending. While one is pending, only that seat acts, only {@link
     * #legalInPrompt} is listed and the shared moves are refused.
     */
    public int promptSeat(Game g) {
        for (OwnMoves m : routes().prompting) {
            int seat = m.promptSeat(g);
            if (seat >= 0) return seat;
        }
        return -1;
    }

    /** The answers to the pending decision: by default, those of the first mover with one pending. */
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        for (OwnMoves m : routes().prompting) {
            if (m.promptSeat(g) >= 0) {
                m.legalInPrompt(g, seat, out);
                return;
            }
        }
    }

    /** The movers indexed once: by command class, by event class, and those that can prompt. */
    private record Routes(
            List<OwnMoves> movers,
            List<OwnMoves> prompting,
            OwnMoves[] regionListers,
            List<OwnMoves> phaseListers,
            Map<Class<?>, OwnMoves> byCommand,
            Map<Class<?>, OwnMoves> byEvent,
            Map<String, Class<? extends SmallWorldCommand>> commandNames,
            Map<String, Class<? extends SmallWorldEvent>> eventNames) {
        static Routes of(List<OwnMoves> movers) {
            Map<Class<?>, OwnMoves> byCommand = new java.util.HashMap<>();
            Map<Class<?>, OwnMoves> byEvent = new java.util.HashMap<>();
            Map<String, Class<? extends SmallWorldCommand>> commands = new java.util.LinkedHashMap<>();
            Map<String, Class<? extends SmallWorldEvent>> events = new java.util.LinkedHashMap<>();
            for (OwnMoves m : movers) {
                for (var e : m.commands().entrySet()) {
                    if (commands.put(e.getKey(), e.getValue()) != null || byCommand.put(e.getValue(), m) != null)
                        throw new IllegalStateException("two parts own the command " + e.getKey());
                }
                for (var e : m.events().entrySet()) {
                    if (events.put(e.getKey(), e.getValue()) != null || byEvent.put(e.getValue(), m) != null)
                        throw new IllegalStateException("two parts own the event " + e.getKey());
                }
            }
            return new Routes(
                    List.copyOf(movers),
                    movers.stream()
                            .filter(m -> overrides(m, "promptSeat", Game.class))
                            .toList(),
                    movers.stream()
                            .filter(m -> overrides(m, "legalInRegion", Game.class, int.class, int.class, List.class))
                            .toArray(OwnMoves[]::new),
                    movers.stream()
                            .filter(m -> overrides(m, "legalInPhase", Game.class, int.class, List.class))
                            .toList(),
                    Map.copyOf(byCommand),
                    Map.copyOf(byEvent),
                    java.util.Collections.unmodifiableMap(commands),
                    java.util.Collections.unmodifiableMap(events));
        }
    }

    /** Whether part m's class gives its own body to one of OwnMoves' defaults (else it lists or prompts nothing there). */
    private static boolean overrides(OwnMoves m, String method, Class<?>... parameters) {
        try {
            return m.getClass().getMethod(method, parameters).getDeclaringClass() != OwnMoves.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    private volatile Routes routes;

    private Routes routes() {
        Routes r = routes;
        if (r == null) routes = r = Routes.of(movers());
        return r;
    }

    // ---------------------------------------------------------------- whole-match hooks

    /**
     * Why race x, with no region on the map, may not enter at {@code region}, or null. The
     * family's rule: a border region (base 4.2 item 7); races and powers add entries with {@link
     * Ability#entersAt}.
     */
    public RuleViolation entry(Game g, RaceState<?> x, int region) {
        return g.map.border[region] ? null : NOT_ON_BORDER;
    }

    /** Made once: legal lists ask {@link #entry} of every region while a race enters the map. */
    private static final RuleViolation NOT_ON_BORDER = illegal(
            "NOT_ON_BORDER",
            "A race with no region on the map must enter through a border region (4.2 item 7, [IT 386], [IS 205]).");

    /** Race x may act on the immune {@code region} anyway (base R-14 option: one's own declined Ghouls). */
    public boolean exemptFromImmunity(Game g, RaceState<?> x, int region) {
        return false;
    }

    /** A vanished race's banner goes back: the family's rule is the bottom of the banner pile. */
    public void returnBanner(Game g, String race) {
        Market.bannerToBottom(g, race);
    }

    /** The turn of {@code seat} starts, the {@link PerTurn} parts cleared: the edition's turn-start effects. */
    public void onTurnStart(Game g, int seat) {}

    /** The turn of {@code seat} has ended, the withdrawal queue is built. */
    public void onTurnEnd(Game g, int seat) {}

    /** {@code seat} has placed its withdrawn tokens. */
    public void onWithdrawalsDone(Game g, int seat) {}

    /** Why {@code count} tokens of {@code r} may not be placed in {@code region} now, or null (Warcraft: Tauren beside the Champion). */
    public RuleViolation refusesPlacement(Game g, RaceState<?> r, int region, int count) {
        return null;
    }

    /** Tokens of {@code r} from hand were placed in {@code region} (redeployment or withdrawals). */
    public void onTokensPlaced(Game g, RaceState<?> r, int region, int count) {}

    // ---------------------------------------------------------------- views and secrets

    /**
     * Of the tokens counted in {@code region} ({@link SmallWorldState#tokens}), the pieces that
     * are not race tokens (Underground: Silver Hammers; Warcraft: Beasts), so that views can tell
     * them apart; none by default.
     */
    public int otherPiecesIn(Game g, int region) {
        return 0;
    }

    /**
     * Of race r's tokens on the map, the pieces that are not race tokens: by default the sum of
     * {@link #otherPiecesIn} over its regions. An edition that keeps only a total (Underground's
     * Hammers on the map) says it here.
     */
    public int otherPiecesOnBoard(Game g, RaceState<?> r) {
        int n = 0;
        for (int reg = 0; reg < g.map.size; reg++) if (g.s.owner[reg] == r.id) n += otherPiecesIn(g, reg);
        return n;
    }

    /** Of race r's tokens in hand ({@link RaceState#hand}), the pieces that are not race tokens; none by default. */
    public int otherPiecesInHand(Game g, RaceState<?> r) {
        return 0;
    }

    /** A seat as {@code viewer} sees it (coins only its own until the end, 7.4). */
    public Object playerView(Game g, Viewer viewer, int seat) {
        return Views.player(g, viewer, seat);
    }

    public Object regionView(Game g, int region) {
        return Views.region(g, region);
    }

    public Object turnView(Game g) {
        return Views.turn(g);
    }

    /** The view's type for the published contract: the records the three hooks above return. */
    public java.lang.reflect.Type viewType() {
        return viewOf(Views.PlayerView.class, Views.RegionView.class, Views.TurnView.class);
    }

    /** The family's view with an edition's player, region and turn records ({@link #viewType}). */
    protected static java.lang.reflect.Type viewOf(Class<?> player, Class<?> region, Class<?> turn) {
        return new io.boardstate.engine.GenericType(Views.SmallWorldView.class, player, region, turn);
    }

    /**
     * One of the edition's events as {@code viewer} may see it while the match runs (the core
     * reveals everything to FULL and after the end, and redacts its own events). By default the
     * setup event shows only the visible combos' cards of the piles and no face-down draw.
     */
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, Game current) {
        return event instanceof SetupEvent e
                ? SetupEvent.seen(e, catalog().setup().marketSize(), faceDownAtSetup())
                : event;
    }

    /** The setup event's members that hold face-down draws (lists), hidden from everybody until the end. */
    protected java.util.Set<String> faceDownAtSetup() {
        return java.util.Set.of();
    }

    /** English names by kind and id (see {@link io.boardstate.engine.Ruleset#names()}): races and powers. */
    public Map<String, Map<String, String>> names() {
        Map<String, Map<String, String>> out = new java.util.LinkedHashMap<>();
        out.put("races", byId(catalog().races(), RaceDef::id, RaceDef::name));
        out.put("powers", byId(catalog().powers(), PowerDef::id, PowerDef::name));
        return out;
    }

    /** Id -> name of a list, in its order. */
    protected static <T> Map<String, String> byId(
            List<T> items, java.util.function.Function<T, String> id, java.util.function.Function<T, String> name) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (T item : items) out.put(id.apply(item), name.apply(item));
        return out;
    }
}
