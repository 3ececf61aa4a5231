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
 * @param minimum the least value of an {@code integer} option (null for the other types)
 * @param maximum the greatest value of an {@code integer} option (null for the other types)
 */
public record OptionSpec(
        String name,
        String type,
        Object defaultValue,
        List<String> allowed,
        String description,
        Integer minimum,
        Integer maximum) {
    public OptionSpec {
        allowed = allowed == null ? List.of() : List.copyOf(allowed);
        if (type.equals("integer") && (minimum == null || maximum == null || minimum > maximum))
            throw new IllegalArgumentException("integer option " + name + " needs a range");
        if (type.equals("integer") && ((int) defaultValue < minimum || (int) defaultValue > maximum))
            throw new IllegalArgumentException("default of " + name + " outside its range");
    }

    /** Whether {@code value} lies in an {@code integer} option's range. */
    public boolean inRange(int value) {
        return minimum != null && maximum != null && value >= minimum && value <= maximum;
    }

    public static OptionSpec bool(String name, boolean defaultValue, String description) {
        return new OptionSpec(name, "boolean", defaultValue, List.of(), description, null, null);
    }

    public static OptionSpec choice(String name, String defaultValue, List<String> allowed, String description) {
        return new OptionSpec(name, "string", defaultValue, allowed, description, null, null);
    }

    /** A whole number from {@code minimum} to {@code maximum}, both included. */
    public static OptionSpec integer(String name, int defaultValue, int minimum, int maximum, String description) {
        return new OptionSpec(name, "integer", defaultValue, List.of(), description, minimum, maximum);
    }
}
