package io.boardstate.games.smallworld.example;

import io.boardstate.games.smallworld.core.SmallWorldRuleset;

/** The ruleset of the example edition (test-only: not registered, so the service never offers it). */
public final class SmallWorldExample extends SmallWorldRuleset {
    public SmallWorldExample() {
        super(new ExampleEdition());
    }
}
