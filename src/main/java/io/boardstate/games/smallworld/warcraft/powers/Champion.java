package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.MoveChampion;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ChampionMoved;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;
import java.util.EnumSet;

/**
 * With a Champion, Italian «Con Campione» (5.2, [W 508], R-41). Once per turn a free conquest
 * of an adjacent region (conquest mode {@code CHAMPION}: no token spent, defences ignored, tolls
 * paid) puts the Champion there: from the supply the first time, then from hand or from the
 * region it holds, which must keep a token. The Champion is the marker CHAMPION, not a race
 * token: it defends +1 (data) and holds a region alone. Captured with its region (or by a
 * bomb), it costs no token but a ransom of 1 coin to the attacker, and comes back to hand
 * to be placed with the withdrawn tokens ({@code moveChampion}); it may move like a token during
 * redeployment. It returns to the supply when the race declines. A Champion left in hand
 * stays there until it is placed or conquers again. Tauren keep 2 tokens or none beside it.
 */
public final class Champion extends RegionMove<MoveChampion, ChampionMoved> implements Ability {
    public static final String ID = "CHAMPION";
    public static final String MODE = "CHAMPION";
    private final int marker;

    public Champion(Catalog catalog) {
        super(
                EnumSet.of(Phase.REDEPLOY, Phase.WITHDRAWALS),
                "moveChampion",
                MoveChampion.class,
                MoveChampion::new,
                "championMoved",
                ChampionMoved.class,
                null); // written() is overridden
        marker = catalog.marker("CHAMPION");
    }

    @Override
    protected SmallWorldEvent written(Game g, int seat, int to) {
        return new ChampionMoved(seat, region(g, g.race(g.s.owner[to])), to);
    }

    @Override
    protected void fold(Game g, ChampionMoved e) {
        place(g, g.race(g.s.owner[e.region()]), e.region());
    }

    /** Some race of the map with its Champion on it is one this seat places for now. */
    @Override
    protected boolean heldBy(Game g, int seat) {
        for (RaceState<?> x : g.s.races)
            if (x.seat == seat // first: most races are another seat's (legal lists of every phase ask)
                    && x.activeWith(ID)
                    && ((WarcraftRaceData) x.extra).champion
                    && Checks.placesFor(g, seat, x)) return true;
        return false;
    }

    /** x is an active race with a Champion (its conquest mode, {@code ConquestModes}). */
    public boolean heldBy(RaceState<?> x) {
        return x.activeWith(ID);
    }

    /** The region holding x's Champion, or -1 (in hand or in the supply). */
    public int region(Game g, RaceState<?> x) {
        if (!((WarcraftRaceData) x.extra).champion) return -1;
        for (int r = 0; r < g.map.size; r++) if (g.s.markers[marker][r] > 0 && g.s.owner[r] == x.id) return r;
        return -1;
    }

    /** Why x may not make its Champion conquest now, beyond the mode's shared checks, or null. */
    public RuleViolation checkConquest(Game g, RaceState<?> x, int region) {
        if (x.regions == 0 || !g.touches(region, x.id))
            return illegal(
                    "NOT_ADJACENT", "The Champion conquers a region adjacent to one of this race ([W 508], R-41).");
        if (x.hand < 1)
            return illegal(
                    "NO_TOKEN_IN_HAND", "The Champion conquest needs a token in hand, though it spends none (R-41).");
        int from = region(g, x);
        if (from >= 0 && g.s.tokens[from] < keeps(g, x))
            return illegal("CHAMPION_ALONE", "The Champion may not leave a region it holds alone (R-41).");
        return null;
    }

    /**
     * Tauren tokens join a region the Champion holds alone 2 at least, as the Champion does not
     * count for them; a last single token may go there when nothing else can take it.
     * Asked of every placement of race x: the region is looked at before what x is.
     */
    public RuleViolation checkTaurenPlacement(Game g, RaceState<?> x, int region, int count) {
        if (g.s.markers[marker][region] == 0 || g.s.tokens[region] > 0 || count >= 2) return null;
        if (!WarcraftAbility.race(g, x).neverAlone()) return null; // the Tauren alone
        boolean elsewhere = false;
        for (int r = 0; r < g.map.size && !elsewhere; r++) elsewhere = r != region && g.s.owner[r] == x.id;
        if (x.hand < 2 && !elsewhere) return null;
        return illegal("TAUREN_NEED_TWO", "Tauren join a region the Champion holds alone 2 at least (R-36).");
    }

    /** Tokens a region must keep when the Champion leaves it: 1, the Tauren 2. */
    private static int keeps(Game g, RaceState<?> x) {
        return WarcraftAbility.race(g, x).neverAlone() ? 2 : 1;
    }

    /** Only a region of one of the seat's races can pass ({@link Checks#placesFor} asks the seat first). */
    @Override
    protected boolean worthChecking(Game g, int seat, int region) {
        int o = g.s.owner[region];
        return o >= 0 && g.race(o).seat == seat;
    }

    /** Why x's seat may not move the Champion to {@code region} now (redeployment or withdrawals), or null. */
    @Override
    protected RuleViolation check(Game g, int seat, int region) {
        if (g.s.phase != Phase.REDEPLOY && g.s.phase != Phase.WITHDRAWALS)
            return illegal("WRONG_PHASE", "The Champion moves during redeployment or withdrawals like a token (R-41).");
        if (!g.map.valid(region) || g.s.owner[region] < 0)
            return illegal("NOT_YOUR_REGION", "The Champion goes to a region of its race.");
        RaceState<?> x = g.race(g.s.owner[region]);
        if (!x.activeWith(ID) || !Checks.placesFor(g, seat, x) || !((WarcraftRaceData) x.extra).champion)
            return illegal("NOT_YOUR_REGION", "The Champion goes to a region of its race.");
        int from = g.perList(new ChampionAt(x.id), k -> region(g, x)); // the same for every region listed
        if (from == region) return illegal("ALREADY_THERE", "The Champion is already in region " + region + ".");
        if (from >= 0 && g.s.tokens[from] < keeps(g, x))
            return illegal("CHAMPION_ALONE", "The Champion may not leave a region it holds alone (R-41).");
        return null;
    }

    /** The key of the Champion's region in {@link Game#perList}. */
    private record ChampionAt(int race) {}

    /** Apply time: the Champion goes to {@code region} of x, from wherever it was. */
    private void place(Game g, RaceState<?> x, int region) {
        int from = region(g, x);
        if (from >= 0) g.s.markers[marker][from] = 0;
        g.s.markers[marker][region] = 1;
        ((WarcraftRaceData) x.extra).champion = true;
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        if (MODE.equals(method)) place(g, x, region);
    }

    /** The captured Champion replaces the loss ([W 508]). */
    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        return g.s.markers[marker][region] > 0 ? 0 : lost;
    }

    /** Captured: 1 coin of ransom to the attacker, as far as the owner's coins go; the Champion goes to hand. */
    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        if (g.s.markers[marker][region] == 0) return;
        int attacker = attackerSeat(g);
        if (attacker < 0 || attacker == defender.seat || g.s.coins[defender.seat] < 1) return;
        Coins.transfer(g, defender.seat, attacker, 1, Coins.TAKEN, ID);
    }

    private static int attackerSeat(Game g) {
        if (g.acting() != null) return g.acting().seat;
        int bomber = WarcraftData.of(g).bombRace; // a bomb explodes at its owner's turn start
        return bomber >= 0 ? g.race(bomber).seat : -1;
    }

    /** back to the supply; a region it held alone is left empty. */
    @Override
    public void beforeDecline(Game g, RaceState<?> x) {
        int at = region(g, x);
        ((WarcraftRaceData) x.extra).champion = false;
        if (at < 0) return;
        g.s.markers[marker][at] = 0;
        if (g.s.tokens[at] == 0) {
            Conquest.clearMarkers(g, at);
            Conquest.vacate(g, at);
        }
    }
}
