package io.boardstate.games.smallworld.core;

import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.ability.MarkerDef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a viewer sees of a match: the map, the players (coins only one's own until the end, 7.4),
 * the combo column with its coins, the round, the phase and who acts. The parts an edition shapes
 * itself (players, regions, the turn) come from its view hooks; these records are the defaults.
 */
public final class Views {
    private Views() {}

    /**
     * The whole view.
     *
     * @param players one entry per seat (the edition's {@code playerView}, of type P)
     * @param regions one entry per region (the edition's {@code regionView}, of type R)
     * @param turn the current turn (the edition's {@code turnView}, of type T)
     */
    public record SmallWorldView<P, R, T>(
            String mapId,
            int round,
            int rounds,
            Phase phase,
            int currentSeat,
            List<Integer> seatsToAct,
            List<P> players,
            List<R> regions,
            List<ComboView> combos,
            int bannerPileSize,
            int badgePileSize,
            List<String> badgeDiscard,
            T turn,
            List<SeatResult> result) {}

    /**
     * {@code power} is null once the badge is discarded on decline. {@code tokensOnBoard} and
     * {@code tokensInHand} count every piece the rules handle as the race's tokens, the edition's
     * other pieces among them (Underground: Silver Hammers; Warcraft: Beasts); {@code
     * raceTokensOnBoard} and {@code raceTokensInHand} count the race tokens alone (the tie-break
     * of 3.1 counts those on the board).
     */
    public record RaceView(
            int id,
            String race,
            String power,
            boolean declined,
            int regions,
            int tokensOnBoard,
            int tokensInHand,
            int tokensKeptBack,
            int raceTokensOnBoard,
            int raceTokensInHand) {}

    /** A visible combo; its price in coins is its slot (2.3). */
    public record ComboView(int slot, String race, String power, int coins, int tokens) {}

    /** The default player view: {@code coins} is null when hidden from the viewer. */
    public record PlayerView(int seat, Integer coins, RaceView active, RaceView declined, RaceView extraDeclined) {}

    /** The default region view: owner and race null when empty; markers by id, only those present. */
    public record RegionView(
            int id,
            String terrain,
            Integer ownerSeat,
            String race,
            boolean declined,
            int tokens,
            int natives,
            Map<String, Integer> markers) {}

    /** The default turn view. */
    public record TurnView(
            String actingRace,
            boolean declinedStep,
            int conquests,
            boolean conquestEnded,
            Integer preRolledDie,
            boolean dieUsed,
            List<Integer> withdrawalQueue) {}

    static SmallWorldView<Object, Object, Object> view(
            Game g, Viewer viewer, List<Integer> seatsToAct, List<SeatResult> result) {
        SmallWorldState<?, ?> s = g.s;
        List<Object> players = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) players.add(g.edition.playerView(g, viewer, seat));
        List<Object> regions = new ArrayList<>();
        for (int r = 0; r < g.map.size; r++) regions.add(g.edition.regionView(g, r));
        List<ComboView> combos = new ArrayList<>();
        for (int i = 0; i < s.marketRaces.size(); i++) {
            String race = s.marketRaces.get(i);
            String power = s.marketPowers.get(i);
            combos.add(new ComboView(i, race, power, s.marketCoins.get(i), Market.comboTokens(g, race, power)));
        }
        return new SmallWorldView<>(
                s.mapId,
                s.round,
                s.rounds,
                s.phase,
                s.currentSeat,
                seatsToAct,
                players,
                regions,
                combos,
                s.bannerPile.size(),
                s.badgePile.size(),
                List.copyOf(s.badgeDiscard),
                g.edition.turnView(g),
                result);
    }

    /** A seat's coins if the viewer may see them (its own, FULL, or after the end, 7.4), else null. */
    public static Integer coins(Game g, Viewer viewer, int seat) {
        return viewer.isFull() || viewer.isSeat(seat) || g.s.over() ? g.s.coins[seat] : null;
    }

    /** The view of race instance {@code id}, or null for -1. */
    public static RaceView race(Game g, int id) {
        if (id < 0) return null;
        RaceState<?> r = g.race(id);
        int onBoard = 0;
        for (int reg = 0; reg < g.s.owner.length; reg++) if (g.s.owner[reg] == id) onBoard += g.s.tokens[reg];
        int others = g.edition.otherPiecesOnBoard(g, r);
        String badge = r.declined && !g.powerDef(r).keptInDecline() ? null : r.power; // discarded on decline (3.4)
        return new RaceView(
                id,
                r.race,
                badge,
                r.declined,
                r.regions,
                onBoard,
                r.hand,
                r.reserve,
                onBoard - others,
                r.hand - g.edition.otherPiecesInHand(g, r));
    }

    static PlayerView player(Game g, Viewer viewer, int seat) {
        return new PlayerView(
                seat,
                coins(g, viewer, seat),
                race(g, g.s.activeRace[seat]),
                race(g, g.s.declinedRace[seat]),
                race(g, g.s.extraDeclinedRace[seat]));
    }

    /** The markers in region {@code r} by id, only those present, in catalog order. */
    public static Map<String, Integer> markers(Game g, int r) {
        Map<String, Integer> markers = new LinkedHashMap<>();
        for (MarkerDef m : g.catalog.markers()) {
            if (g.s.markers[m.index()][r] > 0) markers.put(m.id(), g.s.markers[m.index()][r]);
        }
        return markers;
    }

    static RegionView region(Game g, int r) {
        RaceState<?> o = g.occupant(r);
        return new RegionView(
                r,
                g.map.terrainId(r),
                o == null ? null : o.seat,
                o == null ? null : o.race,
                o != null && o.declined,
                g.s.tokens[r],
                g.s.natives[r],
                markers(g, r));
    }

    static TurnView turn(Game g) {
        RaceState<?> acting = g.acting();
        return new TurnView(
                acting == null ? null : acting.race,
                g.s.declinedStep,
                g.s.conquestsThisStep,
                g.s.conquestEnded,
                g.s.pendingDie >= 0 ? g.s.pendingDie : null,
                g.s.dieUsedThisTurn,
                List.copyOf(g.s.withdrawalQueue));
    }
}
