package io.boardstate.games.smallworld.underground;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Views;
import io.boardstate.games.smallworld.core.Views.RaceView;
import io.boardstate.games.smallworld.underground.powers.Shield;
import java.util.ArrayList;
import java.util.List;

/** Underground's shapes of the player, region and turn parts of a view (published: never reorder them). */
public final class UndergroundViews {
    private UndergroundViews() {}

    // the contract's words for the region's pieces (openapi/openapi.yaml)
    static final String TOKENS = "Pieces the rules count as the occupant's tokens here: its race tokens and, during the"
            + " Iron Dwarves' conquests, the Silver Hammers placed this turn (see silverHammers)";
    static final String SILVER_HAMMERS = "Silver Hammers among tokens (Iron Dwarves, 7.5): the race tokens are tokens"
            + " minus silverHammers, at least one where Hammers stand; 0 once they leave at redeployment, and in a"
            + " state an earlier release stored mid-turn (the player's silverHammersOnBoard still counts them)";

    /**
     * {@code coins} is null when hidden from the viewer; {@code silverHammers}: the Iron Dwarves'
     * pool; {@code vengeanceMarkersFrom}: seats whose Vengeance marker this seat holds. During the
     * Dwarves' conquests their Hammers are counted among the active race's {@code tokensInHand}
     * and {@code tokensOnBoard} (they pay like tokens, 7.5): {@code silverHammersInHand} and
     * {@code silverHammersOnBoard} say how many of those are Hammers (the race's {@code
     * raceTokensInHand} and {@code raceTokensOnBoard} count the Dwarves alone).
     */
    public record PlayerView(
            int seat,
            Integer coins,
            RaceView active,
            RaceView declined,
            int silverHammers,
            int armorsToPlace,
            List<Integer> vengeanceMarkersFrom,
            int silverHammersInHand,
            int silverHammersOnBoard) {}

    /**
     * {@code ownerSeat} and {@code race} are null for an empty region; {@code treasures}: the
     * Places and Relics lying there; {@code figures}: VOLCANO, GREAT_ANCIENT, QUEEN, GHOST, BALROG,
     * BAG. {@code tokens}: every piece the rules handle as the occupant's tokens there, the Iron
     * Dwarves' Silver Hammers placed this turn (7.5) among them; {@code silverHammers}: how many
     * of those are Hammers, so the race tokens are {@code tokens - silverHammers} (Hammers leave at
     * redeployment; Monsters and Armors are never tokens). In a state the previous release stored
     * mid-turn {@code silverHammers} is 0: the player's {@code silverHammersOnBoard} still tells.
     */
    public record RegionView(
            int id,
            String terrain,
            Integer ownerSeat,
            String race,
            boolean declined,
            @JsonPropertyDescription(TOKENS) int tokens,
            int monsters,
            int armors,
            List<String> treasures,
            List<String> figures,
            @JsonPropertyDescription(SILVER_HAMMERS) int silverHammers) {}

    /** {@code faceDownTreasures}: Places and Relics still under the Monsters (which ones is secret). */
    public record TurnView(
            String actingRace,
            int conquests,
            boolean conquestEnded,
            boolean dieUsed,
            List<String> readiedRelics,
            List<String> relicsUsed,
            String bagCopies,
            boolean balrogMoved,
            String stonehedgePower,
            int faceDownTreasures,
            List<Integer> withdrawalQueue) {}

    static PlayerView player(Game g, Viewer viewer, int seat) {
        UndergroundData d = UndergroundData.of(g);
        RaceState<?> a = g.activeRace(seat);
        UndergroundRaceData e = a == null ? null : (UndergroundRaceData) a.extra;
        List<Integer> from = new ArrayList<>();
        for (int v = 0; v < g.s.seats; v++) if ((d.vengeance[v] & (1 << seat)) != 0) from.add(v);
        return new PlayerView(
                seat,
                Views.coins(g, viewer, seat),
                Views.race(g, g.s.activeRace[seat]),
                Views.race(g, g.s.declinedRace[seat]),
                e == null ? 0 : e.hammerPool,
                e == null ? 0 : e.armorsInHand,
                from,
                a == null ? 0 : g.edition.otherPiecesInHand(g, a),
                a == null ? 0 : g.edition.otherPiecesOnBoard(g, a));
    }

    static RegionView region(Game g, int r, Treasures treasures) {
        RaceState<?> o = g.occupant(r);
        UndergroundData d = UndergroundData.of(g);
        List<String> figures = new ArrayList<>();
        if (d.volcano == r) figures.add("VOLCANO");
        if (d.greatAncient == r && Figures.greatAncientSeat(g) >= 0) figures.add("GREAT_ANCIENT");
        if (d.queen == r && Figures.queenSeat(g) >= 0) figures.add("QUEEN");
        if (d.ghost == r) figures.add("GHOST");
        if (d.balrog == r) figures.add("BALROG");
        if (d.bagAt == r) figures.add("BAG");
        return new RegionView(
                r,
                g.map.terrainId(r),
                o == null ? null : o.seat,
                o == null ? null : o.race,
                o != null && o.declined,
                g.s.tokens[r],
                g.s.natives[r],
                g.s.markers[g.catalog.marker(Shield.ARMOR)][r],
                treasures.in(g, r),
                figures,
                g.edition.otherPiecesIn(g, r));
    }

    static TurnView turn(Game g, Treasures treasures) {
        RaceState<?> acting = g.acting();
        UndergroundData d = UndergroundData.of(g);
        return new TurnView(
                acting == null ? null : acting.race,
                g.s.conquestsThisStep,
                g.s.conquestEnded,
                g.s.dieUsedThisTurn,
                relics(d.readied, d, treasures),
                relics(d.relicsUsed, d, treasures),
                d.bagAs,
                d.balrogMoved,
                d.stonehedgePower,
                d.stack.size(),
                List.copyOf(g.s.withdrawalQueue));
    }

    private static List<String> relics(int mask, UndergroundData d, Treasures treasures) {
        List<String> out = new ArrayList<>();
        for (Treasures.Treasure t : treasures.all()) if ((mask & (1 << t.index())) != 0) out.add(t.id());
        if ((mask & Treasures.BAG_BIT) != 0) out.add("BAG");
        return out;
    }
}
