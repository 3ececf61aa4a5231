package io.boardstate.games.greatfire;

import io.boardstate.games.Copyable;
import java.util.ArrayList;
import java.util.List;

/**
 * The full state of a match (secrets included; {@link GreatFireRuleset#view} hides them). Per-space
 * arrays are indexed like the board's spaces; per-seat lists by seat; per-colour arrays by
 * {@link Colour#ordinal()}. Pudding Lane is an unlimited source (seed l.156): its cone count is
 * shown but never decreases.
 */
public final class GreatFireState extends Copyable<GreatFireState> {
    /** The pending intensification owed by a turn without a valid fire move, beside card letters (seed l.219). */
    public static final String EXTRA_INTENSIFICATION = "EXTRA";

    public String boardId;
    public GreatFireRules rules;
    public int players;
    public int firstSeat;
    public Phase phase;
    public ActionStep step;
    /** The seat whose turn it is (the placer during setup); -1 once the game is over. */
    public int currentSeat;
    /** Seats still to place an emergency team, in order (seed l.129-132). */
    public List<Integer> teamPlacers = new ArrayList<>();

    public int turn;

    // ---- board ----
    public List<List<Colour>> houses = new ArrayList<>();
    public int[] freeCones;
    public int[] controlledCones;
    /** Teams not sitting on a cone; teams on cones are counted by controlledCones (one each, seed l.253). */
    public int[] idleTeams;

    public boolean[] demolished;
    /** The face-down tile on a space, or null. */
    public List<Tile> boardTiles = new ArrayList<>();
    /** Houses on the VP track (burnt or demolished), per colour. */
    public int[] burntHouses = new int[Colour.values().length];

    // ---- players ----
    public List<Colour> pawnColours = new ArrayList<>();
    public List<Colour> secretColours = new ArrayList<>();
    public List<List<String>> objectives = new ArrayList<>();
    public List<List<Direction>> hands = new ArrayList<>();
    public List<List<Tile>> heldTiles = new ArrayList<>();
    /** Space index of each seat's owner pawn, -1 before it is placed. */
    public int[] ownerAt;
    /** Cones each seat has extinguished and keeps in front of it (base game, seed l.263). */
    public int[] extinguished;
    /** Variant 8.3: extinguished cones on each colour's VP track row (seed l.362). */
    public int[] trackCones = new int[Colour.values().length];
    /** Hero of London holder: a seat (base game) or, with variant 8.3, a colour (spec Q26). */
    public int heroSeat = -1;

    public Colour heroColour;

    // ---- cards ----
    /** The fire deck, top first: "N", "E", "S", "W" for fire cards, "INT-A".."INT-F" for intensification cards. */
    public List<String> deck = new ArrayList<>();
    /** Played and discarded fire cards, public, in order (spec Q28). */
    public List<Direction> playedCards = new ArrayList<>();

    // ---- the current turn ----
    public int actionPoints;
    public boolean normalMoveDone;
    public boolean doubleMoveUsed;
    public Direction playedDirection;
    /** A no-valid-move turn skips phase B entirely (seed l.219). */
    public boolean actionsSkipped;
    /** Intensifications still to resolve this turn: a card letter, or {@link #EXTRA_INTENSIFICATION}. */
    public List<String> pendingIntensifications = new ArrayList<>();
    /** Cones already placed for the intensification at the head of the queue. */
    public int intensifyPlaced;
    /** Turns left after the last intensification (seed l.313), -1 before the final round. */
    public int finalTurnsRemaining = -1;
    /** The final round was triggered during the current turn, which does not count (seed l.319). */
    public boolean finalRoundStartedThisTurn;

    public GreatFireState() {}

    /** A deep copy, which the rules may change without touching this state (scalar fields come with the shallow copy). */
    public GreatFireState copy() {
        GreatFireState c = shallowCopy();
        c.teamPlacers = new ArrayList<>(teamPlacers);
        c.houses = nested(houses);
        c.freeCones = clone(freeCones);
        c.controlledCones = clone(controlledCones);
        c.idleTeams = clone(idleTeams);
        c.demolished = demolished == null ? null : demolished.clone();
        c.boardTiles = new ArrayList<>(boardTiles);
        c.burntHouses = clone(burntHouses);
        c.pawnColours = new ArrayList<>(pawnColours);
        c.secretColours = new ArrayList<>(secretColours);
        c.objectives = nested(objectives);
        c.hands = nested(hands);
        c.heldTiles = nested(heldTiles);
        c.ownerAt = clone(ownerAt);
        c.extinguished = clone(extinguished);
        c.trackCones = clone(trackCones);
        c.deck = new ArrayList<>(deck);
        c.playedCards = new ArrayList<>(playedCards);
        c.pendingIntensifications = new ArrayList<>(pendingIntensifications);
        return c;
    }

    private static int[] clone(int[] a) {
        return a == null ? null : a.clone();
    }

    /** Lists of lists of immutable values (enums, strings). */
    private static <T> List<List<T>> nested(List<List<T>> lists) {
        List<List<T>> c = new ArrayList<>(lists.size());
        for (List<T> l : lists) c.add(l == null ? null : new ArrayList<>(l));
        return c;
    }

    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    public int cones(int space) {
        return freeCones[space] + controlledCones[space];
    }

    public int teams(int space) {
        return idleTeams[space] + controlledCones[space];
    }

    public int housesOf(Colour colour) {
        return GreatFireBoard.HOUSES_PER_COLOUR - burntHouses[colour.ordinal()];
    }

    /** The seat owning a colour, or -1 for a colour nobody was dealt. */
    public int ownerOf(Colour colour) {
        return secretColours.indexOf(colour);
    }

    public boolean inFinalRound() {
        return finalTurnsRemaining >= 0;
    }
}
