package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Views;
import io.boardstate.games.smallworld.core.Views.RaceView;
import java.util.List;
import java.util.Map;

/** Small World of Warcraft's shapes of the player, region and turn parts of a view. */
public final class WarcraftViews {
    private WarcraftViews() {}

    /**
     * {@code coins} is null when hidden from the viewer ([W 324]); {@code bonusCoins}: coins won
     * at once this turn, shown like the coins; {@code faction}: of the active race;
     * {@code harmonyFrom}: the seat whose Pandaren gave this seat a Harmony token. The
     * Beastmasters' Beasts are counted among the active race's {@code tokensInHand} and {@code
     * tokensOnBoard} (they act as its tokens, 5.14): {@code beastsInHand} and {@code beastsOnBoard}
     * say how many of those are Beasts (the race's {@code raceTokensInHand} and {@code
     * raceTokensOnBoard} count its race tokens alone). The Champion is never counted as a token.
     */
    public record PlayerView(
            int seat,
            Integer coins,
            Integer bonusCoins,
            RaceView active,
            String faction,
            RaceView declined,
            Integer harmonyFrom,
            int beastsInHand,
            int beastsOnBoard) {}

    /**
     * {@code island}: 0-based in the order dealt; {@code murlocs}: Murloc tokens; {@code relics}:
     * face-up Artifacts and Legendary Places by id, {@code faceDownRelics}: how many lie face down;
     * {@code militaryObjective}: one of the Humans' objectives lies there. {@code tokens} counts
     * the Beasts there (marker BEAST) with the race tokens; {@code raceTokens} the race tokens alone.
     */
    public record RegionView(
            int id,
            int island,
            String terrain,
            List<String> symbols,
            Integer ownerSeat,
            String race,
            boolean declined,
            int tokens,
            int murlocs,
            Map<String, Integer> markers,
            List<String> relics,
            int faceDownRelics,
            boolean militaryObjective,
            boolean bomb,
            int raceTokens) {}

    /** {@code defeated}: race instance ids defeated this turn with their conquered regions. */
    public record TurnView(
            String actingRace,
            int conquests,
            boolean conquestEnded,
            boolean dieUsed,
            Map<Integer, Integer> defeated,
            List<Integer> withdrawalQueue) {}

    static PlayerView player(Game g, Viewer viewer, int seat) {
        Integer coins = Views.coins(g, viewer, seat);
        int active = g.s.activeRace[seat];
        return new PlayerView(
                seat,
                coins,
                coins == null ? null : WarcraftData.of(g).bonusCoins[seat],
                Views.race(g, active),
                active < 0 ? null : Factions.of(g, g.race(active)),
                Views.race(g, g.s.declinedRace[seat]),
                WarcraftData.of(g).harmonyFrom[seat] >= 0 ? WarcraftData.of(g).harmonyFrom[seat] : null,
                active < 0 ? 0 : g.edition.otherPiecesInHand(g, g.race(active)),
                active < 0 ? 0 : g.edition.otherPiecesOnBoard(g, g.race(active)));
    }

    static RegionView region(Game g, WarcraftBoard board, int r) {
        RaceState<?> o = g.occupant(r);
        return new RegionView(
                r,
                board.island(r),
                g.map.terrainId(r),
                g.map.map.region(r).symbols(),
                o == null ? null : o.seat,
                o == null ? null : o.race,
                o != null && o.declined,
                g.s.tokens[r],
                g.s.natives[r],
                Views.markers(g, r),
                Relics.faceUpIn(g, r),
                Relics.faceDownIn(g, r),
                WarcraftData.of(g).objectives.contains(r),
                WarcraftData.of(g).bombs.containsKey(r),
                g.s.tokens[r] - g.edition.otherPiecesIn(g, r));
    }

    static TurnView turn(Game g) {
        RaceState<?> acting = g.acting();
        return new TurnView(
                acting == null ? null : acting.race,
                g.s.conquestsThisStep,
                g.s.conquestEnded,
                g.s.dieUsedThisTurn,
                new java.util.TreeMap<>(WarcraftData.of(g).defeated),
                List.copyOf(g.s.withdrawalQueue));
    }
}
