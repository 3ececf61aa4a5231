package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldRuleset;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.map.MapIndex;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The family hooks the base game leaves at their defaults (other editions use them): a probe
 * edition plays the base game and overrides them, and the core must honour each. Also shows that
 * an edition's commands may be any record under the open {@link SmallWorldCommand} type.
 */
class FamilyHooksTest {

    /** An answer to the probe's pending decision. */
    record Acknowledge() implements SmallWorldCommand {}

    record Acknowledged(int seat) implements SmallWorldEvent {}

    /** The base game with hooks switched on by the test. */
    static final class Probe extends Edition {
        final BaseEdition base = new BaseEdition(BaseFixture::testMap);
        int promptSeat = -1;
        int minimumCost = 1;
        int leftWhenReadying = 1;
        int keptOnDecline = 1;
        RuleViolation forbidDecline;
        int declines;

        Probe() {
            content(base.catalog(), base.info().options(), base.movers());
        }

        @Override
        public Class<BaseState> stateType() {
            return BaseState.class;
        }

        @Override
        public Map<String, Class<? extends SmallWorldCommand>> commandTypes() {
            Map<String, Class<? extends SmallWorldCommand>> all = new LinkedHashMap<>(base.commandTypes());
            all.put("acknowledge", Acknowledge.class);
            return all;
        }

        @Override
        public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
            Map<String, Class<? extends SmallWorldEvent>> all = new LinkedHashMap<>(base.eventTypes());
            all.put("acknowledged", Acknowledged.class);
            return all;
        }

        @Override
        public RaceData<?> newRaceData() {
            return base.newRaceData();
        }

        @Override
        public MapIndex map(SmallWorldState<?, ?> s) {
            return base.map(s);
        }

        @Override
        public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
            return base.setup(setup, rng);
        }

        @Override
        public SmallWorldState<?, ?> start(SmallWorldEvent first) {
            return base.start(first);
        }

        @Override
        public RuleViolation decide(Game g, int seat, SmallWorldCommand c, Rng rng, List<SmallWorldEvent> events) {
            if (c instanceof Acknowledge) {
                if (promptSeat < 0) return RuleViolation.illegal("NOTHING_TO_ACKNOWLEDGE", "No decision is pending.");
                events.add(new Acknowledged(seat));
                return null;
            }
            if (promptSeat >= 0) return RuleViolation.illegal("PROMPT_PENDING", "Acknowledge first.");
            return base.decide(g, seat, c, rng, events);
        }

        @Override
        public void apply(Game g, SmallWorldEvent e) {
            if (e instanceof Acknowledged) promptSeat = -1;
            else base.apply(g, e);
        }

        @Override
        public int promptSeat(Game g) {
            return promptSeat;
        }

        @Override
        public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
            out.add(new Acknowledge());
        }

        @Override
        public void onTurnStart(Game g, int seat) {
            base.onTurnStart(g, seat);
        }

        @Override
        public int minimumCost(Game g, RaceState<?> x, int region) {
            return minimumCost;
        }

        @Override
        public int tokensLeftWhenReadying(Game g, RaceState<?> x, int region) {
            return leftWhenReadying;
        }

        @Override
        public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
            return keptOnDecline;
        }

        @Override
        public RuleViolation forbidsDecline(Game g, RaceState<?> x) {
            return forbidDecline;
        }

        @Override
        public void onDecline(Game g, RaceState<?> x) {
            declines++;
        }
    }

    static final class ProbeRuleset extends SmallWorldRuleset {
        ProbeRuleset(Probe probe) {
            super(probe);
        }
    }

    final Probe probe = new Probe();
    final ProbeRuleset ruleset = new ProbeRuleset(probe);
    BaseState s;

    FamilyHooksTest() {
        Map<String, Object> o = new HashMap<>(BaseFixture.defaults());
        o.put(FamilyOptions.FIRST_SEAT, 0);
        var start = (Decision.Accepted<SmallWorldEvent>) ruleset.setup(new MatchSetup(3, o), Rng.of(5));
        for (SmallWorldEvent e : start.events()) s = (BaseState) ruleset.apply(s, e);
    }

    void play(int seat, SmallWorldCommand c) {
        assertTrue(ruleset.legalCommands(s, seat).contains(c), () -> c + " listed: " + ruleset.legalCommands(s, seat));
        var ok = assertInstanceOf(Decision.Accepted.class, ruleset.decide(s, seat, c, Rng.of(1)));
        for (Object e : ok.events()) s = (BaseState) ruleset.apply(s, (SmallWorldEvent) e);
    }

    @Test
    void everyAbilityMethodIsAHookTheCoreCanSkip() {
        java.util.Set<String> methods = new java.util.TreeSet<>();
        for (var m : io.boardstate.games.smallworld.core.Ability.class.getDeclaredMethods()) {
            if (m.isDefault()) methods.add(m.getName());
        }
        java.util.Set<String> hooks = new java.util.TreeSet<>();
        for (var h : io.boardstate.games.smallworld.core.Hook.values()) {
            String n = h.name().toLowerCase().replace("_", "");
            hooks.add(methods.stream()
                    .filter(x -> x.toLowerCase().equals(n))
                    .findFirst()
                    .orElse("?" + h));
        }
        assertEquals(methods, hooks, "a hook without a Hook constant would never be asked");
        assertTrue(io.boardstate.games.smallworld.core.Hook.PROTECTS.in(probe.base.hooks()));
        assertFalse(io.boardstate.games.smallworld.core.Hook.SCORE.in(probe.base.hooks()));
    }

    @Test
    void aPendingPromptMakesItsSeatActAndHoldsTheSharedMoves() {
        probe.promptSeat = 2;
        assertEquals(java.util.Set.of(2), ruleset.seatsToAct(s));
        assertEquals(List.of(new Acknowledge()), ruleset.legalCommands(s, 2));
        assertTrue(ruleset.legalCommands(s, 0).isEmpty());
        var refused = assertInstanceOf(Decision.Rejected.class, ruleset.decide(s, 2, new PickCombo(0), Rng.of(1)));
        assertEquals("ILLEGAL_MOVE/PROMPT_PENDING", refused.violation().code());
        assertEquals(
                RuleViolation.NOT_YOUR_TURN,
                ((Decision.Rejected<?>) ruleset.decide(s, 0, new PickCombo(0), Rng.of(1)))
                        .violation()
                        .code());
        play(2, new Acknowledge());
        assertEquals(java.util.Set.of(0), ruleset.seatsToAct(s));
        assertEquals(Phase.PICK, s.phase);
        assertTrue(ruleset.commandTypes().containsKey("acknowledge"));
    }

    @Test
    void minimumCostRaisesTheFloorOfEveryConquest() {
        Game g = ruleset.game(s);
        RaceState<?> commando = stageRace(g, Race.RATMEN, Power.COMMANDO);
        assertEquals(1, Targets.cost(g, commando, FOREST_W), "empty Forest: 2 - 1 Commando");
        probe.minimumCost = 2;
        assertEquals(2, Targets.cost(ruleset.game(s), commando, FOREST_W), "the floor is the edition's");
    }

    @Test
    void readyingAndDecliningLeaveTheTokensTheHooksSay() {
        probe.leftWhenReadying = 2;
        probe.keptOnDecline = 2;
        s.marketRaces.set(0, Race.RATMEN);
        s.marketPowers.set(0, Power.ALCHEMIST);
        play(0, new PickCombo(0)); // 8 + 4 Ratmen
        play(0, new Conquer(FARM_N));
        play(0, new EndConquest());
        play(
                0,
                new PlaceTokens(
                        FARM_N,
                        ruleset.legalCommands(s, 0).stream()
                                .filter(c -> c instanceof PlaceTokens)
                                .mapToInt(c -> ((PlaceTokens) c).count())
                                .max()
                                .orElseThrow()));
        play(0, new FinishRedeploy());
        play(0, new BaseCommand.EndTurn(false));
        for (int seat = 1; seat <= 2; seat++) {
            play(seat, new PickCombo(0));
            play(seat, new EndConquest());
            while (!ruleset.legalCommands(s, seat).contains(new FinishRedeploy())) {
                play(seat, ruleset.legalCommands(s, seat).getFirst());
            }
            play(seat, new FinishRedeploy());
            play(seat, new BaseCommand.EndTurn(false));
        }
        assertEquals(12, s.tokens[FARM_N]);
        probe.forbidDecline = RuleViolation.illegal("CHOOSE_FIRST", "test");
        assertFalse(ruleset.legalCommands(s, 0).contains(new Decline()), "a forbidden decline is not listed");
        assertEquals(
                "ILLEGAL_MOVE/CHOOSE_FIRST",
                ((Decision.Rejected<?>) ruleset.decide(s, 0, new Decline(), Rng.of(1)))
                        .violation()
                        .code());
        probe.forbidDecline = null;
        play(0, new Expand());
        assertEquals(2, s.tokens[FARM_N], "two tokens stay when troops are readied");
        assertEquals(10, s.race(s.activeRace[0]).hand);
    }

    @Test
    void declineHooksAreAsked() {
        s.marketRaces.set(0, Race.RATMEN);
        s.marketPowers.set(0, Power.ALCHEMIST);
        play(0, new PickCombo(0));
        play(0, new Conquer(FARM_N));
        play(0, new EndConquest());
        while (!ruleset.legalCommands(s, 0).contains(new FinishRedeploy()))
            play(0, ruleset.legalCommands(s, 0).getFirst());
        play(0, new FinishRedeploy());
        play(0, new BaseCommand.EndTurn(false));
        for (int seat = 1; seat <= 2; seat++) {
            play(seat, new PickCombo(0));
            play(seat, new EndConquest());
            while (!ruleset.legalCommands(s, seat).contains(new FinishRedeploy()))
                play(seat, ruleset.legalCommands(s, seat).getFirst());
            play(seat, new FinishRedeploy());
            play(seat, new BaseCommand.EndTurn(false));
        }
        probe.keptOnDecline = 3;
        int before = s.tokens[FARM_N];
        play(0, new Decline());
        assertTrue(probe.declines > 0, "asked (also on the copy the decision scores, so hooks touch only the state)");
        assertEquals(Math.min(3, before), s.tokens[FARM_N], "tokens kept per region on decline");
        assertTrue(ruleset.view(s, Viewer.spectator()) != null);
    }

    /** A race of seat 0 staged as active, outside the market. */
    private RaceState<?> stageRace(Game g, String race, String power) {
        RaceState<BaseRaceData> r = io.boardstate.games.smallworld.core.Market.addRace(s, new BaseRaceData());
        r.seat = 0;
        r.race = race;
        r.power = power;
        r.hand = 5;
        return r;
    }
}
