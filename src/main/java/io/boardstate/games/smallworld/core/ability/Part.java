package io.boardstate.games.smallworld.core.ability;

import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * What a race banner and a power badge have alike: their entry in the catalog, their data rules
 * for coins and costs, their behaviour class and an extension slot. One record, so that the two
 * kinds read, copy and get their behaviour the same way.
 *
 * @param index position in the catalog: the order setup shuffles banners or badges in (and a race's tray index)
 * @param ability its behaviour class ({@code core.Ability}), null if it has none
 * @param hooks the hooks its behaviour class overrides ({@code core.Hook})
 * @param features edition extension slot from the data file (e.g. Warcraft factions), JSON values
 */
public record Part(
        String id,
        int index,
        String name,
        List<ScoreRule> score,
        List<CostRule> cost,
        Behaviour ability,
        long hooks,
        Map<String, Object> features) {
    public Part {
        score = List.copyOf(score);
        cost = List.copyOf(cost);
        features = features == null ? Map.of() : Map.copyOf(features);
    }

    /** The same part with its behaviour class and the hooks it overrides. */
    Part with(Behaviour behaviour, ToLongFunction<Behaviour> hooksOf) {
        return new Part(id, index, name, score, cost, behaviour, hooksOf.applyAsLong(behaviour), features);
    }
}
