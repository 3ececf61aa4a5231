package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UgFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundCommand.EndTurn;
import io.boardstate.match.support.EngineCodec;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
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

    /** The Tomb scenario up to the end of seat 0's turn, its own Tomb region 15 conquered by its own active race. */
    private static UgFixture ownTombConquered(UgFixture f) {
        RaceState<?> tomb = f.declined(0, "LICHES", "TOMB");
        f.put(tomb, MUD_S, 3);
        f.put(tomb, CRYSTAL_EDGE_S, 1);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.conquering(x, 12);
        f.play(0, new Conquer(MUD_S));
        f.play(0, new EndConquest());
        f.play(0, new PlaceTokens(MUD_S, x.hand));
        f.play(0, new FinishRedeploy());
        f.play(0, new EndTurn(null));
        return f;
    }

    @Test
    @DisplayName("a match stored before the rule (rules without ownWithdrawalsAtTurnEnd) replays as it was played")
    void storedMatchesKeepTheirOrder() throws Exception {
        UgFixture f = UgFixture.start();
        ObjectNode rules = EngineCodec.MAPPER.valueToTree(f.s.edition.rules);
        assertTrue(rules.remove("ownWithdrawalsAtTurnEnd").asBoolean(), "new matches record the rule");
        f.s.edition.rules = EngineCodec.MAPPER.treeToValue(rules, UndergroundRules.class);
        assertFalse(f.s.edition.rules.activePlayerWithdraws());
        ownTombConquered(f);
        assertEquals(1, f.s.currentSeat, "the turn passed with the tokens in hand, as before");
        assertEquals(2, f.g.race(f.s.declinedRace[0]).hand);
    }

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
