package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.greatfire.GreatFireEvent.ConeExtinguished;
import io.boardstate.games.greatfire.GreatFireEvent.DistrictDemolished;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationCone;
import io.boardstate.games.greatfire.GreatFireEvent.MatchStarted;
import io.boardstate.games.greatfire.GreatFireEvent.TeamPlaced;
import java.util.function.BiConsumer;

/**
 * State invariants of spec §3 checked after every event, with independent tallies kept from the
 * events themselves: houses and cones are conserved, VP follow the burnt houses, teams are
 * never lost.
 */
final class Invariants implements BiConsumer<GreatFireState, GreatFireEvent> {
    private final GreatFireBoard board;
    private final int[] burntFromEvents = new int[Colour.values().length];
    private int conesFromSupply;
    private int conesExtinguished;
    private int teamsPlaced;
    private int fireCardsInPlay = -1;

    Invariants(GreatFireBoard board) {
        this.board = board;
    }

    @Override
    public void accept(GreatFireState s, GreatFireEvent event) {
        tally(event);
        int pl = board.puddingLane();
        int[] housesOnBoard = new int[Colour.values().length];
        int conesOnBoard = 0;
        int teams = 0;
        for (int space = 0; space < board.size(); space++) {
            final int i = space;
            for (Colour c : s.houses.get(i)) housesOnBoard[c.ordinal()]++;
            if (i != pl) conesOnBoard += s.cones(i);
            teams += s.teams(i);
            assertTrue(
                    s.freeCones[i] >= 0 && s.controlledCones[i] >= 0 && s.idleTeams[i] >= 0,
                    "no negative counts at " + board.spaceId(i));
            // I1: a free cone and an idle team never share a district.
            assertFalse(
                    s.freeCones[i] > 0 && s.idleTeams[i] > 0,
                    () -> "I1 broken at " + board.spaceId(i) + " after " + event);
            // I2: free fire means no houses.
            assertFalse(
                    s.freeCones[i] > 0 && !s.houses.get(i).isEmpty(),
                    () -> "I2 broken at " + board.spaceId(i) + " after " + event);
            if (s.demolished[i]) { // I3
                assertEquals(0, s.cones(i), "demolished districts hold no fire");
                assertTrue(s.houses.get(i).isEmpty());
                assertNull(s.boardTiles.get(i));
            }
            if (board.kind(i) == SpaceKind.PARK) { // I4
                assertEquals(0, s.cones(i));
                assertTrue(s.houses.get(i).isEmpty());
            }
            if (s.houses.get(i).size() > board.symbols(i))
                throw new AssertionError("more houses than symbols at " + board.spaceId(i));
        }
        assertEquals(0, s.teams(pl), "no team in Pudding Lane");
        assertTrue(s.houses.get(pl).isEmpty());
        for (int seat = 0; seat < s.players; seat++) assertTrue(s.ownerAt[seat] != pl, "no owner pawn in Pudding Lane");
        assertTrue(s.freeCones[pl] >= 2, "Pudding Lane is an unlimited source");
        for (Colour c : Colour.values()) {
            assertEquals(
                    GreatFireBoard.HOUSES_PER_COLOUR,
                    housesOnBoard[c.ordinal()] + s.burntHouses[c.ordinal()],
                    "houses of " + c + " conserved");
            assertEquals(
                    burntFromEvents[c.ordinal()],
                    s.burntHouses[c.ordinal()],
                    "burnt houses of " + c + " match the events");
            assertEquals(
                    40 - 2 * burntFromEvents[c.ordinal()],
                    Scoring.VP_PER_HOUSE * s.housesOf(c),
                    "VP of " + c + " follow the burnt houses");
        }
        int collected = 0;
        for (int seat = 0; seat < s.players; seat++) collected += s.extinguished[seat];
        for (int c : s.trackCones) collected += c;
        assertEquals(conesExtinguished, collected, "every extinguished cone is kept by a player or on a track row");
        assertEquals(
                conesFromSupply,
                conesOnBoard + collected,
                "cones conserved: board + extinguished = cones taken from the supply");
        assertEquals(teamsPlaced, teams, "emergency teams are never lost");
        if (s.phase != Phase.SETUP_TEAMS && s.phase != null && !(event instanceof MatchStarted)) {
            int cards = s.deck.stream()
                            .filter(e -> !DeckEntries.isIntensification(e))
                            .mapToInt(e -> 1)
                            .sum()
                    + s.playedCards.size();
            for (var hand : s.hands) cards += hand.size();
            if (fireCardsInPlay < 0 && s.deck.size() > 0) fireCardsInPlay = cards;
            if (fireCardsInPlay >= 0) assertEquals(fireCardsInPlay, cards, "fire cards are conserved");
        }
        assertTrue(s.actionPoints >= 0 && s.actionPoints <= GreatFireEvolution.ACTION_POINTS);
    }

    private void tally(GreatFireEvent event) {
        switch (event) {
            case MatchStarted m -> teamsPlaced = m.fixedTeams().size();
            case TeamPlaced t -> teamsPlaced++;
            case FireSpread f -> {
                if (board.indexOf(f.source()) == board.puddingLane()) conesFromSupply++;
                conesFromSupply += f.addedFree() + f.addedControlled();
                for (Colour c : f.burntHouses()) burntFromEvents[c.ordinal()]++;
            }
            case DistrictDemolished d -> {
                for (Colour c : d.burntHouses()) burntFromEvents[c.ordinal()]++;
            }
            case IntensificationCone c -> conesFromSupply++;
            case ConeExtinguished c -> conesExtinguished++;
            default -> {}
        }
    }
}
