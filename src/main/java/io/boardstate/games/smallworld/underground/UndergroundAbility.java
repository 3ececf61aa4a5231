package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * Questions only Small World Underground asks of a race or a power, beside the family's {@link
 * Ability}, with neutral defaults: the edition's rules ask them instead of naming the race or
 * power whose rule they apply.
 */
public interface UndergroundAbility extends Ability {
    /** A behaviour with no Underground question answered. */
    UndergroundAbility PLAIN = new UndergroundAbility() {};

    /** x's race behaviour whether x is active or in decline (what the race is), or {@link #PLAIN}. */
    static UndergroundAbility race(Game g, RaceState<?> x) {
        return Ability.of(g.raceDef(x).ability()) instanceof UndergroundAbility u ? u : PLAIN;
    }

    /** Coins the power adds to the coins "obtained from" x's {@code region}. */
    default int regionCoins(Game g, RaceState<?> x, int region) {
        return 0;
    }

    /** Coins the race adds to the coins "obtained from" x's {@code region}, active or in decline. */
    default int raceRegionCoins(Game g, RaceState<?> x, int region) {
        return 0;
    }

    /** Figures of the race among x's tokens on the map, for views (Iron Dwarves' Silver Hammers, 7.5). */
    default int piecesOnBoard(RaceState<?> x) {
        return 0;
    }

    /** Figures of the race among x's tokens in hand, for views (Iron Dwarves' Silver Hammers, 7.5). */
    default int piecesInHand(RaceState<?> x) {
        return 0;
    }

    /** Figures of the race among the tokens x holds in {@code region}, for views (Silver Hammers, 7.5). */
    default int piecesIn(Game g, RaceState<?> x, int region) {
        return 0;
    }

    /** Two regions both bordering an Abysmal Chasm count as one group for the race (Spiderines, [U 669]). */
    default boolean linksAcrossChasms() {
        return false;
    }

    /** The race places the Volcano when picked and, by option, enters next to it (Flames, 7.3, R-23). */
    default boolean placesVolcano() {
        return false;
    }

    /** The race rolls the die before a conquest next to a Mystic Crystal (Will-o'-Wisps, [U 560]). */
    default boolean rollsBeforeConquering() {
        return false;
    }

    /** The Balrog cannot conquer a region of the race (Gnomes, [U 573]-[U 574]). */
    default boolean keepsOutTheBalrog() {
        return false;
    }

    /** The power marks a Vengeance against whoever conquers a region of its owner (Vengeful, 8.21). */
    default boolean marksVengeance() {
        return false;
    }

    /** The race keeps its River regions through redeployment and takes them by Reborn (Kraken, 4.4, R-38). */
    default boolean holdsRivers() {
        return false;
    }

    /** The power places the Queen at the end of every turn (Royal, 8.15, [U 737], R-37). */
    default boolean placesQueen() {
        return false;
    }

    /** The active race owns the Great Ancient and moves it (Cultists, 7.1, [U 541]). */
    default boolean ownsTheGreatAncient() {
        return false;
    }

    /** An active race with this power loses no token when conquered (Immortal, 8.4); the Balrog's by option. */
    default boolean keepsTokensWhenConquered() {
        return false;
    }

    /** The power takes a coin from each bordering active race at the end of the turn (Thieving, 8.5, R-35). */
    default boolean robsNeighbours() {
        return false;
    }

    /** The power has the Bag-o'-Many-Things (Magic, [U 681]). */
    default boolean hasBag() {
        return false;
    }

    /** The race redeploys its tokens as it goes into decline (Tomb, [U 716]). */
    default boolean redeploysOnDecline() {
        return false;
    }

    /** The declined race turns regions over to its owner's active race (Reborn, [U 742]-[U 745]). */
    default boolean rebornFromDecline() {
        return false;
    }

    /** The race replaces opponents' tokens with its own (Vampire, [U 767]). */
    default boolean replacesTokens() {
        return false;
    }

    /** The Balrog's master pays x a coin to conquer x's region, and may not without one (Liches, 7.7, R-52). */
    default boolean tollsTheBalrog(RaceState<?> x) {
        return false;
    }
}
