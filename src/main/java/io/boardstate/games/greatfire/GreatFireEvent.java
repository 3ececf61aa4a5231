package io.boardstate.games.greatfire;

import io.boardstate.engine.Event;
import java.util.List;
import java.util.Map;

/**
 * The facts of a match. Secret fields (marked) are nulled by {@link GreatFireRuleset#redact} for
 * viewers who may not see them.
 */
public sealed interface GreatFireEvent extends Event {
    /**
     * The public part of setup. {@code tiles} (secret, parallel to {@code tileDistricts}) are the
     * face-down tiles; {@code teamPlacers} the seats that place teams, in order.
     */
    record MatchStarted(
            String boardId,
            int players,
            int firstSeat,
            GreatFireRules rules,
            List<Colour> pawnColours,
            Map<String, List<Colour>> houses,
            List<String> tileDistricts,
            List<Tile> tiles,
            List<String> fixedTeams,
            List<Integer> teamPlacers,
            int puddingLaneCones)
            implements GreatFireEvent {}

    /** A starting hand of five identical cards was shown and redealt (seed l.101); public. */
    record HandRedealt(int seat, List<Direction> revealedHand) implements GreatFireEvent {}

    /** A seat's secrets: colour card, three objectives, five fire cards (all secret to that seat). */
    record SecretsDealt(int seat, Colour colour, List<String> objectives, List<Direction> hand)
            implements GreatFireEvent {}

    /** The fire deck, top first; fire cards ("N".."W") are secret ("?" when redacted), intensification cards ("INT-A".."INT-F") are face up. */
    record DeckBuilt(List<String> deck, int boxedFireCards) implements GreatFireEvent {}

    record TeamPlaced(int seat, String district) implements GreatFireEvent {}

    record OwnerPlaced(int seat, String district) implements GreatFireEvent {}

    /**
     * One fire move: a played card (or, with {@code doubleMove}, a Double Move tile) moves a free cone.
     * {@code controlledOnArrival}: an idle team covered it. {@code addedFree}/{@code addedControlled}:
     * cones added for burnt houses or wild fire. {@code tile} (secret to the mover) is the tile gained.
     */
    record FireSpread(
            int seat,
            Direction direction,
            boolean doubleMove,
            String source,
            String destination,
            boolean controlledOnArrival,
            List<Colour> burntHouses,
            int addedFree,
            int addedControlled,
            boolean gainedTile,
            Tile tile)
            implements GreatFireEvent {}

    /** No card could move fire: the whole hand is shown and one card discarded (seed l.219); public. */
    record NoValidMove(int seat, List<Direction> revealedHand, Direction discarded) implements GreatFireEvent {}

    record OwnerMoved(int seat, String from, String to) implements GreatFireEvent {}

    record TeamMoved(int seat, String from, String to, boolean committed) implements GreatFireEvent {}

    /** A district demolished with an Explosive tile; a tile lying there is destroyed unseen (seed l.289). */
    record DistrictDemolished(int seat, String district, List<Colour> burntHouses, boolean tileDestroyed)
            implements GreatFireEvent {}

    /** One cone removed; {@code trackColour} is the pawn colour's row under variant 8.3, else null. */
    record ConeExtinguished(int seat, String district, Colour trackColour) implements GreatFireEvent {}

    /** The Hero of London card changes hands: to a seat, or under variant 8.3 to a colour row (spec Q26). */
    record HeroOfLondonTaken(int seat, Colour colour) implements GreatFireEvent {}

    record ActionsEnded(int seat) implements GreatFireEvent {}

    /** Phase C draw; {@code card} is secret to the drawer until the end. */
    record CardDrawn(int seat, Direction card) implements GreatFireEvent {}

    /** The new top of the deck is an intensification card (seed l.297). */
    record IntensificationRevealed(int seat, String card) implements GreatFireEvent {}

    /** The extra intensification owed after a no-valid-move turn (seed l.219). */
    record ExtraIntensificationOwed(int seat) implements GreatFireEvent {}

    record IntensificationCone(int seat, String district) implements GreatFireEvent {}

    /** An intensification is over: {@code placed} cones placed, {@code returned} could not be placed (seed l.311). */
    record IntensificationResolved(int seat, String card, int placed, int returned) implements GreatFireEvent {}

    /** The last intensification card was resolved: this many turns remain (seed l.313, l.354). */
    record FinalRoundStarted(int turnsRemaining) implements GreatFireEvent {}

    record TurnEnded(int seat, int nextSeat, int finalTurnsRemaining) implements GreatFireEvent {}

    /** The end: final standings with every colour revealed (seed l.325-338). */
    record GameEnded(List<Standing> standings) implements GreatFireEvent {}

    /** One seat's final score with its breakdown and tie-break keys (seed l.325-338). */
    record Standing(
            int seat,
            int rank,
            int total,
            Colour colour,
            int houses,
            int houseVp,
            int extinguishedCones,
            int objectiveVp,
            int tileVp,
            int heroVp,
            List<String> objectives) {}
}
