package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.FamilyRules;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The legal list is exact: at every decision point of sampled random games, every command of a
 * large superset (all types, every region, out-of-range values, every seat) is accepted by
 * {@code decide} if and only if the list holds it, and every rejection carries a rule code.
 */
class SmallWorldLegalListTest {

    static List<SmallWorldCommand> candidates(SmallWorldState<?, ?> s) {
        List<SmallWorldCommand> all = new ArrayList<>();
        int n = s.owner.length;
        for (int slot = -1; slot <= 6; slot++) all.add(new PickCombo(slot));
        all.add(new Expand());
        all.add(new Decline());
        all.add(new BerserkRoll());
        all.add(new EndConquest());
        all.add(new FinishRedeploy());
        all.add(new EndTurn(false));
        all.add(new EndTurn(true));
        for (int seat = -1; seat <= s.seats; seat++) all.add(new ChooseAlly(seat));
        for (int r = -1; r <= n; r++) {
            all.add(new Abandon(r));
            all.add(new Conquer(r));
            all.add(new ConquerWithDie(r));
            all.add(new DragonConquer(r));
            all.add(new SorcererConvert(r));
            all.add(new PlaceFortress(r));
            all.add(new PlaceEncampment(r));
            all.add(new PlaceHero(r));
            for (int c = -1; c <= 22; c++) all.add(new PlaceTokens(r, c));
        }
        return all;
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5})
    void legalListIsExactAndComplete(int players) {
        SmallWorldBase ruleset = new SmallWorldBase();
        for (int game = 0; game < 12; game++) {
            long seed = 77 + game * 13L + players;
            SplittableRandom chooser = new SplittableRandom(seed);
            Map<String, Object> options = new HashMap<>(BaseFixture.defaults());
            if (game % 2 == 1) { // every other game with the alternative readings of 9.6
                for (OptionSpec o : ruleset.info().options())
                    if (o.defaultValue() instanceof Boolean b) options.put(o.name(), !b);
                options.put(FamilyOptions.FINAL_CONQUEST, FamilyRules.COST_AT_MOST_3);
            }
            var start =
                    (Decision.Accepted<SmallWorldEvent>) ruleset.setup(new MatchSetup(players, options), Rng.of(seed));
            BaseState s = null;
            for (SmallWorldEvent e : start.events()) s = ruleset.apply(s, e);
            int version = 1;
            while (!ruleset.isOver(s)) {
                List<SmallWorldCommand> candidates = candidates(s);
                for (int seat = 0; seat < players; seat++) {
                    Set<SmallWorldCommand> legal = new HashSet<>(ruleset.legalCommands(s, seat));
                    for (SmallWorldCommand c : candidates) {
                        Decision<SmallWorldEvent> d = ruleset.decide(s, seat, c, Rng.of(version));
                        if (d instanceof Decision.Rejected<SmallWorldEvent> r) {
                            assertFalse(legal.contains(c), () -> "listed but rejected: " + c + " -> " + r.violation());
                            String code = r.violation().code();
                            assertTrue(
                                    code.equals(RuleViolation.NOT_YOUR_TURN)
                                            || code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX),
                                    code);
                        } else {
                            assertTrue(legal.contains(c), "accepted but not listed: " + c + " in phase " + s.phase);
                        }
                    }
                }
                int seat = ruleset.seatsToAct(s).iterator().next();
                List<SmallWorldCommand> legal = ruleset.legalCommands(s, seat);
                assertEquals(legal.size(), new HashSet<>(legal).size(), "no duplicates in the legal list");
                SmallWorldCommand c = legal.get(chooser.nextInt(legal.size()));
                var ok = (Decision.Accepted<SmallWorldEvent>) ruleset.decide(s, seat, c, Rng.of(version++));
                for (SmallWorldEvent e : ok.events()) s = ruleset.apply(s, e);
            }
            BaseState end = s;
            for (int seat = 0; seat < players; seat++) {
                assertTrue(ruleset.legalCommands(end, seat).isEmpty());
                var d = ruleset.decide(end, seat, new EndConquest(), Rng.of(1));
                assertEquals(
                        RuleViolation.GAME_OVER,
                        ((Decision.Rejected<SmallWorldEvent>) d).violation().code());
            }
        }
    }
}
