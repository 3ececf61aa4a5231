package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.MapsByPlayers;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.underground.UndergroundEvent.UndergroundStarted;
import io.boardstate.games.smallworld.underground.powers.*;
import io.boardstate.games.smallworld.underground.races.*;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Small World Underground (Days of Wonder, 2011) as an edition of the family, following {@code
 * smallworld-underground.md}: the data in {@code smallworld/underground/}, the 15 races and 21
 * powers with behaviour classes where they differ from their data, and the match-wide rules of
 * Underground: Monsters and the Places and Relics they guard, the River, the figures and their
 * immunity, Stonehedge's lent power.
 */
public final class UndergroundEdition extends Edition {
    public static final String DATA = "smallworld/underground";

    private final MapsByPlayers boards;
    /** The Places and Relics of the box (treasures.json). */
    private final Treasures treasures = Treasures.load(DATA);

    private final HeldPowers powers;
    private final EveryRace everyRace;
    /** The movers that prompt, in the movers' order ({@link #promptSeat}). */
    private final Stonehedge stonehedge;

    private final Tomb tomb;
    private final Flames flames;
    /** The parts with commands of their own, in the order the legal lists name them. */
    public UndergroundEdition() {
        Stonehedge stonehedge = new Stonehedge(treasures);
        powers = new HeldPowers(stonehedge);
        Relics relics = new Relics(treasures, powers);
        Altar altar = new Altar(treasures);
        ShadowMimes mimes = new ShadowMimes();
        Flames flames = new Flames();
        Cultists cultists = new Cultists(treasures);
        WillOWisps wisps = new WillOWisps();
        Reborn reborn = new Reborn(powers);
        Vampire vampire = new Vampire(powers);
        Shield shield = new Shield();
        Royal royal = new Royal(powers);
        Tomb tomb = new Tomb(powers, altar);
        ShinyOrb orb = new ShinyOrb(relics);
        this.stonehedge = stonehedge;
        this.tomb = tomb;
        this.flames = flames;
        // the order of the legal lists: a prompt's answers first, then region by region
        List<OwnMoves> movers = List.of(
                mimes,
                stonehedge,
                tomb,
                flames,
                cultists,
                reborn,
                new ConquestRelics(relics),
                wisps,
                vampire,
                new Substitutions(List.of(vampire, orb)),
                orb,
                shield,
                new Pentacle(treasures, powers),
                royal,
                new Crypt(treasures),
                new RingAndScepter(relics),
                new TurnEnd(powers, altar),
                altar);
        Map<String, Function<Catalog, Ability>> races = Map.ofEntries(
                Map.entry(Cultists.ID, c -> cultists),
                Map.entry(Drow.ID, c -> new Drow()),
                Map.entry(Flames.ID, c -> flames),
                Map.entry(Gnomes.ID, c -> new Gnomes()),
                Map.entry(IronDwarves.ID, IronDwarves::new),
                Map.entry(Liches.ID, c -> new Liches()),
                Map.entry(Lizardmen.ID, c -> new Lizardmen()),
                Map.entry(Mudmen.ID, c -> new Mudmen()),
                Map.entry(Ogres.ID, c -> new Ogres()),
                Map.entry(ShadowMimes.ID, c -> mimes),
                Map.entry(Spiderines.ID, c -> new Spiderines()),
                Map.entry(WillOWisps.ID, c -> wisps),
                Map.entry(Kraken.ID, c -> new Kraken()));
        Map<String, Function<Catalog, Ability>> powerBehaviours = Map.ofEntries(
                Map.entry(Adventurous.ID, c -> new Adventurous(treasures)),
                Map.entry(Shield.ID, c -> shield),
                Map.entry(Flocking.ID, c -> new Flocking(treasures)),
                Map.entry(Immortal.ID, c -> new Immortal()),
                Map.entry(Quarreling.ID, c -> new Quarreling(treasures)),
                Map.entry(Magic.ID, c -> new Magic()),
                Map.entry(Martyr.ID, c -> new Martyr()),
                Map.entry(Tomb.ID, c -> tomb),
                Map.entry(Frightened.ID, c -> new Frightened()),
                Map.entry(Fisher.ID, c -> new Fisher()),
                Map.entry(Wise.ID, c -> new Wise()),
                Map.entry(Vanishing.ID, c -> new Vanishing()),
                Map.entry(Vengeful.ID, c -> new Vengeful()),
                Map.entry(Thieving.ID, c -> new Thieving()),
                Map.entry(Reborn.ID, c -> reborn),
                Map.entry(Vampire.ID, c -> vampire),
                Map.entry(Royal.ID, c -> royal));
        everyRace = new EveryRace(treasures, relics, stonehedge, powers);
        content(
                Hook.bind(CatalogLoader.load(DATA), races, powerBehaviours),
                UndergroundOptions.ALL,
                movers,
                relics,
                everyRace);
        rulesForEveryRace(everyRace);
        UndergroundMapChecks maps = UndergroundMapChecks.of(catalog());
        boards = new MapsByPlayers(catalog(), 8, players -> maps.bundled(DATA, players));
        setupBy(new UndergroundSetup(info(), catalog(), treasures, boards::get));
    }

    /** The Places and Relics of the box. */
    public Treasures treasures() {
        return treasures;
    }

    /** The powers a race has now: its badge and the one Stonehedge lends it. */
    public HeldPowers powers() {
        return powers;
    }

    // ---------------------------------------------------------------- content

    @Override
    public Class<UndergroundState> stateType() {
        return UndergroundState.class;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return withMoverEvents(Map.of("undergroundStarted", UndergroundStarted.class));
    }

    @Override
    public RaceData<?> newRaceData() {
        return new UndergroundRaceData();
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return boards.get(((UndergroundData) s.edition).mapPlayers);
    }

    /** Races and powers, then the Popular Places and Righteous Relics that views name by id. */
    @Override
    public Map<String, Map<String, String>> names() {
        Map<String, Map<String, String>> out = super.names();
        out.putAll(treasures.names());
        return out;
    }

    /** The bundled maps, one per player count (2.1), with their drawing anchors and outlines. */
    @Override
    public List<io.boardstate.engine.Board> boards() {
        return boards.boards();
    }

    /**
     * The default's answer (the first mover with a decision pending) asked of the three movers
     * that prompt by direct calls rather than through the movers' list: the core asks it on every
     * seats-to-act, legal list and decide. The random-game invariants compare it with the default.
     */
    @Override
    public int promptSeat(Game g) {
        int seat = stonehedge.promptSeat(g);
        if (seat < 0) seat = tomb.promptSeat(g);
        return seat >= 0 ? seat : flames.promptSeat(g);
    }

    // ---------------------------------------------------------------- rules for every race (EveryRace)

    /** R-23 option (EN V2): the Flames enter next to their Volcano; everyone else by a border region (D6). */
    @Override
    public RuleViolation entry(Game g, RaceState<?> x, int region) {
        UndergroundData d = UndergroundData.of(g);
        int volcano = d.volcano;
        // the race asked last: asked per region of a list while x has none, and there is rarely a Volcano
        if (volcano < 0
                || !d.rules.flamesEnterThroughVolcano()
                || !UndergroundAbility.race(g, x).placesVolcano()) return super.entry(g, x, region);
        if (g.map.adjacent(volcano, region)) return null;
        return RuleViolation.illegal(
                "NOT_BY_THE_VOLCANO",
                "The Flames make their first conquest next to their Volcano (option flamesEnterThroughVolcano, R-23).");
    }

    // ---------------------------------------------------------------- whole-match hooks

    @Override
    public void onTurnStart(Game g, int seat) {
        everyRace.onTurnStart(g, seat);
    }

    @Override
    public void onTurnEnd(Game g, int seat) {
        everyRace.onTurnEnd(g, seat);
    }

    // ---------------------------------------------------------------- views and secrets

    /** The Silver Hammers among a region's tokens during the Iron Dwarves' conquests (7.5). */
    @Override
    public int otherPiecesIn(Game g, int region) {
        RaceState<?> o = g.occupant(region);
        return o == null ? 0 : UndergroundAbility.race(g, o).piecesIn(g, o, region);
    }

    /**
     * The Silver Hammers among the Iron Dwarves' tokens on the map during their conquests (7.5):
     * the stored total, right also in a state the previous release wrote mid-turn, which does not
     * say where they stand (docs/adr/0004-stored-format-evolution.md).
     */
    @Override
    public int otherPiecesOnBoard(Game g, RaceState<?> r) {
        return UndergroundAbility.race(g, r).piecesOnBoard(r);
    }

    /** The Silver Hammers among the Iron Dwarves' tokens in hand (7.5). */
    @Override
    public int otherPiecesInHand(Game g, RaceState<?> r) {
        return UndergroundAbility.race(g, r).piecesInHand(r);
    }

    @Override
    public Object playerView(Game g, Viewer viewer, int seat) {
        return UndergroundViews.player(g, viewer, seat);
    }

    @Override
    public Object regionView(Game g, int region) {
        return UndergroundViews.region(g, region, treasures);
    }

    @Override
    public Object turnView(Game g) {
        return UndergroundViews.turn(g, treasures);
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return viewOf(
                UndergroundViews.PlayerView.class, UndergroundViews.RegionView.class, UndergroundViews.TurnView.class);
    }

    /** The face-down Places and Relics stay hidden until the end; the piles as in every edition. */
    @Override
    protected Set<String> faceDownAtSetup() {
        return Set.of("treasureStack");
    }
}
