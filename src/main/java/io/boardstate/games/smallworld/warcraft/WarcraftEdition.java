package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Board;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapBoards;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import io.boardstate.games.smallworld.warcraft.powers.Beastmasters;
import io.boardstate.games.smallworld.warcraft.powers.Champion;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Small World of Warcraft (Days of Wonder / Blizzard, 2020) as an edition of the family,
 * following {@code smallworld-warcraft.md}: the data in {@code smallworld/warcraft/}, islands
 * dealt per player count and composed into the match's map, entry regions and the
 * travel cost (3.2.4, {@link Travel}), Murlocs as natives, factions and the faction bonus (3.6),
 * the Artifact and Legendary Place markers (section 6) and the races and powers whose behaviour
 * is more than data. The commands belong to the parts that own them ({@link #movers()}).
 */
public final class WarcraftEdition extends Edition {
    public static final String DATA = "smallworld/warcraft";

    private final WarcraftIslands islands;
    private final WarcraftPieces pieces;
    private final Travel travel;
    private final Map<String, WarcraftBoard> boards = new ConcurrentHashMap<>();
    private final WarcraftParts parts;

    public WarcraftEdition() {
        Catalog data = CatalogLoader.load(DATA);
        Factions.check(data);
        pieces = WarcraftPieces.load(data);
        travel = new Travel(data);
        parts = new WarcraftParts(data, pieces, travel, this::board);
        content(Hook.bind(data, parts.races, parts.powers), WarcraftOptions.ALL, parts.movers);
        islands = WarcraftIslands.load(catalog());
        setupBy(new WarcraftSetup(info(), catalog(), islands, pieces, this::board));
    }

    // ---------------------------------------------------------------- content

    @Override
    public Class<WarcraftState> stateType() {
        return WarcraftState.class;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return withMoverEvents(Map.of("islandsDealt", IslandsDealt.class));
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
        return parts.champion;
    }

    /** The Beasts among a region's tokens (5.14: they count as the race's tokens). */
    @Override
    public int otherPiecesIn(Game g, int region) {
        return parts.beastmasters.beastsIn(g, region);
    }

    /** The Beasts among a Beastmasters race's tokens in hand (5.14). */
    @Override
    public int otherPiecesInHand(Game g, RaceState<?> r) {
        return parts.beastmasters.beastsInHand(g, r);
    }

    public Beastmasters beastmasters() {
        return parts.beastmasters;
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return board(((WarcraftData) s.edition).faces).map;
    }

    /** The twelve island faces; a match's board is composed of some of them ({@link #board(SmallWorldState)}). */
    @Override
    public List<Board> boards() {
        return islands.faces().stream()
                .map(f -> MapBoards.of(f.map(), catalog().vocabulary()))
                .toList();
    }

    @Override
    public Board board(SmallWorldState<?, ?> s) {
        return board(((WarcraftData) s.edition).faces).board();
    }

    /** The composed map of these faces with its islands, built once per set of faces. */
    public WarcraftBoard board(List<String> faces) {
        Composed l = last;
        if (l != null && l.faces().equals(faces)) return l.board(); // most calls ask for the same match's board
        WarcraftBoard b = boards.computeIfAbsent(
                String.join(",", faces),
                k -> new WarcraftBoard(
                        new MapIndex(islands.compose(faces), catalog().vocabulary()), faces.size()));
        last = new Composed(List.copyOf(faces), b);
        return b;
    }

    /**
     * The board asked for last, by a copy of its faces (compared by value, so it cannot go stale):
     * spares joining the faces into the key of {@link #boards} on every conquest and look-up.
     */
    private volatile Composed last;

    private record Composed(List<String> faces, WarcraftBoard board) {}

    public WarcraftBoard board(Game g) {
        return board(WarcraftData.of(g).faces);
    }

    // ---------------------------------------------------------------- entry regions and travel (3.2.4)

    @Override
    public RuleViolation entry(Game g, RaceState<?> x, int region) {
        return travel.entry(g, region);
    }

    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        return travel.reaches(g, region);
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return travel.cost(g, x, region);
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
        parts.humans.capture(g, x, region);
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

    // ---------------------------------------------------------------- turn

    @Override
    public void onTurnStart(Game g, int seat) {
        WarcraftData.of(g).startTurn();
        // T2: the Goblin player's bombs wait for his explodeBomb commands (a prompt), after the Harmony came back (T1)
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
        return r.active() ? parts.champion.checkTaurenPlacement(g, r, region, count) : null; // the Tauren
    }

    /** Beasts in hand are placed last in redeployment and withdrawals (5.14). */
    @Override
    public void onTokensPlaced(Game g, RaceState<?> r, int region, int count) {
        parts.beastmasters.onTokensPlaced(g, r, region, count);
    }

    /** E2 / C2: the Watchtowers of the player's Defenders races, active or declined. */
    @Override
    public void onTurnEnd(Game g, int seat) {
        parts.defenders.onTurnEnd(g, seat);
    }

    /** The bonuses of the whole game (7.3). */
    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        WarcraftScoring.score(g, x, breakdown);
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
        return viewOf(WarcraftViews.PlayerView.class, WarcraftViews.RegionView.class, WarcraftViews.TurnView.class);
    }

    @Override
    public Object playerView(Game g, Viewer viewer, int seat) {
        return WarcraftViews.player(g, viewer, seat);
    }

    /** The Goblins' bombs are unseen by all ([W 433]); the setup event as in every edition. */
    @Override
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, Game current) {
        if (event instanceof BombPlaced b) return new BombPlaced(b.seat(), b.region(), null);
        return super.redact(event, viewer, current);
    }

    /** The order of the face-down markers and the reserve stays hidden (9.3, R-3). */
    @Override
    protected Set<String> faceDownAtSetup() {
        return Set.of("relicOrder");
    }
}
