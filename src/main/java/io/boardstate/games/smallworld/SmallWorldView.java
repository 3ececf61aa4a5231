package io.boardstate.games.smallworld;

import io.boardstate.engine.SeatResult;
import io.boardstate.games.smallworld.map.Terrain;
import java.util.List;

/**
 * What a viewer sees of a match: the map, the players (coins only one's own until the end,
 * 7.4), the combo column with its coins, the round, the phase and who acts.
 */
public record SmallWorldView(
        String mapId,
        int round,
        int rounds,
        Phase phase,
        int currentSeat,
        List<Integer> seatsToAct,
        List<PlayerView> players,
        List<RegionView> regions,
        List<ComboView> combos,
        int bannerPileSize,
        int badgePileSize,
        List<Power> badgeDiscard,
        TurnView turn,
        List<SeatResult> result) {

    /** {@code coins} is null when hidden from the viewer. */
    public record PlayerView(
            int seat, Integer coins, RaceView active, RaceView declined, RaceView spiritDeclined, Integer ally) {}

    /** {@code power} is null once the badge is discarded on decline (Spirit keeps it). */
    public record RaceView(
            int id,
            Race race,
            Power power,
            boolean declined,
            int regions,
            int tokensOnBoard,
            int tokensInHand,
            int tokensKeptBack) {}

    /** {@code ownerSeat} and {@code race} are null for an empty region. */
    public record RegionView(
            int id,
            Terrain terrain,
            Integer ownerSeat,
            Race race,
            boolean declined,
            int tokens,
            boolean lostTribe,
            boolean mountain,
            boolean trollLair,
            boolean fortress,
            boolean holeInTheGround,
            boolean hero,
            boolean dragon,
            int encampments) {}

    /** {@code cost} in coins is the slot number (2.3). */
    public record ComboView(int slot, Race race, Power power, int coins, int tokens) {}

    public record TurnView(
            Race actingRace,
            boolean ghoulStep,
            int conquests,
            boolean conquestEnded,
            Integer berserkDie,
            boolean dieUsed,
            boolean dragonUsed,
            boolean fortressPlaced,
            int heroesToPlace,
            List<Integer> withdrawalQueue) {}
}
