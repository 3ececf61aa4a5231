package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Board;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreEvent.ConquestEnded;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.Views;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapBoards;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.AirAssaultFinal;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ChooseWorgenForm;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.CloseTurn;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ConquerWith;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.DeclareSide;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.EtherealSteal;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ExplodeBomb;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.Intimidate;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.MoveChampion;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.MoveLonelyTauren;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceArtifact;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceBomb;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceGarrison;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceObjective;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceWatchtower;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PortalSwap;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.RecruitForsaken;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.AirAssaultResolved;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ArtifactPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ArtifactStolen;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombResolved;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ChampionMoved;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ConquestModeUsed;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ForsakenRecruited;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.GarrisonPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.Intimidated;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.LonelyTaurenMoved;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ObjectivePlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.PortalSwapped;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.SideDeclared;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.WatchtowerPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.WorgenFormChosen;
import io.boardstate.games.smallworld.warcraft.powers.*;
import io.boardstate.games.smallworld.warcraft.races.*;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Small World of Warcraft (Days of Wonder / Blizzard, 2020) as an edition of the family,
 * following {@code smallworld-warcraft.md}: the data in {@code smallworld/warcraft/}, islands
 * dealt per player count and composed into the match's map, entry regions and the
 * travel cost (3.2.4), Murlocs as natives, factions and the faction bonus (3.6), the Artifact and
 * Legendary Place markers (section 6) and the races and powers whose behaviour is more than data.
 */
public final class WarcraftEdition extends Edition {
    public static final String DATA = "smallworld/warcraft";

    private static final Map<String, Class<? extends SmallWorldCommand>> COMMANDS = Map.ofEntries(
            Map.entry("closeTurn", CloseTurn.class),
            Map.entry("chooseWorgenForm", ChooseWorgenForm.class),
            Map.entry("recruitForsaken", RecruitForsaken.class),
            Map.entry("placeObjective", PlaceObjective.class),
            Map.entry("conquerWith", ConquerWith.class),
            Map.entry("placeArtifact", PlaceArtifact.class),
            Map.entry("declareSide", DeclareSide.class),
            Map.entry("etherealSteal", EtherealSteal.class),
            Map.entry("intimidate", Intimidate.class),
            Map.entry("portalSwap", PortalSwap.class),
            Map.entry("placeBomb", PlaceBomb.class),
            Map.entry("airAssaultFinal", AirAssaultFinal.class),
            Map.entry("moveChampion", MoveChampion.class),
            Map.entry("explodeBomb", ExplodeBomb.class),
            Map.entry("moveLonelyTauren", MoveLonelyTauren.class),
            Map.entry("placeGarrison", PlaceGarrison.class),
            Map.entry("placeWatchtower", PlaceWatchtower.class));
    private static final Map<String, Class<? extends SmallWorldEvent>> EVENTS = Map.ofEntries(
            Map.entry("islandsDealt", IslandsDealt.class),
            Map.entry("worgenFormChosen", WorgenFormChosen.class),
            Map.entry("forsakenRecruited", ForsakenRecruited.class),
            Map.entry("objectivePlaced", ObjectivePlaced.class),
            Map.entry("conquestModeUsed", ConquestModeUsed.class),
            Map.entry("artifactPlaced", ArtifactPlaced.class),
            Map.entry("sideDeclared", SideDeclared.class),
            Map.entry("artifactStolen", ArtifactStolen.class),
            Map.entry("intimidated", Intimidated.class),
            Map.entry("portalSwapped", PortalSwapped.class),
            Map.entry("bombPlaced", BombPlaced.class),
            Map.entry("airAssaultResolved", AirAssaultResolved.class),
            Map.entry("championMoved", ChampionMoved.class),
            Map.entry("bombResolved", BombResolved.class),
            Map.entry("lonelyTaurenMoved", LonelyTaurenMoved.class),
            Map.entry("garrisonPlaced", GarrisonPlaced.class),
            Map.entry("watchtowerPlaced", WatchtowerPlaced.class));

    private final Catalog catalog;
    private final RulesetInfo info;
    private final WarcraftIslands islands;
    private final WarcraftPieces pieces;
    private final int entry;
    private final Map<String, WarcraftBoard> boards = new ConcurrentHashMap<>();
    private final Defenders defenders;
    private final Garrisoned garrisoned;
    private final Humans humans;
    private final Intimidating intimidating;
    private final PortalMages portalMages;
    private final Goblins goblins;
    private final Champion champion;
    private final Beastmasters beastmasters;

    public WarcraftEdition() {
        Catalog data = CatalogLoader.load(DATA);
        Factions.check(data);
        defenders = new Defenders(data);
        garrisoned = new Garrisoned(data);
        humans = new Humans(data, WarcraftEdition::gain);
        intimidating = new Intimidating(data);
        portalMages = new PortalMages(data);
        pieces = WarcraftPieces.load(data);
        goblins = new Goblins(data, pieces.pool("BOMB_EXPLODING"), pieces.pool("BOMB_DUD"));
        champion = new Champion(data);
        beastmasters = new Beastmasters(data);
        Map<String, Function<Catalog, Ability>> races = Map.ofEntries(
                Map.entry(Draenei.ID, c -> new Draenei()),
                Map.entry(io.boardstate.games.smallworld.warcraft.races.Ethereals.ID, c -> etherealsRace()),
                Map.entry(Forsaken.ID, c -> new Forsaken()),
                Map.entry(Gnomes.ID, c -> new Gnomes()),
                Map.entry(Goblins.ID, c -> goblins),
                Map.entry(Humans.ID, c -> humans),
                Map.entry(Kobolds.ID, Kobolds::new),
                Map.entry(Naga.ID, c -> new Naga()),
                Map.entry(NightElves.ID, NightElves::new),
                Map.entry(Orcs.ID, c -> new Orcs(WarcraftEdition::gain)),
                Map.entry(Pandaren.ID, c -> new Pandaren()),
                Map.entry(Tauren.ID, c -> new Tauren()),
                Map.entry(Trolls.ID, c -> new Trolls()),
                Map.entry(Worgen.ID, c -> new Worgen()));
        Map<String, Function<Catalog, Ability>> powers = Map.ofEntries(
                Map.entry(Archeologists.ID, c -> new Archeologists()),
                Map.entry(Beastmasters.ID, c -> beastmasters),
                Map.entry(Bog.ID, Bog::new),
                Map.entry(Champion.ID, c -> champion),
                Map.entry(Defenders.ID, c -> defenders),
                Map.entry(Enraged.ID, c -> new Enraged(WarcraftEdition::gain)),
                Map.entry(Explorers.ID, c -> new Explorers(this::board)),
                Map.entry(Fishermen.ID, c -> new Fishermen()),
                Map.entry(Garrisoned.ID, c -> garrisoned),
                Map.entry(Intimidating.ID, c -> intimidating),
                Map.entry(PortalMages.ID, c -> portalMages),
                Map.entry(Sailors.ID, c -> new Sailors()),
                Map.entry(Warmasters.ID, c -> new Warmasters(WarcraftEdition::gain)));
        catalog = Hook.bind(data, races, powers);
        islands = WarcraftIslands.load(catalog);
        entry = catalog.symbol("ENTRY");
        Catalog.Setup s = catalog.setup();
        info = new RulesetInfo(s.id(), s.name(), s.minSeats(), s.maxSeats(), WarcraftOptions.ALL, s.description());
    }

    /** The Ethereals' race class (the edition's {@link Ethereals} holds their theft). */
    private static Ability etherealsRace() {
        return new io.boardstate.games.smallworld.warcraft.races.Ethereals();
    }

    // ---------------------------------------------------------------- content

    @Override
    public Catalog catalog() {
        return catalog;
    }

    @Override
    public RulesetInfo info() {
        return info;
    }

    @Override
    public Class<WarcraftState> stateType() {
        return WarcraftState.class;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commandTypes() {
        return COMMANDS;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return EVENTS;
    }

    @Override
    public RaceData<?> newRaceData() {
        return new WarcraftRaceData();
    }

    public WarcraftIslands islands() {
        return islands;
    }

    /** Races and powers, then the Artifacts and Legendary Places that views name by id. */
    @Override
    public Map<String, Map<String, String>> names() {
        Map<String, Map<String, String>> out = super.names();
        out.put("artifacts", relics(WarcraftPieces.ARTIFACT));
        out.put("places", relics(WarcraftPieces.PLACE));
        return out;
    }

    private Map<String, String> relics(String kind) {
        return byId(
                pieces.relics().stream().filter(r -> r.kind().equals(kind)).toList(),
                WarcraftPieces.Relic::id,
                WarcraftPieces.Relic::name);
    }

    public WarcraftPieces pieces() {
        return pieces;
    }

    public Champion champion() {
        return champion;
    }

    /** The Beasts among a region's tokens (5.14: they count as the race's tokens). */
    @Override
    public int otherPiecesIn(Game g, int region) {
        return beastmasters.beastsIn(g, region);
    }

    /** The Beasts among a Beastmasters race's tokens in hand (5.14). */
    @Override
    public int otherPiecesInHand(Game g, RaceState<?> r) {
        return beastmasters.beastsInHand(g, r);
    }

    public Beastmasters beastmasters() {
        return beastmasters;
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return board(((WarcraftData) s.edition).faces).map;
    }

    /** The twelve island faces; a match's board is composed of some of them ({@link #board(SmallWorldState)}). */
    @Override
    public List<Board> boards() {
        return islands.faces().stream()
                .map(f -> MapBoards.of(f.map(), catalog.vocabulary()))
                .toList();
    }

    @Override
    public Board board(SmallWorldState<?, ?> s) {
        return board(((WarcraftData) s.edition).faces).board();
    }

    /** The composed map of these faces with its islands, built once per set of faces. */
    public WarcraftBoard board(List<String> faces) {
        return boards.computeIfAbsent(
                String.join(",", faces),
                k -> new WarcraftBoard(new MapIndex(islands.compose(faces), catalog.vocabulary()), faces.size()));
    }

    public WarcraftBoard board(Game g) {
        return board(WarcraftData.of(g).faces);
    }

    // ---------------------------------------------------------------- setup (2.2, 9.3)

    @Override
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        RuleViolation v = Setup.check(info, setup);
        if (v != null) return Decision.reject(v);
        Map<String, Object> o = Setup.options(info, setup);
        WarcraftRules rules = FamilyOptions.bind(WarcraftRules.class, o);
        WarcraftIslands.IslandSet set = islands.set(setup.seats());
        List<String> faces = deal(set, rules.randomFaces(), rng); // 9.3 draw 1
        int firstSeat = Setup.firstSeat(o, setup.seats(), rng); // draw 2
        List<String> banners = Setup.shuffledBanners(catalog, rng); // draw 3
        List<String> badges = Setup.shuffledBadges(catalog, rng); // draw 4
        List<String> relics = new ArrayList<>(
                pieces.relics().stream().map(WarcraftPieces.Relic::id).toList());
        rng.shuffle(relics); // draw 5 ([W 151], R-3)
        return Decision.accept(new IslandsDealt(
                setup.seats(), faces, set.rounds(), firstSeat, banners, badges, List.copyOf(relics), rules));
    }

    /**
     * for each size the count needs ([W 128]-[W 131]), the boards of that size in a random
     * order, as many as needed, each showing a random face (or face A with {@code randomFaces} off).
     */
    private List<String> deal(WarcraftIslands.IslandSet set, boolean randomFaces, Rng rng) {
        Map<String, Integer> count = new LinkedHashMap<>();
        for (String size : set.sizes()) count.merge(size, 1, Integer::sum);
        List<String> faces = new ArrayList<>();
        for (var e : count.entrySet()) {
            List<Integer> boards = new ArrayList<>(islands.boards(e.getKey()));
            rng.shuffle(boards);
            for (int i = 0; i < e.getValue(); i++) {
                String face = !randomFaces || rng.nextInt(2) == 0 ? "A" : "B";
                faces.add(boards.get(i) + face);
            }
        }
        return List.copyOf(faces);
    }

    @Override
    public SmallWorldState<?, ?> start(SmallWorldEvent first) {
        if (!(first instanceof IslandsDealt e)) throw new IllegalStateException("a match starts with islandsDealt");
        WarcraftBoard board = board(e.faces());
        WarcraftState s = new WarcraftState();
        Setup.init(s, catalog, board.map, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        WarcraftData d = new WarcraftData(e.rules(), e.faces(), e.seats());
        for (int i = 0; i < e.relicOrder().size(); i++) { // one face down per island ([W 151]), the rest aside
            if (i < board.islands()) d.relicAt.put(e.relicOrder().get(i), board.sizeIcon(i));
            else d.reserve.add(e.relicOrder().get(i));
        }
        s.edition = d;
        Setup.begin(new Game(s, board.map, this));
        return s;
    }

    // ---------------------------------------------------------------- own moves and facts

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        boolean prompt = promptSeat(g) >= 0;
        boolean answer = command instanceof ChooseWorgenForm
                || command instanceof AirAssaultFinal
                || command instanceof ExplodeBomb
                || command instanceof MoveLonelyTauren;
        if (prompt && !answer) return illegal("PROMPT_PENDING", "A pending decision must be answered first.");
        switch ((WarcraftCommand) command) {
            case CloseTurn c -> {
                RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Closing the turn");
                if (v != null) return v;
                if (!Placed.due(g, seat).isEmpty())
                    return illegal(
                            "ARTIFACT_NOT_PLACED", "Place " + Placed.due(g, seat) + " first ([W 612], [W 615]).");
                if (garrisoned.due(g, seat) > 0)
                    return illegal("GARRISONS_NOT_PLACED", "Place the Garrisons left first (R-42).");
                if (defenders.due(g, seat) > 0)
                    return illegal("WATCHTOWERS_NOT_PLACED", "Place the Watchtowers left first (R-44).");
                Decisions.endOfTurn(g, seat, false, events); // S, then W
            }
            case AirAssaultFinal c -> {
                int r = WarcraftData.of(g).assaultRegion;
                if (r < 0) return illegal("NO_AIR_ASSAULT", "No failed air assault waits for an answer (R-30).");
                if (!c.roll()) {
                    events.add(new AirAssaultResolved(seat, r, null, false));
                    return null;
                }
                RaceState<?> x = g.acting();
                int die = g.rollDie(rng);
                boolean success = x.hand + die >= WarcraftData.of(g).assaultNeed;
                events.add(new AirAssaultResolved(seat, r, die, success));
                if (success) events.add(new RegionConquered(seat, r, x.race, ConquestModes.AIR_ASSAULT, x.hand));
                events.add(new ConquestEnded(seat, x.race)); // a final conquest ends them either way ([W 273])
            }
            case ChooseWorgenForm c -> {
                if (!prompt || !Worgen.choosing(g) || WarcraftData.of(g).assaultRegion >= 0)
                    return illegal(
                            "NO_WORGEN_CHOICE", "Only active Worgen choose a form, once, before conquering ([W 504]).");
                if (Worgen.HUMAN.equals(c.form())) events.add(new WorgenFormChosen(seat, Worgen.HUMAN, 2));
                else if (!Worgen.WORGEN.equals(c.form()))
                    return illegal("NO_SUCH_FORM", "The Worgen form is HUMAN or WORGEN ([W 504]).");
                else if (g.s.coins[seat] < 1)
                    return illegal("NOT_ENOUGH_COINS", "The Worgen form costs 1 coin ([W 504], R-39).");
                else events.add(new WorgenFormChosen(seat, Worgen.WORGEN, -1));
            }
            case ConquerWith c -> {
                if (prompt) return illegal("PROMPT_PENDING", "A pending decision must be answered first.");
                RuleViolation v = ConquestModes.check(g, this, seat, c.region(), c.mode());
                if (v != null) return v;
                ConquestModes.decide(g, this, seat, c.region(), c.mode(), rng, events);
            }
            case DeclareSide c -> {
                if (prompt) return illegal("PROMPT_PENDING", "A pending decision must be answered first.");
                RuleViolation v = Ethereals.checkSide(g, seat, c.faction());
                if (v != null) return v;
                events.add(new SideDeclared(seat, c.faction()));
            }
            case PlaceGarrison c -> {
                RuleViolation v = garrisoned.check(g, seat, c.region());
                if (v != null) return v;
                events.add(new GarrisonPlaced(seat, c.region()));
            }
            case PlaceWatchtower c -> {
                RuleViolation v = defenders.check(g, seat, c.region());
                if (v != null) return v;
                events.add(new WatchtowerPlaced(seat, c.region()));
            }
            case MoveLonelyTauren c -> {
                RuleViolation v = intimidating.checkLonely(g, seat, c.region());
                if (v != null) return v;
                events.add(new LonelyTaurenMoved(seat, WarcraftData.of(g).lonelyTauren, c.region()));
            }
            case ExplodeBomb c -> {
                RuleViolation v = goblins.checkResolve(g, seat, c.region());
                if (v != null) return v;
                String outcome = goblins.outcome(g, seat, c.region());
                String bomb = outcome.equals(Goblins.RETURNED)
                        ? null
                        : WarcraftData.of(g).bombs.get(c.region()); // revealed now, hidden while it goes back
                events.add(new BombResolved(seat, c.region(), outcome, bomb));
            }
            case PlaceBomb c -> {
                RuleViolation v = goblins.checkPlace(g, seat, c.region());
                if (v != null) return v;
                events.add(new BombPlaced(seat, c.region(), goblins.draw(g, seat, rng)));
            }
            case PortalSwap c -> {
                RuleViolation v = portalMages.check(g, seat, c.a(), c.b());
                if (v != null) return v;
                events.add(new PortalSwapped(seat, c.a(), c.b()));
            }
            case Intimidate c -> {
                RuleViolation v = intimidating.check(g, seat, c.source(), c.destination());
                if (v != null) return v;
                events.add(new Intimidated(seat, c.source(), c.destination()));
            }
            case EtherealSteal c -> {
                RuleViolation v = Ethereals.checkSteal(g, this, seat, c.relic(), c.region());
                if (v != null) return v;
                events.add(new ArtifactStolen(
                        seat, c.relic(), WarcraftData.of(g).relicAt.get(c.relic()), c.region()));
            }
            case PlaceArtifact c -> {
                RuleViolation v = Placed.check(g, seat, c.relic(), c.region());
                if (v != null) return v;
                events.add(Placed.event(g, seat, c.relic(), c.region()));
            }
            case PlaceObjective c -> {
                RuleViolation v = humans.checkPlace(g, seat, c.region());
                if (v != null) return v;
                events.add(new ObjectivePlaced(seat, c.region()));
            }
            case MoveChampion c -> {
                RuleViolation v = champion.checkMove(g, seat, c.region());
                if (v != null) return v;
                events.add(new ChampionMoved(seat, champion.region(g, g.race(g.s.owner[c.region()])), c.region()));
            }
            case RecruitForsaken c -> {
                RuleViolation v = Forsaken.checkRecruit(g, seat, c.count());
                if (v != null) return v;
                events.add(new ForsakenRecruited(seat, c.count()));
            }
        }
        return null;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        switch ((WarcraftEvent) event) {
            case IslandsDealt e -> throw new IllegalStateException("islandsDealt only opens a match");
            case AirAssaultResolved e -> {
                WarcraftData.of(g).assaultRegion = -1;
                if (!e.success()) WarcraftData.of(g).tollsPaidAt = -1;
                if (e.die() != null) g.s.dieUsedThisTurn = true;
            }
            case WorgenFormChosen e -> {
                ((WarcraftRaceData) g.acting().extra).worgenForm = e.form();
                Coins.change(g, e.seat(), e.coins(), Coins.RACE, Worgen.ID);
            }
            case ObjectivePlaced e -> WarcraftData.of(g).objectives.add(e.region());
            case ConquestModeUsed e -> ConquestModes.apply(g, e);
            case ArtifactPlaced e -> Placed.apply(g, e);
            case SideDeclared e -> WarcraftData.of(g).side = e.faction();
            case Intimidated e -> intimidating.apply(g, e.source(), e.destination());
            case BombPlaced e -> goblins.place(g, e.seat(), e.region(), e.bomb());
            case BombResolved e -> goblins.resolve(g, e.region(), e.outcome());
            case GarrisonPlaced e -> garrisoned.place(g, e.region());
            case WatchtowerPlaced e -> defenders.place(g, e.seat(), e.region());
            case LonelyTaurenMoved e -> intimidating.moveLonely(g, e.from(), e.region());
            case PortalSwapped e -> {
                portalMages.apply(g, pieces, e.a(), e.b());
                for (int r : new int[] {e.a(), e.b()}) if (g.s.owner[r] >= 0) Relics.reveal(g, r, pieces, board(g));
            }
            case ArtifactStolen e -> {
                Tolls.payAbility(g, g.acting(), false, e.from()); // the Aegis toll
                WarcraftData.of(g).relicAt.put(e.relic(), e.region());
                WarcraftData.of(g).modesUsed.add(ConquestModes.ETHEREAL);
            }
            case ChampionMoved e -> champion.place(g, g.race(g.s.owner[e.region()]), e.region());
            case ForsakenRecruited e -> {
                RaceState<?> x = g.race(g.s.activeRace[e.seat()]);
                ((WarcraftRaceData) x.extra).recruited = true;
                Coins.change(g, e.seat(), -e.count(), Coins.RACE, Forsaken.ID);
                g.s.tray[g.tray(x)] -= e.count();
                x.hand += e.count();
            }
        }
    }

    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS && humans.checkPlace(g, seat, region) == null)
            out.add(new PlaceObjective(region));
        if (g.s.phase == Phase.END_POWERS && goblins.checkPlace(g, seat, region) == null)
            out.add(new PlaceBomb(region));
        if (garrisoned.check(g, seat, region) == null) out.add(new PlaceGarrison(region));
        if (defenders.check(g, seat, region) == null) out.add(new PlaceWatchtower(region));
        for (String relic : Placed.due(g, seat))
            if (Placed.check(g, seat, relic, region) == null) out.add(new PlaceArtifact(relic, region));
        if (champion.checkMove(g, seat, region) == null) out.add(new MoveChampion(region));
        if (g.s.phase != Phase.CONQUEST) return;
        // Each pair is checked only for the power that moves it: the checks' first test, done once.
        RaceState<?> x = g.acting();
        if (x != null && x.activeWith(PortalMages.ID))
            for (int b = region + 1; b < g.map.size; b++)
                if (portalMages.check(g, seat, region, b) == null) out.add(new PortalSwap(region, b));
        if (x != null && x.activeWith(Intimidating.ID))
            for (int to : intimidating.destinations(g, region))
                if (intimidating.check(g, seat, region, to) == null) out.add(new Intimidate(region, to));
        for (String mode : ConquestModes.ALL)
            if (ConquestModes.check(g, this, seat, region, mode) == null) out.add(new ConquerWith(region, mode));
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.END_POWERS
                && Placed.due(g, seat).isEmpty()
                && garrisoned.due(g, seat) == 0
                && defenders.due(g, seat) == 0) out.add(new CloseTurn());
        if (g.s.phase == Phase.CONQUEST && promptSeat(g) < 0) {
            for (String f : List.of(Factions.ALLIANCE, Factions.HORDE))
                if (Ethereals.checkSide(g, seat, f) == null) out.add(new DeclareSide(f));
            WarcraftData d = WarcraftData.of(g);
            for (String relic : d.relicAt.keySet())
                for (int r = 0; r < g.map.size; r++)
                    if (Ethereals.checkSteal(g, this, seat, relic, r) == null) out.add(new EtherealSteal(relic, r));
        }
        for (int n = 1; n <= Forsaken.recruitable(g, seat); n++) out.add(new RecruitForsaken(n));
    }

    /** The Goblin player resolves his bombs first (4.7, R-28); the Worgen choose their form before their conquests (4.16, R-39). */
    @Override
    public int promptSeat(Game g) {
        if (g.s.phase == Phase.TURN_START) return goblins.waiting(g) ? g.s.currentSeat : -1;
        if (g.s.phase != Phase.CONQUEST) return -1;
        int lonely = WarcraftData.of(g).lonelyTauren; // the Tauren owner answers first
        if (lonely >= 0) return g.race(g.s.owner[lonely]).seat;
        return Worgen.choosing(g) || WarcraftData.of(g).assaultRegion >= 0 ? g.s.currentSeat : -1;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.TURN_START) {
            for (int r : WarcraftData.of(g).bombs.keySet())
                if (goblins.checkResolve(g, seat, r) == null) out.add(new ExplodeBomb(r));
            return;
        }
        int lonely = WarcraftData.of(g).lonelyTauren;
        if (lonely >= 0) {
            for (int r : Intimidating.taurenRegions(g, lonely))
                if (intimidating.checkLonely(g, seat, r) == null) out.add(new MoveLonelyTauren(r));
            return;
        }
        if (WarcraftData.of(g).assaultRegion >= 0) {
            out.add(new AirAssaultFinal(true));
            out.add(new AirAssaultFinal(false));
            return;
        }
        out.add(new ChooseWorgenForm(Worgen.HUMAN));
        if (g.s.coins[seat] >= 1) out.add(new ChooseWorgenForm(Worgen.WORGEN));
    }

    // ---------------------------------------------------------------- entry regions and travel (3.2.4)

    /** A race with no region enters by an entry region (anchor) of any island ([W 217]). */
    @Override
    public RuleViolation entry(Game g, RaceState<?> x, int region) {
        if (g.map.has(region, entry)) return null;
        return illegal(
                "NOT_AN_ENTRY_REGION",
                "A race with no region on the map must enter by an entry region (anchor) of any island ([W 217], 3.2.4).");
    }

    /** Later conquests may target any entry region of any island ([W 263], D-4). */
    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        return g.map.has(region, entry);
    }

    /** The travel cost: +1 for an entry region not adjacent to a region of the same race ([W 225]), unless waived. */
    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return travelCost(g, x, region);
    }

    public int travelCost(Game g, RaceState<?> x, int region) {
        if (!g.map.has(region, entry) || g.touches(region, x.id)) return 0;
        if (Relics.heldBy(g, Relics.MEETING_STONE, x)) return 0; // [W 637]
        if (g.raceAbility(x) instanceof WarcraftAbility w && w.waivesTravelCost(g, x, region)) return 0;
        if (g.powerAbility(x) instanceof WarcraftAbility w && w.waivesTravelCost(g, x, region)) return 0;
        return 1;
    }

    // ---------------------------------------------------------------- conquests

    /** The Aegis of Aggramar's region refuses an opponent who cannot pay its toll ([W 615], R-54). */
    @Override
    public RuleViolation protects(Game g, RaceState<?> x, int region) {
        return Placed.aegis(g, x, region);
    }

    /** A failed final conquest still pays the tolls of its attempt. */
    @Override
    public void onConquestFailed(Game g, RaceState<?> x, int region) {
        Tolls.payConquest(g, x, region);
    }

    /** A race entering a region turns its markers face up ([W 596]). */
    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        WarcraftData.of(g).tollsPaidAt = -1;
        Relics.reveal(g, region, pieces, board(g));
        humans.capture(g, x, region);
    }

    /**
     * The attacker defeats a race: recorded for the faction bonus, then the attacker's
     * conquest bonuses that depend on the defender (Orcs, Enraged; R-18).
     */
    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        RaceState<?> x = g.acting();
        if (x == null || !x.active()) return;
        Placed.payAegis(g, x, region);
        if (defender.seat == x.seat && !WarcraftData.of(g).rules.ownDeclinedCountsAsEnemy()) return;
        WarcraftData.of(g).defeated.merge(defender.id, 1, Integer::sum);
        WarcraftData.of(g).conqueror = x.id;
        if (g.raceAbility(x) instanceof WarcraftAbility w) w.onDefeating(g, x, defender, region);
        if (g.powerAbility(x) instanceof WarcraftAbility w) w.onDefeating(g, x, defender, region);
    }

    /**
     * A declined defender loses every token of the region ([W 357]-[W 359]: declined Tauren hold
     * 2); the active race on the Chapel of Light loses none ([W 631], R-56).
     */
    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        if (defender.declined) return tokens;
        return Relics.heldBy(g, Relics.CHAPEL, defender) ? 0 : lost;
    }

    /** Coins won at once thanks to {@code source}, shown to their owner in the turn view. */
    public static void gain(Game g, int seat, int coins, String source) {
        Coins.change(g, seat, coins, Coins.BONUS, source);
        WarcraftData.of(g).bonusCoins[seat] += coins;
    }

    // ---------------------------------------------------------------- turn

    @Override
    public void onTurnStart(Game g, int seat) {
        WarcraftData d = WarcraftData.of(g);
        d.defeated.clear();
        d.conqueror = -1;
        d.modesUsed.clear();
        d.placed.clear();
        d.aegisPaid = false;
        d.side = null;
        d.intimidations = 0;
        d.swaps = 0;
        d.assaultRegion = -1;
        d.tollsPaidAt = -1;
        d.lonelyTauren = -1;
        for (int other = 0; other < g.s.seats; other++) { // T1: the Pandaren take their Harmony back
            if (d.harmonyFrom[other] == seat) {
                d.harmonyFrom[other] = -1;
                d.harmonyPaid[other] = false;
            }
        }
        java.util.Arrays.fill(d.bonusCoins, 0);
        for (RaceState<?> r : g.s.races) {
            WarcraftRaceData x = (WarcraftRaceData) r.extra;
            x.holyLightUsed = false; // once per opponent's turn
            if (r.seat != seat) continue;
            x.nonEmptyPaid = 0;
            x.worgenForm = null;
            x.losses = 0;
            x.recruited = false;
        }
        // T2: the Goblin player's bombs wait for his explodeBomb commands (promptSeat), after the Harmony came back
        // (T1)
    }

    /** R2: the active race on the Spirit Healer gets one token from the tray ([W 648], R-58). */
    @Override
    public void onRedeployStart(Game g, RaceState<?> active) {
        if (!Relics.heldBy(g, Relics.SPIRIT_HEALER, active) || g.s.tray[g.tray(active)] == 0) return;
        g.s.tray[g.tray(active)]--;
        active.hand++;
    }

    /** A region the Champion holds alone takes Tauren tokens 2 at a time. */
    @Override
    public RuleViolation refusesPlacement(Game g, RaceState<?> r, int region, int count) {
        return r.active() && WarcraftAbility.race(g, r).neverAlone() // the Tauren
                ? champion.checkTaurenPlacement(g, r, region, count)
                : null;
    }

    /** Beasts in hand are placed last in redeployment and withdrawals (5.14). */
    @Override
    public void onTokensPlaced(Game g, RaceState<?> r, int region, int count) {
        if (r.activeWith(Beastmasters.ID)) beastmasters.placed(g, r, region, count);
    }

    /** E2 / C2: the Watchtowers of the player's Defenders races, active or declined. */
    @Override
    public void onTurnEnd(Game g, int seat) {
        for (RaceState<?> r : g.s.races) {
            if (r.seat == seat && !r.gone && r.power.equals(Defenders.ID)) defenders.evaluate(g, r);
        }
    }

    // ---------------------------------------------------------------- scoring (7.3)

    /**
     * Bonuses of the whole game: the faction bonus of the active race (3.6.2, R-24), Dark Portal
     * and Karazhan for the active race holding them, the Well of Eternity for any race of the
     * player with the strict majority around it.
     */
    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        if (x.id == WarcraftData.of(g).conqueror) Scoring.add(breakdown, "FACTION", factionBonus(g, x));
        if (Relics.heldBy(g, Relics.DARK_PORTAL, x)) Scoring.add(breakdown, Relics.DARK_PORTAL, 2); // [W 640]
        if (Relics.heldBy(g, Relics.KARAZHAN, x)) Scoring.add(breakdown, Relics.KARAZHAN, karazhan(g, x));
        if (wellMajority(g, x)) Scoring.add(breakdown, Relics.WELL, 2);
    }

    /** One coin per race of the opposite faction defeated this turn, two with the Battleground ([W 297], [W 626]). */
    static int factionBonus(Game g, RaceState<?> x) {
        String mine = Factions.now(g, x);
        int cap = Relics.heldBy(g, Relics.BATTLEGROUND, x) ? 2 : 1;
        int bonus = 0;
        for (var e : WarcraftData.of(g).defeated.entrySet()) {
            if (Factions.opposed(mine, Factions.of(g, g.race(e.getKey())))) bonus += Math.min(cap, e.getValue());
        }
        return bonus;
    }

    /** Karazhan: +1 per other region of its terrain held by the same race ([W 634], R-57). */
    private static int karazhan(Game g, RaceState<?> x) {
        int at = WarcraftData.of(g).revealedAt(Relics.KARAZHAN);
        int n = 0;
        for (int r = 0; r < g.map.size; r++)
            if (r != at && g.s.owner[r] == x.id && g.map.terrain[r] == g.map.terrain[at]) n++;
        return n;
    }

    /** The Well: x holds strictly more regions adjacent to it than any other race, Murlocs counted as one ([W 645], R-50). */
    private static boolean wellMajority(Game g, RaceState<?> x) {
        int at = WarcraftData.of(g).revealedAt(Relics.WELL);
        if (at < 0) return false;
        Map<Integer, Integer> count = new LinkedHashMap<>();
        int murlocs = 0;
        for (int n : g.map.neighbours[at]) {
            if (g.s.owner[n] >= 0) count.merge(g.s.owner[n], 1, Integer::sum);
            else if (g.s.natives[n] > 0) murlocs++;
        }
        int mine = count.getOrDefault(x.id, 0);
        if (mine == 0 || mine <= murlocs) return false;
        for (var e : count.entrySet()) if (e.getKey() != x.id && e.getValue() >= mine) return false;
        return true;
    }

    // ---------------------------------------------------------------- views and secrets

    @Override
    public Object regionView(Game g, int region) {
        return WarcraftViews.region(g, board(g), region);
    }

    @Override
    public Object turnView(Game g) {
        return WarcraftViews.turn(g);
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return new io.boardstate.engine.GenericType(
                Views.SmallWorldView.class,
                WarcraftViews.PlayerView.class,
                WarcraftViews.RegionView.class,
                WarcraftViews.TurnView.class);
    }

    @Override
    public Object playerView(Game g, Viewer viewer, int seat) {
        return WarcraftViews.player(g, viewer, seat);
    }

    /**
     * The piles below the visible combos and the order of the face-down markers stay hidden in
     * the setup event (9.3: deck orders, face-down markers and the reserve).
     */
    @Override
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, Game current) {
        if (event instanceof BombPlaced b) return new BombPlaced(b.seat(), b.region(), null); // unseen by all ([W 433])
        if (!(event instanceof IslandsDealt e)) return event;
        int shown = catalog.setup().marketSize();
        return new IslandsDealt(
                e.seats(),
                e.faces(),
                e.rounds(),
                e.firstSeat(),
                List.copyOf(e.bannerOrder()
                        .subList(0, Math.min(shown, e.bannerOrder().size()))),
                List.copyOf(
                        e.badgeOrder().subList(0, Math.min(shown, e.badgeOrder().size()))),
                List.of(),
                e.rules());
    }
}
