package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;

/**
 * Tauren (4.13, [W 474] + [W 488]): never fewer than 2 tokens to conquer or hold a region, even
 * while readying troops; 2 tokens per region stay on decline; a final conquest needs 2 tokens in
 * hand. They lose 1 token when conquered, like everyone (family default). A token left
 * alone by Intimidating joins another Tauren region of its owner's choice (Intimidating).
 */
public final class Tauren implements WarcraftAbility {
    public static final String ID = "TAUREN";

    /** Never fewer than 2 tokens in a region of theirs ([W 474], R-36). */
    @Override
    public boolean neverAlone() {
        return true;
    }

    @Override
    public int minimumCost(Game g, RaceState<?> x, int region) {
        return 2;
    }

    @Override
    public int tokensLeftWhenReadying(Game g, RaceState<?> x, int region) {
        return 2;
    }

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        return 2;
    }

    @Override
    public RuleViolation forbidsDieConquest(Game g, RaceState<?> x) {
        if (x.hand >= 2) return null;
        return illegal("TAUREN_NEED_TWO", "A Tauren final conquest needs at least 2 tokens in hand ([W 474], R-36).");
    }
}
