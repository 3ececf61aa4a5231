package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import io.boardstate.games.smallworld.core.map.MapIndex;

/**
 * A match as every rule sees it: the state, the map it is played on and the edition with its
 * catalog. Made per call ({@code decide}, {@code legalCommands}, {@code apply}); cheap.
 */
public final class Game {
    public final SmallWorldState<?, ?> s;
    public final MapIndex map;
    public final Edition edition;
    public final Catalog catalog;
    /** The edition's rules for every race ({@link Edition#rulesForEveryRace}) and the hooks they override. */
    final Ability everyRace;

    final long editionHooks;
    /**
     * What abilities worked out once for the legal list this Game was made for ({@link #forList}):
     * keys and values of {@link #perList} in turn, a few per list, made on first use.
     */
    private Object[] listed;

    private int listedCount;
    /** Made by {@link #forList}: {@link #perList} keeps values. */
    private boolean keepsListed;

    /** {@link Targets#candidates} of race {@link #candidatesOf} kept for the list: some moves ask them per region. */
    private boolean[] candidates;

    private int candidatesOf = -1;

    /** Coin changes recorded for the ledger while an event is folded by applyCounting, else null ({@link Coins}). */
    java.util.List<io.boardstate.engine.CoinChange> ledger;

    public Game(SmallWorldState<?, ?> s, MapIndex map, Edition edition) {
        this.s = s;
        this.map = map;
        this.edition = edition;
        this.catalog = edition.catalog();
        this.everyRace = edition.everyRace();
        this.editionHooks = edition.hooks();
    }

    /** The match on {@code s}, {@code from}'s state or a copy of it made to look ahead. */
    Game(SmallWorldState<?, ?> s, Game from) {
        this(s, from.map, from.edition);
    }

    public FamilyRules rules() {
        return s.edition.rules();
    }

    /** The edition's data slot, typed as the edition reads it. */
    @SuppressWarnings("unchecked")
    public <T> T data() {
        return (T) s.edition;
    }

    public RaceState<?> race(int id) {
        return s.races.get(id);
    }

    /** The race occupying {@code region}, or null. */
    public RaceState<?> occupant(int region) {
        int o = s.owner[region];
        return o < 0 ? null : s.races.get(o);
    }

    /** The acting race during CONQUEST, may be null outside it. */
    public RaceState<?> acting() {
        return s.actingRace < 0 ? null : s.races.get(s.actingRace);
    }

    /** The seat's active race, or null. */
    public RaceState<?> activeRace(int seat) {
        int id = s.activeRace[seat];
        return id < 0 ? null : s.races.get(id);
    }

    /** The seat's active race is active with the power {@code powerId}. */
    public boolean activeRaceWith(int seat, String powerId) {
        RaceState<?> x = activeRace(seat);
        return x != null && x.activeWith(powerId);
    }

    /** It is the conquests and the race conquering is active with the power {@code powerId}. */
    public boolean conqueringWith(String powerId) {
        RaceState<?> x = acting();
        return s.phase == Phase.CONQUEST && x != null && x.activeWith(powerId);
    }

    public RaceDef raceDef(RaceState<?> x) {
        return rules(x).race;
    }

    public PowerDef powerDef(RaceState<?> x) {
        return rules(x).power;
    }

    /** x's race and power as the rules ask for them, resolved once per race instance ({@link RaceRules#of}). */
    RaceRules rules(RaceState<?> x) {
        return RaceRules.of(x, edition);
    }

    /** x's race behaviour if it applies now (x active, or its race works in decline), else null. */
    public Ability raceAbility(RaceState<?> x) {
        if (x.gone) return null;
        RaceRules d = rules(x);
        return x.active() || d.raceInDecline ? (d.raceAbility == null ? Ability.NONE : d.raceAbility) : null;
    }

    /** x's power behaviour if it applies now (x active, or its badge stays in decline), else null. */
    public Ability powerAbility(RaceState<?> x) {
        if (x.gone) return null;
        RaceRules d = rules(x);
        return x.active() || d.powerInDecline ? (d.powerAbility == null ? Ability.NONE : d.powerAbility) : null;
    }

    /** Tray slot of a race id. */
    public int tray(String race) {
        return catalog.race(race).index();
    }

    /** Tray slot of a race instance's race. */
    public int tray(RaceState<?> x) {
        return raceDef(x).index();
    }

    /**
     * {@code compute}'s value for {@code key}, worked out once per legal list while one is made
     * (the state does not change meanwhile), else each time: for what a rule asked per region
     * finds alike for every region (a race's reach along Rivers, who holds a Relic). Keys are
     * compared with equals, so a key names both the rule and what its value depends on.
     */
    @SuppressWarnings("unchecked")
    public <K, T> T perList(K key, java.util.function.Function<K, T> compute) {
        if (!keepsListed) return compute.apply(key);
        for (int i = 0; i < listedCount; i += 2) if (listed[i].equals(key)) return (T) listed[i + 1];
        T value = compute.apply(key);
        if (listed == null) listed = new Object[8];
        else if (listedCount == listed.length) listed = java.util.Arrays.copyOf(listed, 2 * listedCount);
        listed[listedCount++] = key;
        listed[listedCount++] = value;
        return value;
    }

    /** {@link Targets#candidates} of x, worked out once per legal list like {@link #perList}, in a field rather than by key. */
    boolean[] candidates(RaceState<?> x) {
        if (!keepsListed) return Targets.candidates(this, x);
        if (candidatesOf != x.id) {
            candidates = Targets.candidates(this, x);
            candidatesOf = x.id;
        }
        return candidates;
    }

    /**
     * A Game on the same state for one legal list, whose {@link #perList} keeps values: its own
     * object, as the service shares a state (and so its kept Game) between concurrent requests.
     */
    Game forList() {
        Game g = new Game(s, map, edition);
        g.keepsListed = true;
        return g;
    }

    /** Whether a region of race {@code raceId} borders {@code region}. */
    public boolean touches(int region, int raceId) {
        for (int n : map.neighbours[region]) if (s.owner[n] == raceId) return true;
        return false;
    }

    /** The reinforcement die (1.1): a face drawn with the command's generator. */
    public int rollDie(io.boardstate.engine.Rng rng) {
        int[] faces = catalog.dieFaces();
        return faces[rng.nextInt(faces.length)];
    }
}
