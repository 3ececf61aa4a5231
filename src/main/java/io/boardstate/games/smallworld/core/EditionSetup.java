package io.boardstate.games.smallworld.core;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.Map;

/**
 * Setting up a match of one edition (2.2), the part an edition gives it to ({@link
 * Edition#setupBy}): the seats and options checked once as in every edition ({@link Setup#check}),
 * then the edition's draws in the order of its spec, and the state its first event opens.
 */
public abstract class EditionSetup {
    protected final RulesetInfo info;
    protected final Catalog catalog;

    protected EditionSetup(RulesetInfo info, Catalog catalog) {
        this.info = info;
        this.catalog = catalog;
    }

    /** The opening events, or why the match cannot be set up; every random outcome is in them (9.3). */
    public final Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        RuleViolation v = Setup.check(info, setup);
        if (v != null) return Decision.reject(v);
        return draw(setup.seats(), Setup.options(info, setup), rng);
    }

    /** The edition's first event for checked seats and options (the defaults filled in), drawn with {@code rng}. */
    protected abstract Decision<SmallWorldEvent> draw(int seats, Map<String, Object> options, Rng rng);

    /** The state made by the first event, its turn begun ({@link Setup#init}, {@link Setup#begin}). */
    public abstract SmallWorldState<?, ?> start(SmallWorldEvent first, Edition edition);
}
