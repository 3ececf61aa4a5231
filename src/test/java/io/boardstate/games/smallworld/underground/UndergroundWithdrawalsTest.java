package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundCommand.EndTurn;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Withdrawals of a declined Tomb race (6.9, 8.12): the tokens that survive a conquest are placed
 * at the end of the conqueror's turn ([U 279]-[U 283] «alla fine del turno in corso»; Tomb [U 722]
 * «alla fine del turno dell'avversario puoi ridistribuire...»), also when the conqueror is the
 * owner's own active race (6.10, [U 291]-[U 294]): then the owner places them with his own
 * redeployment, the last placing of his turn, instead of leaving them in hand for a whole turn of
 * the opponents (issue 29).
 */
class UndergroundWithdrawalsTest {

    @Test
    @DisplayName(
            "6.9, 8.12: a Tomb race conquered by another seat places its withdrawn tokens after the conqueror's turn")
    void anotherSeatsTombTokensComeBackAfterTheConquerorsTurn() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> tomb = f.declined(1, "LICHES", "TOMB");
        f.put(tomb, MUD_S, 3); // Tomb: every token stayed on decline (8.12 item 1)
        f.put(tomb, CRYSTAL_EDGE_S, 1);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1); // borders MUD_S
        f.conquering(x, 12);

        f.play(0, new Conquer(MUD_S));
        assertEquals(2, tomb.hand, "one token lost, two withdrawn (6.9)");
        f.play(0, new EndConquest());
        assertFalse(f.legal(0, new PlaceTokens(CRYSTAL_EDGE_S, 2)), "not the conqueror's tokens");
        f.play(0, new PlaceTokens(MUD_S, x.hand));
        f.play(0, new FinishRedeploy());
        f.play(0, new EndTurn(null));

        assertEquals(Phase.WITHDRAWALS, f.s.phase, "the withdrawn tokens are placed before the turn passes");
        assertEquals(List.of(1), f.s.withdrawalQueue);
        assertTrue(f.legal(1, new PlaceTokens(CRYSTAL_EDGE_S, 2)), "the owner places both tokens now");
        assertFalse(f.legal(1, new FinishRedeploy()), "every withdrawn token must be placed (6.9)");
        f.play(1, new PlaceTokens(CRYSTAL_EDGE_S, 2));
        f.play(1, new FinishRedeploy());

        assertEquals(3, f.s.tokens[CRYSTAL_EDGE_S]);
        assertEquals(0, tomb.hand);
        assertEquals(1, f.s.currentSeat, "then the next player's turn");
    }

    @Test
    @DisplayName(
            "6.9, 6.10, 8.12: a Tomb race conquered by its owner's own active race is placed back in the same turn")
    void ownTombTokensComeBackInTheOwnersTurn() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> tomb = f.declined(0, "LICHES", "TOMB");
        f.put(tomb, MUD_S, 3);
        f.put(tomb, CRYSTAL_EDGE_S, 1);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.conquering(x, 12);

        f.play(0, new Conquer(MUD_S));
        assertEquals(2, tomb.hand, "one token lost, two withdrawn (6.9)");
        f.play(0, new EndConquest());
        f.play(0, new PlaceTokens(MUD_S, x.hand));
        assertTrue(f.legal(0, new PlaceTokens(CRYSTAL_EDGE_S, 2)), "the owner places the withdrawn tokens now");
        assertFalse(f.legal(0, new FinishRedeploy()), "every withdrawn token must be placed (6.9)");
        f.play(0, new PlaceTokens(CRYSTAL_EDGE_S, 2));
        f.play(0, new FinishRedeploy());
        f.play(0, new EndTurn(null));

        assertEquals(3, f.s.tokens[CRYSTAL_EDGE_S], "defended by all its tokens during the opponent's turn");
        assertEquals(0, tomb.hand);
        assertEquals(1, f.s.currentSeat, "then the next player's turn");
        assertTrue(f.s.phase == Phase.PICK || f.s.phase == Phase.TURN_START, f.s.phase::toString);
    }
}
