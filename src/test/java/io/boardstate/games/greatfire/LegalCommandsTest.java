package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.PlayoutHarness;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.greatfire.GreatFireCommand.DeclareNoValidMove;
import io.boardstate.games.greatfire.GreatFireCommand.Demolish;
import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import io.boardstate.games.greatfire.GreatFireCommand.Extinguish;
import io.boardstate.games.greatfire.GreatFireCommand.MoveOwner;
import io.boardstate.games.greatfire.GreatFireCommand.MoveTeam;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceIntensificationCone;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceOwner;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceTeam;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireCommand.UseDoubleMove;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The legal list is finite and complete: on sampled states of random games, every command of the
 * whole command space (every type, space, pair of spaces and direction) is accepted exactly when
 * the list has it, by the seat to act; other seats get NOT_YOUR_TURN; nothing throws.
 */
class LegalCommandsTest {
    static final GreatFireRuleset RULESET = Scenario.RULESET;
    static final GreatFireBoard BOARD = Scenario.BOARD;

    static List<GreatFireCommand> commandSpace() {
        List<GreatFireCommand> all = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < BOARD.size(); i++) ids.add(BOARD.spaceId(i));
        ids.add("NOWHERE");
        ids.add(null);
        all.add(new EndActions());
        for (Direction d : Direction.values()) all.add(new DeclareNoValidMove(d));
        all.add(new DeclareNoValidMove(null));
        for (String a : ids) {
            all.add(new PlaceTeam(a));
            all.add(new PlaceOwner(a));
            all.add(new MoveOwner(a));
            all.add(new Demolish(a));
            all.add(new Extinguish(a));
            all.add(new PlaceIntensificationCone(a));
            for (String b : ids) {
                all.add(new MoveTeam(a, b));
                all.add(new UseDoubleMove(a, b));
                for (Direction d : Direction.values()) all.add(new SpreadFire(d, a, b));
            }
        }
        return all;
    }

    // Rules: every command and its preconditions (spec A.4).
    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void acceptedExactlyWhenListed(int players) {
        List<GreatFireCommand> space = commandSpace();
        for (int game = 0; game < 1; game++) {
            long seed = 31L * players + game;
            GreatFireState state = null;
            for (GreatFireEvent e : ((Decision.Accepted<GreatFireEvent>)
                            RULESET.setup(GreatFirePlayoutTest.setupFor(players, seed), Rng.of(seed)))
                    .events()) state = RULESET.apply(state, e);
            SplittableRandom chooser = new SplittableRandom(seed);
            int commands = 0;
            while (!state.isOver()) {
                int seat = state.currentSeat;
                List<GreatFireCommand> legal = RULESET.legalCommands(state, seat);
                if (commands % 13 == 0) {
                    Set<GreatFireCommand> listed = new HashSet<>(legal);
                    assertEquals(listed.size(), legal.size(), "no duplicates in the legal list");
                    for (GreatFireCommand c : space) {
                        Decision<GreatFireEvent> d = RULESET.decide(state, seat, c, Rng.of(1));
                        assertEquals(
                                listed.contains(c), d instanceof Decision.Accepted, () -> "command " + c + " -> " + d);
                    }
                    int other = (seat + 1) % players;
                    assertTrue(RULESET.legalCommands(state, other).isEmpty());
                    Decision<GreatFireEvent> wrongSeat = RULESET.decide(state, other, legal.get(0), Rng.of(1));
                    assertEquals(
                            RuleViolation.NOT_YOUR_TURN,
                            ((Decision.Rejected<GreatFireEvent>) wrongSeat)
                                    .violation()
                                    .code());
                    new PlayoutHarness<>(RULESET).assertCommandsRoundTrip(legal);
                }
                GreatFireCommand command = legal.get(chooser.nextInt(legal.size()));
                for (GreatFireEvent e : ((Decision.Accepted<GreatFireEvent>)
                                RULESET.decide(state, seat, command, Rng.of(seed)))
                        .events()) state = RULESET.apply(state, e);
                commands++;
            }
            GreatFireState end = state;
            Decision<GreatFireEvent> after = RULESET.decide(end, 0, new EndActions(), Rng.of(1));
            assertEquals(
                    RuleViolation.GAME_OVER,
                    ((Decision.Rejected<GreatFireEvent>) after).violation().code());
        }
    }

    // Rules: the commands of spec A.4 by their public names; 3-6 players (seed l.7).
    @Test
    void commandsParseFromTheirPublicJson() {
        EngineCodec<GreatFireState, GreatFireCommand, GreatFireEvent> codec = new EngineCodec<>(RULESET);
        var json = EngineCodec.MAPPER
                .createObjectNode()
                .put("type", "spreadFire")
                .put("direction", "N")
                .put("source", "PUDDING_LANE")
                .put("destination", "S_MARY");
        assertEquals(new SpreadFire(Direction.N, "PUDDING_LANE", "S_MARY"), codec.commandFromJson(json));
        var end = EngineCodec.MAPPER.createObjectNode().put("type", "endActions");
        assertEquals(new EndActions(), codec.commandFromJson(end));
        assertEquals("great-fire-of-london-1666", RULESET.info().id());
        assertEquals(3, RULESET.info().minSeats());
        assertEquals(6, RULESET.info().maxSeats());
    }
}
