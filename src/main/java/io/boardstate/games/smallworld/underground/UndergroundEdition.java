package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.Views;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import io.boardstate.games.smallworld.underground.UndergroundCommand.*;
import io.boardstate.games.smallworld.underground.UndergroundEvent.*;
import io.boardstate.games.smallworld.underground.powers.*;
import io.boardstate.games.smallworld.underground.races.*;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
    /** The Places and Relics of the box (treasures.json), shared by all matches. */
    public static final Treasures TREASURES = Treasures.load(DATA);

    private static final Map<String, Class<? extends SmallWorldCommand>> COMMANDS = typesInOrder(
            "pickComboSwapping", PickComboSwapping.class,
            "placeVolcano", PlaceVolcano.class,
            "drawStonehedgePower", DrawStonehedgePower.class,
            "moveGreatAncient", MoveGreatAncient.class,
            "rebirth", Rebirth.class,
            "readyRelic", ReadyRelic.class,
            "wispsConquer", WispsConquer.class,
            "vampirize", Vampirize.class,
            "orbReplace", OrbReplace.class,
            "moveBalrog", MoveBalrog.class,
            "placeArmor", PlaceArmor.class,
            "placeQueen", PlaceQueen.class,
            "placeGhost", PlaceGhost.class,
            "placeRing", PlaceRing.class,
            "placeScepter", PlaceScepter.class,
            "endTurn", EndTurn.class,
            "declineWithAltar", DeclineWithAltar.class,
            "tombDecline", TombDecline.class,
            "moveTombToken", MoveTombToken.class,
            "finishTombRedeploy", FinishTombRedeploy.class);

    private static final Map<String, Class<? extends SmallWorldEvent>> EVENTS = typesInOrder(
            "undergroundStarted", UndergroundStarted.class,
            "badgesSwapped", BadgesSwapped.class,
            "volcanoPlaced", VolcanoPlaced.class,
            "stonehedgePowerDrawn", StonehedgePowerDrawn.class,
            "greatAncientMoved", GreatAncientMoved.class,
            "regionReborn", RegionReborn.class,
            "relicReadied", RelicReadied.class,
            "wispsDieRolled", WispsDieRolled.class,
            "tokenReplaced", TokenReplaced.class,
            "balrogMoved", BalrogMoved.class,
            "armorPlaced", ArmorPlaced.class,
            "queenPlaced", QueenPlaced.class,
            "ghostPlaced", GhostPlaced.class,
            "ringPlaced", RingPlaced.class,
            "scepterPlaced", ScepterPlaced.class,
            "coinsTaken", CoinsTaken.class,
            "altarUsed", AltarUsed.class,
            "tombRedeployStarted", TombRedeployStarted.class,
            "tombTokenMoved", TombTokenMoved.class);

    private final Catalog catalog;
    private final RulesetInfo info;
    private final UndergroundMapChecks maps;
    private final MapIndex[] boards = new MapIndex[8];

    public UndergroundEdition() {
        Catalog data = CatalogLoader.load(DATA);
        int hammers = ((Number) data.race(IronDwarves.ID).features().get("hammers")).intValue();
        Map<String, Function<Catalog, Ability>> races = Map.ofEntries(
                Map.entry(Cultists.ID, c -> new Cultists(TREASURES)),
                Map.entry(Drow.ID, c -> new Drow()),
                Map.entry(Flames.ID, c -> new Flames()),
                Map.entry(Gnomes.ID, c -> new Gnomes()),
                Map.entry(IronDwarves.ID, c -> new IronDwarves(hammers)),
                Map.entry(Liches.ID, c -> new Liches()),
                Map.entry(Lizardmen.ID, c -> new Lizardmen()),
                Map.entry(Mudmen.ID, c -> new Mudmen()),
                Map.entry(Ogres.ID, c -> new Ogres()),
                Map.entry(Spiderines.ID, c -> new Spiderines()),
                Map.entry(WillOWisps.ID, c -> new WillOWisps()),
                Map.entry(Kraken.ID, c -> new Kraken()));
        Map<String, Function<Catalog, Ability>> powers = Map.ofEntries(
                Map.entry(Adventurous.ID, c -> new Adventurous(TREASURES)),
                Map.entry(Shield.ID, c -> new Shield()),
                Map.entry(Flocking.ID, c -> new Flocking(TREASURES)),
                Map.entry(Immortal.ID, c -> new Immortal()),
                Map.entry(Quarreling.ID, c -> new Quarreling(TREASURES)),
                Map.entry(Magic.ID, c -> new Magic()),
                Map.entry(Martyr.ID, c -> new Martyr()),
                Map.entry(Tomb.ID, c -> new Tomb()),
                Map.entry(Frightened.ID, c -> new Frightened()),
                Map.entry(Fisher.ID, c -> new Fisher()),
                Map.entry(Wise.ID, c -> new Wise()),
                Map.entry(Vanishing.ID, c -> new Vanishing()),
                Map.entry(Vengeful.ID, c -> new Vengeful()),
                Map.entry(Thieving.ID, c -> new Thieving()),
                Map.entry(Reborn.ID, c -> new Reborn()),
                Map.entry(Vampire.ID, c -> new Vampire()),
                Map.entry(Royal.ID, c -> new Royal()));
        catalog = Hook.bind(data, races, powers);
        Catalog.Setup s = catalog.setup();
        info = new RulesetInfo(s.id(), s.name(), s.minSeats(), s.maxSeats(), UndergroundOptions.ALL, s.description());
        maps = UndergroundMapChecks.of(catalog);
    }

    /** Whether race x has power {@code id} now: its own badge (active, or kept in decline) or Stonehedge's. */
    public static boolean hasPower(Game g, RaceState<?> x, String id) {
        if (x == null || x.gone) return false;
        if (x.power.equals(id) && (x.active() || g.powerDef(x).keptInDecline())) return true;
        PowerDef lent = Stonehedge.lent(g, x);
        return lent != null && lent.id().equals(id);
    }

    /** The seat that must place the Volcano now (its Flames just picked, 7.3), or -1. */
    static int volcanoPending(Game g) {
        if (UndergroundData.of(g).volcano >= 0 || g.s.phase != Phase.CONQUEST) return -1;
        int id = g.s.activeRace[g.s.currentSeat];
        return id >= 0 && UndergroundAbility.race(g, g.race(id)).placesVolcano() ? g.s.currentSeat : -1;
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
    public Class<UndergroundState> stateType() {
        return UndergroundState.class;
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
        return new UndergroundRaceData();
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return board(((UndergroundData) s.edition).mapPlayers);
    }

    /** Races and powers, then the Popular Places and Righteous Relics that views name by id. */
    @Override
    public Map<String, Map<String, String>> names() {
        Map<String, Map<String, String>> out = super.names();
        for (Treasures.Kind kind : Treasures.Kind.values())
            out.put(
                    kind == Treasures.Kind.PLACE ? "places" : "relics",
                    byId(
                            TREASURES.all().stream()
                                    .filter(t -> t.kind() == kind)
                                    .toList(),
                            Treasures.Treasure::id,
                            Treasures.Treasure::name));
        return out;
    }

    /** The bundled maps, one per player count (2.1), with their drawing anchors and outlines. */
    @Override
    public List<io.boardstate.engine.Board> boards() {
        return catalog.setup().boards().stream()
                .map(b -> board(b.players()).board())
                .toList();
    }

    MapIndex board(int players) {
        if (players < 0 || players >= boards.length) throw new IllegalArgumentException("no map for " + players);
        MapIndex b = boards[players];
        if (b == null) boards[players] = b = new MapIndex(maps.bundled(DATA, players), catalog.vocabulary());
        return b;
    }

    // ---------------------------------------------------------------- setup (2.2, 12.3)

    @Override
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        RuleViolation v = Setup.check(info, setup);
        if (v != null) return Decision.reject(v);
        Map<String, Object> o = Setup.options(info, setup);
        int seats = setup.seats();
        MapIndex board = board(seats); // one map per player count (2.1)
        UndergroundRules rules = UndergroundOptions.rules(o);
        int firstSeat = Setup.firstSeat(o, seats, rng);
        List<String> banners = Setup.shuffledBanners(catalog, rng);
        List<String> badges = Setup.shuffledBadges(catalog, rng);
        List<String> treasures = new ArrayList<>(
                TREASURES.all().stream().map(Treasures.Treasure::id).toList());
        rng.shuffle(treasures); // Places then Relics, file order, shuffled
        int guarded = 0;
        for (int r = 0; r < board.size; r++) if (board.natives[r] > 0) guarded++;
        SmallWorldMap map = board.map;
        return Decision.accept(new UndergroundStarted(
                seats,
                map.id(),
                seats,
                map.rounds(),
                firstSeat,
                banners,
                badges,
                List.copyOf(treasures.subList(0, Math.min(guarded, treasures.size()))),
                rules));
    }

    @Override
    public SmallWorldState<?, ?> start(SmallWorldEvent first) {
        if (!(first instanceof UndergroundStarted e))
            throw new IllegalStateException("a match starts with undergroundStarted");
        MapIndex board = board(e.mapPlayers());
        UndergroundState s = new UndergroundState();
        Setup.init(s, catalog, board, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        s.mapId = e.mapId();
        s.edition = new UndergroundData(
                e.rules(),
                e.mapPlayers(),
                e.seats(),
                e.treasureStack(),
                TREASURES.all().size());
        Setup.begin(new Game(s, board, this));
        return s;
    }

    // ---------------------------------------------------------------- own moves and facts

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        boolean answer = command instanceof PlaceVolcano
                || command instanceof DrawStonehedgePower
                || command instanceof MoveTombToken
                || command instanceof FinishTombRedeploy;
        if (promptSeat(g) >= 0 && !answer) {
            return RuleViolation.illegal("PROMPT_PENDING", "A pending decision must be answered first.");
        }
        return UndergroundMoves.decide(g, seat, (UndergroundCommand) command, rng, events);
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        UndergroundMoves.apply(g, (UndergroundEvent) event);
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        UndergroundMoves.legalInRegion(g, seat, r, out);
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        UndergroundMoves.legalInPhase(g, seat, out);
    }

    /** Stonehedge's power is drawn, then the Volcano placed, before anything else (7.3, 9.3.7); the Tomb redeployment (8.12). */
    @Override
    public int promptSeat(Game g) {
        UndergroundData d = UndergroundData.of(g);
        if (d.stonehedgeDrawSeat >= 0) return d.stonehedgeDrawSeat;
        if (d.tombRedeploySeat >= 0) return d.tombRedeploySeat;
        return volcanoPending(g);
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        UndergroundMoves.legalInPrompt(g, seat, out);
    }

    // ---------------------------------------------------------------- rules for every race (Ability)

    /** Immune regions (9.5): figures of other players, and the Balrog's against all. */
    @Override
    public RuleViolation refusesTarget(Game g, RaceState<?> x, int region) {
        return Figures.refuse(g, x, region);
    }

    /** A readied Flying Doormat (9.2.1) and the Great Brass Pipe (9.3.6) reach beyond adjacency. */
    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        if (Gnomes.shields(g, x, region)) return false;
        if (doormatReadied(g)) return true;
        int pipe = TREASURES.at(g, Treasures.PIPE);
        return pipe >= 0 && TREASURES.controls(g, x, Treasures.PIPE) && g.map.terrain[region] == g.map.terrain[pipe];
    }

    /** R-23 option (EN V2): the Flames enter next to their Volcano; everyone else by a border region (D6). */
    @Override
    public RuleViolation entry(Game g, RaceState<?> x, int region) {
        int volcano = UndergroundData.of(g).volcano;
        if (!UndergroundAbility.race(g, x).placesVolcano()
                || volcano < 0
                || !UndergroundData.of(g).rules.flamesEnterThroughVolcano()) return super.entry(g, x, region);
        if (g.map.adjacent(volcano, region)) return null;
        return RuleViolation.illegal(
                "NOT_BY_THE_VOLCANO",
                "The Flames make their first conquest next to their Volcano (option flamesEnterThroughVolcano, R-23).");
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return doormatReadied(g) && !Gnomes.shields(g, x, region);
    }

    private static boolean doormatReadied(Game g) {
        UndergroundData d = UndergroundData.of(g);
        return (d.readied & TREASURES.bit(Treasures.DOORMAT)) != 0
                || ((d.readied & Treasures.BAG_BIT) != 0 && Treasures.DOORMAT.equals(d.bagAs));
    }

    private static boolean readied(Game g, String relic) {
        UndergroundData d = UndergroundData.of(g);
        return (d.readied & TREASURES.bit(relic)) != 0
                || ((d.readied & Treasures.BAG_BIT) != 0 && relic.equals(d.bagAs));
    }

    /**
     * 6.3: an occupied River's base by option, the Keep's +1, readied Sword (-2) and Socks
     * (as if empty, R-8), and the power Stonehedge lends.
     */
    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        UndergroundData d = UndergroundData.of(g);
        int mod = 0;
        boolean occupied = g.s.owner[region] >= 0;
        if (occupied && d.rules.occupiedRiverBase() == 2 && Board.river(g, region)) mod++;
        if (TREASURES.at(g, Treasures.KEEP) == region) mod++; // [U 238], [U 883]
        if (!Gnomes.shields(g, x, region)) {
            if (readied(g, Treasures.SWORD)) mod -= 2; // [U 811]
            if (readied(g, Treasures.SOCKS)) mod -= Flames.asIfEmpty(g, region);
        }
        Ability lent = Stonehedge.ability(g, x);
        if (lent != null) mod += lent.costModifier(g, x, region);
        return mod;
    }

    @Override
    public void beforeConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData.of(g).discovering = g.s.natives[region] > 0;
    }

    /** 6.4 items 5 and 7: readied Relics move in, the Monsters' treasure is discovered, figures react. */
    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData d = UndergroundData.of(g);
        for (String relic : Treasures.CONQUEST_RELICS) {
            if ((d.readied & TREASURES.bit(relic)) != 0) UndergroundMoves.moveRelic(g, relic, false, region);
        }
        if ((d.readied & Treasures.BAG_BIT) != 0) UndergroundMoves.moveRelic(g, d.bagAs, true, region);
        d.readied = 0;
        if (d.discovering && !d.stack.isEmpty()) { // 9.1: revealed at once, face up
            String found = d.stack.removeFirst();
            d.treasureAt[TREASURES.index(found)] = region;
            if (found.equals(Treasures.STONEHEDGE)) d.stonehedgeDrawSeat = x.seat;
            if (found.equals(Treasures.FOUNTAIN) && d.rules.fountainImmediateOnDiscovery() && x.active())
                fountain(g, x);
        }
        d.discovering = false;
        if (TREASURES.at(g, Treasures.CRYPT) == region && d.ghostSeat != x.seat) { // [U 873]-[U 874]
            d.ghost = -1;
            d.ghostSeat = -1;
        }
    }

    /** Defender-side triggers (6.4 item 6): Vengeance markers (8.21); the Bag goes home (8.8). */
    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        UndergroundData d = UndergroundData.of(g);
        int attacker = g.s.currentSeat;
        if (attacker != defender.seat) {
            int active = g.s.activeRace[defender.seat];
            if (active >= 0 && HeldPowers.any(g, g.race(active), UndergroundAbility::marksVengeance))
                d.vengeance[defender.seat] |= 1 << attacker;
        }
        if (d.bagAt == region) d.bagAt = -1;
        Ability lent = Stonehedge.ability(g, defender);
        if (lent != null) lent.onDefeated(g, defender, region);
    }

    /** Socks: the defender loses nothing (9.2.4); Immortal lent by Stonehedge. */
    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        if (readied(g, Treasures.SOCKS) && !Gnomes.shields(g, g.acting(), region)) return 0;
        Ability lent = Stonehedge.ability(g, defender);
        return lent == null ? lost : lent.tokensLost(g, defender, region, tokens, lost);
    }

    /** Redeployment (6.8): unused readied Relics stay where they are; River regions are emptied except by Kraken (4.4). */
    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        UndergroundData.of(g).readied = 0;
        if (!UndergroundAbility.race(g, x).holdsRivers()) {
            for (int r = 0; r < g.map.size; r++) {
                if (g.s.owner[r] != x.id || !Board.river(g, r)) continue;
                x.hand += g.s.tokens[r];
                Conquest.clearMarkers(g, r);
                Conquest.vacate(g, r);
            }
        }
        Ability lent = Stonehedge.ability(g, x);
        if (lent != null) lent.onRedeployStart(g, x);
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        Ability lent = Stonehedge.ability(g, x);
        if (lent != null) lent.onRedeployEnd(g, x);
    }

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        Ability lent = Stonehedge.ability(g, x);
        return lent == null ? 1 : lent.tokensKeptOnDecline(g, x, region, tokens);
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        Ability lent = Stonehedge.ability(g, x);
        if (lent != null) lent.onDecline(g, x);
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        UndergroundScoring.score(g, x, breakdown);
    }

    // ---------------------------------------------------------------- whole-match hooks

    /** T0: the per-turn scratch is cleared; the Fountain of Youth gives its token (9.3.4, R-49). */
    @Override
    public void onTurnStart(Game g, int seat) {
        UndergroundData.of(g).newTurn();
        int active = g.s.activeRace[seat];
        if (active >= 0 && TREASURES.controls(g, g.race(active), Treasures.FOUNTAIN)) fountain(g, g.race(active));
    }

    private static void fountain(Game g, RaceState<?> x) {
        int tray = g.tray(x);
        if (g.s.tray[tray] == 0) return;
        g.s.tray[tray]--;
        x.hand++;
    }

    /** The Vengeful take their markers back (8.21); a Vanishing race leaves the game (8.19). */
    @Override
    public void onTurnEnd(Game g, int seat) {
        UndergroundData.of(g).vengeance[seat] = 0;
        UndergroundData.of(g).tombRedeploySeat = -1;
        for (RaceState<?> r : g.s.races) {
            if (r.seat != seat || r.gone) continue;
            UndergroundRaceData e = (UndergroundRaceData) r.extra;
            if (e.vanishedRegions > 0 || (r.declined && r.regions == 0)) {
                e.vanishedRegions = 0;
                if (r.declined && r.regions == 0) Declining.vanish(g, r);
            }
        }
    }

    // ---------------------------------------------------------------- views and secrets

    /**
     * The Silver Hammers among the Iron Dwarves' tokens on the map during their conquests (7.5):
     * the stored total; which region holds how many is not kept (it would be a stored member the
     * previous release cannot read, docs/adr/0004-stored-format-evolution.md).
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
        return UndergroundViews.region(g, region);
    }

    @Override
    public Object turnView(Game g) {
        return UndergroundViews.turn(g);
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return new io.boardstate.engine.GenericType(
                Views.SmallWorldView.class,
                UndergroundViews.PlayerView.class,
                UndergroundViews.RegionView.class,
                UndergroundViews.TurnView.class);
    }

    /** The piles below the visible combos and the face-down Places and Relics stay hidden. */
    @Override
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, Game current) {
        if (!(event instanceof UndergroundStarted e)) return event;
        int shown = catalog.setup().marketSize();
        return new UndergroundStarted(
                e.seats(),
                e.mapId(),
                e.mapPlayers(),
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
