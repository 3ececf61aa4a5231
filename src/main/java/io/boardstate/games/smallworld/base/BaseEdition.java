package io.boardstate.games.smallworld.base;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Board;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.base.powers.*;
import io.boardstate.games.smallworld.base.races.*;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.MapsByPlayers;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Small World (base game, Days of Wonder 2009) as an edition of the family, following {@code
 * smallworld.md}: the data in {@code smallworld/base/}, the 14 races and 20 powers with
 * behaviour classes where they differ from their data, and the match-wide rules of the base game
 * (the Diplomat's peace, R-4, R-14, R-20c, R-30c).
 */
public final class BaseEdition extends Edition {
    public static final String DATA = "smallworld/base";

    private final MapsByPlayers boards;

    /** The parts with commands of their own, in the order the contract and the legal lists name them. */

    /** @param maps the board for a player count (2-5); null = the bundled boards */
    public BaseEdition(IntFunction<SmallWorldMap> maps) {
        Catalog data = CatalogLoader.load(DATA);
        Underworld underworld = new Underworld(data);
        Berserk berserk = new Berserk();
        Diplomat diplomat = new Diplomat();
        DragonMaster dragonMaster = new DragonMaster(data);
        Sorcerers sorcerers = new Sorcerers(data, underworld);
        Fortified fortified = new Fortified(data);
        Bivouacking bivouacking = new Bivouacking(data);
        Heroic heroic = new Heroic(data);
        List<OwnMoves> movers =
                List.of(berserk, dragonMaster, sorcerers, fortified, bivouacking, heroic, diplomat, new EndOfTurn());
        Map<String, Function<Catalog, Ability>> races = Map.of(
                Amazons.ID, Amazons::new,
                Elves.ID, c -> new Elves(),
                Ghouls.ID, c -> new Ghouls(),
                Giants.ID, Giants::new,
                Halflings.ID, Halflings::new,
                Skeletons.ID, Skeletons::new,
                Sorcerers.ID, c -> sorcerers,
                Trolls.ID, Trolls::new);
        Map<String, Function<Catalog, Ability>> powers = Map.ofEntries(
                Map.entry(Berserk.ID, c -> berserk),
                Map.entry(Bivouacking.ID, c -> bivouacking),
                Map.entry(Diplomat.ID, c -> diplomat),
                Map.entry(DragonMaster.ID, c -> dragonMaster),
                Map.entry(Flying.ID, c -> new Flying()),
                Map.entry(Fortified.ID, c -> fortified),
                Map.entry(Heroic.ID, c -> heroic),
                Map.entry(Seafaring.ID, c -> new Seafaring()),
                Map.entry(Spirit.ID, c -> new Spirit()),
                Map.entry(Stout.ID, c -> new Stout()),
                Map.entry(Underworld.ID, c -> underworld));
        content(Hook.bind(data, races, powers), BaseOptions.ALL, movers);
        boards = new MapsByPlayers(catalog(), 16, maps != null ? maps : BaseMaps.bundled(catalog()));
        setupBy(new BaseSetup(info(), catalog(), boards::get));
    }

    // ---------------------------------------------------------------- content

    @Override
    public Class<BaseState> stateType() {
        return BaseState.class;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return withMoverEvents(Map.of("gameStarted", GameStarted.class));
    }

    @Override
    public RaceData<?> newRaceData() {
        return new BaseRaceData();
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return boards.get(((BaseData) s.edition).mapPlayers);
    }

    /** The bundled maps, one per player count (2.1). */
    @Override
    public List<Board> boards() {
        return boards.boards();
    }

    // ---------------------------------------------------------------- rules of the whole match

    /** The Diplomat's peace outlives the Diplomat's decline until its owner's next turn. */
    @Override
    public RuleViolation protects(Game g, RaceState<?> x, int region) {
        return Diplomat.peace(g, x, g.occupant(region));
    }

    /** R-14 option: immunity may spare the owner's own declined Ghouls. */
    @Override
    public boolean exemptFromImmunity(Game g, RaceState<?> x, int region) {
        return !BaseData.of(g).rules.immunityAppliesToOwnGhouls() && g.occupant(region).seat == x.seat;
    }

    /** R-20(c) option: declined Ghouls and the active race share one die conquest per turn. */
    @Override
    public RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        if (BaseData.of(g).rules.ghoulsShareDieWithActiveRace() && g.s.dieUsedThisTurn) {
            return illegal(
                    "DIE_ALREADY_USED",
                    "The reinforcement die was already used this turn (option ghoulsShareDieWithActiveRace, R-20).");
        }
        return null;
    }

    /** 4.2 item 7: a border region; water only an edge Sea, by option (R-30c). */
    @Override
    public RuleViolation entry(Game g, RaceState<?> x, int r) {
        if (!g.map.water[r]) return super.entry(g, x, r);
        if (BaseData.of(g).rules.seafaringMayEnterBySea() && g.map.terrainId(r).equals("SEA") && g.map.border[r]) {
            return null;
        }
        return illegal(
                "NOT_ON_BORDER", "A race entering the map may only take a Sea that touches the board edge (R-30).");
    }

    /**
     * a vanished race's banner goes to the bottom of the pile, or by the IT reading on its top;
     * the top of the pile is the banner of the 6th visible combo (2.3, [IT 155]), so there it covers
     * the banner shown so far, which becomes the next one in the pile.
     */
    @Override
    public void returnBanner(Game g, String race) {
        SmallWorldState<?, ?> s = g.s;
        int size = catalog().setup().marketSize();
        if (BaseData.of(g).rules.bannerReturnToBottom()) {
            super.returnBanner(g, race);
            return;
        }
        if (s.marketRaces.size() == size) s.bannerPile.addFirst(s.marketRaces.set(size - 1, race));
        else s.bannerPile.addFirst(race);
        Market.refill(g);
    }

    /** displaced Encampments of races with nothing to place stay in the supply. */
    @Override
    public void onTurnEnd(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat != seat && r.regions == 0) base(r).displacedEncampments = 0;
    }

    @Override
    public void onWithdrawalsDone(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat == seat) base(r).displacedEncampments = 0;
    }

    private static BaseRaceData base(RaceState<?> r) {
        return (BaseRaceData) r.extra;
    }

    // ---------------------------------------------------------------- views and secrets

    @Override
    public Object playerView(Game g, Viewer viewer, int seat) {
        return BaseViews.player(g, viewer, seat);
    }

    @Override
    public Object regionView(Game g, int region) {
        return BaseViews.region(g, region);
    }

    @Override
    public Object turnView(Game g) {
        return BaseViews.turn(g);
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return viewOf(BaseViews.PlayerView.class, BaseViews.RegionView.class, BaseViews.TurnView.class);
    }
}
