package io.boardstate.games.smallworld.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.example.ExampleCommand.LightBeacon;
import io.boardstate.games.smallworld.example.ExampleEvent.BeaconLit;
import io.boardstate.games.smallworld.example.ExampleEvent.ExampleStarted;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The worked example of docs/games/adding-an-edition.md plays whole games, and its one own move
 * behaves as its class says; the family core does the rest (the contract tests also run over it).
 */
class ExampleEditionTest {
    private final SmallWorldExample ruleset = new SmallWorldExample();

    private SmallWorldState<?, ?> start(int seats, long seed) {
        Map<String, Object> options = new HashMap<>();
        for (var o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
        var d = assertInstanceOf(
                Decision.Accepted.class, ruleset.setup(new MatchSetup(seats, options), Rng.forVersion(seed, 0)));
        SmallWorldState<?, ?> s = null;
        for (Object e : d.events()) s = ruleset.apply(s, (SmallWorldEvent) e);
        return s;
    }

    @Test
    void randomGamesEndAndTheBeaconIsLitAtMostOncePerTurn() {
        int lit = 0;
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom chooser = new SplittableRandom(seed);
            SmallWorldState<?, ?> s = start(2 + (int) (seed % 2), seed);
            int turnLit = 0;
            for (int n = 1; !ruleset.isOver(s); n++) {
                assertTrue(n < 2000, "seed " + seed + " does not end");
                int seat = ruleset.seatsToAct(s).iterator().next();
                List<SmallWorldCommand> legal = ruleset.legalCommands(s, seat);
                SmallWorldCommand c = legal.stream()
                        .filter(LightBeacon.class::isInstance)
                        .findFirst()
                        .orElse(legal.get(chooser.nextInt(legal.size())));
                var d = assertInstanceOf(Decision.Accepted.class, ruleset.decide(s, seat, c, Rng.forVersion(seed, n)));
                int round = s.round, current = s.currentSeat;
                for (Object e : d.events()) {
                    if (e instanceof BeaconLit) {
                        lit++;
                        turnLit++;
                    }
                    s = ruleset.apply(s, (SmallWorldEvent) e);
                }
                if (s.round != round || s.currentSeat != current) turnLit = 0;
                assertTrue(turnLit <= 1, "one Beacon per turn");
            }
        }
        assertTrue(lit > 0, "some race with the Beacon lit one");
    }

    @Test
    void theSetupEventShowsPlayersOnlyTheVisibleCombos() {
        SmallWorldState<?, ?> s = start(3, 7);
        var start = new ExampleStarted(
                3,
                "valleys",
                6,
                0,
                List.of("A", "B", "C", "D", "E", "F"),
                List.of("a", "b", "c", "d", "e", "f"),
                new ExampleRules("SHORTFALL_AT_MOST_3", false, false));
        var seen = (ExampleStarted) ruleset.redact(start, Viewer.seat(0), s);
        assertEquals(List.of("A", "B", "C", "D"), seen.bannerOrder()); // marketSize 4 (edition.json)
        assertEquals(List.of("a", "b", "c", "d"), seen.badgeOrder());
        assertEquals(start, ruleset.redact(start, Viewer.full(), s));
    }

    @Test
    void theBeaconIsRefusedOutsideRedeploymentWithItsOwnCode() {
        SmallWorldState<?, ?> s = start(2, 3);
        int seat = ruleset.seatsToAct(s).iterator().next();
        var d = assertInstanceOf(
                Decision.Rejected.class, ruleset.decide(s, seat, new LightBeacon(0), Rng.forVersion(3, 1)));
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", d.violation().code());
    }
}
