package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.CoreEvent.RaceDeclined;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Moves;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.Altar;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand;
import io.boardstate.games.smallworld.underground.UndergroundCommand.FinishTombRedeploy;
import io.boardstate.games.smallworld.underground.UndergroundCommand.MoveTombToken;
import io.boardstate.games.smallworld.underground.UndergroundCommand.TombDecline;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TombRedeployStarted;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TombTokenMoved;
import java.util.List;
import java.util.Map;

/**
 * Tomb (8.12, R-36): on decline the race keeps all its tokens on the map (the badge stays with
 * it); later losses follow the usual withdrawal, and tokens with no region left are lost.
 */
public final class Tomb implements UndergroundAbility, OwnMoves, PerTurn {
    public static final String ID = "TOMB";

    /** The last redeployment among the Tomb tokens as the race declines (8.12 items 1-2, [U 716], R-36). */
    @Override
    public boolean redeploysOnDecline() {
        return true;
    }

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return tokens;
    }

    private final HeldPowers powers;
    private final Altar altar;

    /** {@code powers}: the powers a race has now; {@code altar}: used as the redeployment ends. */
    public Tomb(HeldPowers powers, Altar altar) {
        this.powers = powers;
        this.altar = altar;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Moves.inOrder(
                "tombDecline",
                TombDecline.class,
                "moveTombToken",
                MoveTombToken.class,
                "finishTombRedeploy",
                FinishTombRedeploy.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Moves.inOrder("tombRedeployStarted", TombRedeployStarted.class, "tombTokenMoved", TombTokenMoved.class);
    }

    /** Decline keeping every Tomb token, then one last redeployment among them (8.12 items 1-2, R-36). */
    private RuleViolation checkDecline(Game g, int seat) {
        RuleViolation v = Checks.decline(g, seat);
        if (v != null) return v;
        if (!powers.any(g, g.activeRace(seat), UndergroundAbility::redeploysOnDecline))
            return illegal("NOT_TOMB", "Only a Tomb race redeploys as it goes into decline ([U 716]).");
        return null;
    }

    private static RuleViolation redeploying(Game g, int seat) {
        if (UndergroundData.of(g).tombRedeploySeat != seat)
            return illegal("NO_TOMB_REDEPLOYMENT", "The Tomb redeployment follows a tombDecline ([U 716]).");
        return null;
    }

    /** One Tomb token moved during that last redeployment; each region keeps at least one. */
    private static RuleViolation checkMove(Game g, int seat, int from, int to) {
        RuleViolation v = redeploying(g, seat);
        if (v == null) v = UndergroundChecks.region(g, from);
        if (v == null) v = UndergroundChecks.region(g, to);
        if (v != null) return v;
        int race = g.s.declinedRace[seat];
        if (race < 0 || g.s.owner[from] != race || g.s.owner[to] != race || from == to)
            return illegal("NOT_YOUR_REGION", "Tomb tokens move between regions of the declined Tomb race (8.12).");
        if (g.s.tokens[from] < 2)
            return illegal("LAST_TOKEN", "Every region of the race keeps at least one token (8.12 item 2).");
        return null;
    }

    private RuleViolation checkFinish(Game g, int seat, Integer altarRegion) {
        RuleViolation v = redeploying(g, seat);
        if (v != null) return v;
        return altarRegion == null ? null : altar.check(g, seat, altarRegion);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        RuleViolation v;
        switch ((UndergroundCommand) command) {
            case TombDecline c -> {
                if ((v = checkDecline(g, seat)) != null) return v;
                out.add(new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
                out.add(new TombRedeployStarted(seat));
            }
            case MoveTombToken c -> {
                if ((v = checkMove(g, seat, c.from(), c.to())) != null) return v;
                out.add(new TombTokenMoved(seat, c.from(), c.to()));
            }
            case FinishTombRedeploy c -> {
                if ((v = checkFinish(g, seat, c.altarRegion())) != null) return v;
                altar.endOfTurn(g, seat, c.altarRegion(), out);
            }
            default -> throw new IllegalStateException("not a Tomb command: " + command);
        }
        return null;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        if (event instanceof TombRedeployStarted e) UndergroundData.of(g).tombRedeploySeat = e.seat();
        else {
            TombTokenMoved e = (TombTokenMoved) event;
            g.s.tokens[e.from()]--;
            g.s.tokens[e.to()]++;
        }
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.TURN_START && checkDecline(g, seat) == null) out.add(new TombDecline());
    }

    // ---------------------------------------------------------------- the last redeployment, a prompt

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return !(command instanceof TombDecline);
    }

    @Override
    public int promptSeat(Game g) {
        return UndergroundData.of(g).tombRedeploySeat;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        if (UndergroundData.of(g).tombRedeploySeat != seat) return;
        // checkMove refuses every pair but two regions of the declined race, the first with 2+ tokens:
        // only those are asked, so that the refusals of the others are not built
        int race = g.s.declinedRace[seat];
        int[] owner = g.s.owner;
        for (int from = 0; from < g.map.size; from++) {
            if (race < 0 || owner[from] != race || g.s.tokens[from] < 2) continue;
            for (int to = 0; to < g.map.size; to++)
                if (owner[to] == race && checkMove(g, seat, from, to) == null) out.add(new MoveTombToken(from, to));
        }
        if (checkFinish(g, seat, null) == null) out.add(new FinishTombRedeploy(null));
        for (int r = 0; r < g.map.size; r++) if (checkFinish(g, seat, r) == null) out.add(new FinishTombRedeploy(r));
    }

    /** The Tomb's redeployment is its decline turn's (8.12). */
    @Override
    public void endTurn(Game g, int seat) {
        UndergroundData.of(g).tombRedeploySeat = -1;
    }
}
