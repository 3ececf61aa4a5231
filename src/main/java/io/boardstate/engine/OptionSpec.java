package io.boardstate.engine;

import java.util.List;

/**
 * One match option a ruleset accepts. The service validates the type and the allowed values and
 * fills in the default before the ruleset's setup sees the options.
 *
 * @param name option key in the create-match request
 * @param type {@code boolean}, {@code integer}, {@code string} (then {@code allowed} lists the
 *     values)
 * @param defaultValue used when the request leaves the option out
 * @param allowed allowed values for {@code string} options; empty for the other types
 * @param description what the option changes, with the rule or ruling it selects
 */
public record OptionSpec(String name, String type, Object defaultValue, List<String> allowed, String description) {
    public OptionSpec {
        allowed = allowed == null ? List.of() : List.copyOf(allowed);
    }

    public static OptionSpec bool(String name, boolean defaultValue, String description) {
        return new OptionSpec(name, "boolean", defaultValue, List.of(), description);
    }

    public static OptionSpec choice(String name, String defaultValue, List<String> allowed, String description) {
        return new OptionSpec(name, "string", defaultValue, allowed, description);
    }

    public static OptionSpec integer(String name, int defaultValue, String description) {
        return new OptionSpec(name, "integer", defaultValue, List.of(), description);
    }
}
