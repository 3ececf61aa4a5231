package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import java.util.List;

/** Turns the shared moves into events after checking them (9.5). Random outcomes come from the command's generator. */
public final class Decisions {
    private Decisions() {}

    static RuleViolation decide(Game g, int seat, CoreCommand command, Rng rng, List<SmallWorldEvent> events) {
        SmallWorldState<?, ?> s = g.s;
        RuleViolation v;
        switch (command) {
            case PickCombo c -> {
                if ((v = Checks.pickCombo(g, seat, c.slot())) != null) return v;
                String race = s.marketRaces.get(c.slot());
                String power = s.marketPowers.get(c.slot());
                events.add(new ComboPicked(
                        seat,
                        c.slot(),
                        race,
                        power,
                        c.slot(),
                        s.marketCoins.get(c.slot()),
                        Market.comboTokens(g, race, power)));
            }
            case Expand c -> {
                if ((v = Checks.phase(g, Phase.TURN_START, "Expanding")) != null) return v;
                events.add(new Expanded(seat));
            }
            case Decline c -> {
                if ((v = Checks.decline(g, seat)) != null) return v;
                events.add(new RaceDeclined(seat, g.race(s.activeRace[seat]).race, false));
                endOfTurn(
                        g, seat, false, events); // C2: the Decline turn scores the state after the decline (3.4 step 5)
            }
            case Abandon c -> {
                if ((v = Checks.abandon(g, seat, c.region())) != null) return v;
                events.add(new RegionAbandoned(seat, c.region()));
            }
            case Conquer c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "Conquering")) != null) return v;
                RaceState<?> x = g.acting();
                if ((v = Targets.conquer(g, x, c.region())) != null) return v;
                String method = s.pendingDie >= 0 ? Hooks.preRolledDieMethod(g, x) : CoreEvent.NORMAL;
                events.add(new RegionConquered(seat, c.region(), x.race, method, Targets.required(g, x, c.region())));
            }
            case ConquerWithDie c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "A final conquest")) != null) return v;
                RaceState<?> x = g.acting();
                if ((v = Targets.conquerWithDie(g, x, c.region())) != null) return v;
                int cost = Targets.cost(g, x, c.region());
                int die = g.rollDie(rng);
                boolean success = x.hand + die >= cost;
                events.add(new ReinforcementDieRolled(seat, c.region(), x.race, die, cost, success));
                if (success)
                    events.add(new RegionConquered(seat, c.region(), x.race, CoreEvent.DIE, x.hand)); // [IT 569]
                events.add(new ConquestEnded(seat, x.race)); // [IT 575]
            }
            case EndConquest c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "Ending conquests")) != null) return v;
                events.add(new ConquestEnded(seat, g.acting().race));
            }
            case PlaceTokens c -> {
                if ((v = Checks.placeTokens(g, seat, c.region(), c.count())) != null) return v;
                events.add(new TokensPlaced(seat, c.region(), c.count()));
            }
            case FinishRedeploy c -> {
                if ((v = Checks.finishRedeploy(g, seat)) != null) return v;
                events.add(new RedeploymentFinished(seat));
            }
        }
        return null;
    }

    /**
     * The end of a turn (B6-B7, or C2 after a decline): the score of the state after {@code
     * events} so far, an optional decline after scoring (base: Stout, R-23, R-54), the hand-over.
     */
    public static void endOfTurn(Game g, int seat, boolean declineAfterScoring, List<SmallWorldEvent> events) {
        Game after = g;
        if (!events.isEmpty()) {
            after = new Game(g.s.copy(), g);
            for (SmallWorldEvent e : events) after.edition.applyTo(after, e);
        }
        Scoring.Score score = Scoring.score(after, seat);
        events.add(new TurnScored(seat, score.total(), score.breakdown()));
        if (declineAfterScoring) events.add(new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, true));
        events.add(new TurnEnded(seat));
    }
}
