package io.boardstate.games.smallworld.underground.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.HeldPowers;
import io.boardstate.games.smallworld.underground.Substitutions;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.Vampirize;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TokenReplaced;
import java.util.EnumSet;

/**
 * Vampire (8.20): once per turn and per opponent, a conquest replaces the opponent's lone
 * token with one of the race's ([U 767]); command {@code vampirize}.
 */
public final class Vampire extends RegionMove<Vampirize, SmallWorldEvent>
        implements UndergroundAbility, Substitutions.Substituting, PerTurn {
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
        super(
                EnumSet.of(Phase.CONQUEST),
                "vampirize",
                Vampirize.class,
                Vampirize::new,
                null,
                SmallWorldEvent.class,
                (seat, region) -> new TokenReplaced(seat, region, METHOD));
        this.powers = powers;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.acting();
        return x != null && powers.any(g, x, UndergroundAbility::replacesTokens);
    }

    /** The check's substitution refuses every region but a lone token's that the race may target. */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return Substitutions.worthChecking(g, g.acting(), r);
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = UndergroundChecks.conquering(g, seat, "A Vampire conquest");
        if (v != null) return v;
        if (!heldBy(g, seat)) return illegal("NOT_VAMPIRE", "Only a Vampire race replaces tokens ([U 767]).");
        RaceState<?> x = g.acting();
        if ((v = Substitutions.check(g, x, r)) != null) return v;
        if ((UndergroundData.of(g).vampirized & (1 << g.occupant(r).seat)) != 0)
            return illegal("OPPONENT_ALREADY_VAMPIRIZED", "Once per turn and per opponent ([U 767]).");
        return null;
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

    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).vampirized = 0;
    }
}
