package io.boardstate.engine;

import java.util.List;

/**
 * What a ruleset is and accepts.
 *
 * @param id stable identifier used in the API, e.g. {@code smallworld}
 * @param name display name
 * @param minSeats fewest players
 * @param maxSeats most players
 * @param options the options a match may set
 * @param description a short summary for API consumers
 */
public record RulesetInfo(
        String id, String name, int minSeats, int maxSeats, List<OptionSpec> options, String description) {
    public RulesetInfo {
        options = List.copyOf(options);
    }
}
