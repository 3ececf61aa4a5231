package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UgFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundCommand.EndTurn;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Withdrawals of a declined Tomb race (6.9, 8.12): the tokens that survive a conquest are placed
 * at the end of the conqueror's turn ([U 279]-[U 283] «alla fine del turno in corso»; Tomb [U 722]
 * «alla fine del turno dell'avversario puoi ridistribuire...»), also when the conqueror is the
 * owner's own active race (6.10, [U 291]-[U 294]): then the owner places them as the last action
 * of his own turn (R-15: clockwise from the active player, who comes first).
 */
class UgWithdrawalsTest {

    @ParameterizedTest(name = "Tomb conquered by its owner's own active race: {0}")
    @ValueSource(booleans = {true, false})
    @DisplayName("6.9, 6.10, 8.12: a Tomb race's withdrawn tokens go back at the end of the conqueror's turn")
    void tombTokensComeBackAtTheEndOfTheConquerorsTurn(boolean ownRace) {
        UgFixture f = UgFixture.start();
        int owner = ownRace ? 0 : 1;
        RaceState<?> tomb = f.declined(owner, "LICHES", "TOMB");
        f.put(tomb, MUD_S, 3); // Tomb: every token stayed on decline (8.12 item 1)
        f.put(tomb, CRYSTAL_EDGE_S, 1);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1); // borders MUD_S
        f.conquering(x, 12);

        f.play(0, new Conquer(MUD_S));
        assertEquals(2, tomb.hand, "one token lost, two withdrawn (6.9)");
        f.play(0, new EndConquest());
        f.play(0, new PlaceTokens(MUD_S, x.hand));
        f.play(0, new FinishRedeploy());
        f.play(0, new EndTurn(null));

        assertEquals(Phase.WITHDRAWALS, f.s.phase, "the withdrawn tokens are placed before the turn passes");
        assertEquals(List.of(owner), f.s.withdrawalQueue);
        assertTrue(f.legal(owner, new PlaceTokens(CRYSTAL_EDGE_S, 2)), "the owner places both tokens now");
        assertFalse(f.legal(owner, new FinishRedeploy()), "every withdrawn token must be placed (6.9)");
        f.play(owner, new PlaceTokens(CRYSTAL_EDGE_S, 2));
        f.play(owner, new FinishRedeploy());

        assertEquals(3, f.s.tokens[CRYSTAL_EDGE_S]);
        assertEquals(0, tomb.hand);
        assertEquals(1, f.s.currentSeat, "then the next player's turn");
        assertTrue(f.s.phase == Phase.PICK || f.s.phase == Phase.TURN_START, f.s.phase::toString);
    }
}
