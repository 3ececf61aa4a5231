package io.boardstate.engine;

import java.util.Map;

/**
 * What a ruleset needs to set a match up.
 *
 * @param seats number of players (seats are numbered 0 .. seats-1)
 * @param options every option of {@link RulesetInfo#options()}, validated, defaults filled in
 */
public record MatchSetup(int seats, Map<String, Object> options) {
    public MatchSetup {
        options = Map.copyOf(options);
    }

    public boolean bool(String name) {
        return (Boolean) required(name);
    }

    public String string(String name) {
        return (String) required(name);
    }

    public int integer(String name) {
        return ((Number) required(name)).intValue();
    }

    private Object required(String name) {
        Object value = options.get(name);
        if (value == null) throw new IllegalArgumentException("option not declared or not filled in: " + name);
        return value;
    }
}
