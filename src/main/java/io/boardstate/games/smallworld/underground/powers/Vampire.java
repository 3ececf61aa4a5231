package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.Substitutions;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.Vampirize;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TokenReplaced;
import java.util.List;
import java.util.Map;

/**
 * Vampire (8.20): once per turn and per opponent, a conquest replaces the opponent's lone
 * token with one of the race's ([U 767]); command {@code vampirize}.
 */
public final class Vampire implements UndergroundAbility, OwnMoves, Substitutions.Substituting {
    public static final String ID = "VAMPIRE";

    @Override
    public boolean replacesTokens() {
        return true; // [U 767]
    }

    /** {@code TokenReplaced.method} of a Vampire conquest. */
    public static final String METHOD = "VAMPIRE";

    private final HeldPowers powers;

    /** {@code powers}: the powers a race has now (a Vampire badge lent by Stonehedge works too). */
    public Vampire(HeldPowers powers) {
        this.powers = powers;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of("vampirize", Vampirize.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of();
    }

    private RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "A Vampire conquest");
        if (v != null) return v;
        RaceState<?> x = g.acting();
        if (!powers.any(g, x, UndergroundAbility::replacesTokens))
            return illegal("NOT_VAMPIRE", "Only a Vampire race replaces tokens ([U 767]).");
        if ((v = Substitutions.check(g, x, r)) != null) return v;
        if ((UndergroundData.of(g).vampirized & (1 << g.occupant(r).seat)) != 0)
            return illegal("OPPONENT_ALREADY_VAMPIRIZED", "Once per turn and per opponent ([U 767]).");
        return null;
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        int region = ((Vampirize) command).region();
        RuleViolation v = check(g, seat, region);
        if (v == null) out.add(new TokenReplaced(seat, region, METHOD));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        throw new IllegalStateException("the Vampire's tokenReplaced is folded by the substitutions");
    }

    @Override
    public void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.CONQUEST && check(g, seat, r) == null) out.add(new Vampirize(r));
    }

    @Override
    public boolean makes(String method) {
        return METHOD.equals(method);
    }

    /** Once per turn and per opponent ([U 767]). */
    @Override
    public void onReplacing(Game g, int region, String method, RaceState<?> victim) {
        UndergroundData.of(g).vampirized |= 1 << victim.seat;
    }
}
