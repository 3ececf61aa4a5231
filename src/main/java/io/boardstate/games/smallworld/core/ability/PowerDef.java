package io.boardstate.games.smallworld.core.ability;

import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * A special power badge (powers.json).
 *
 * @param index position in the catalog: the order setup shuffles badges in
 * @param badge extra tokens the badge gives (1.3)
 * @param keptInDecline the badge stays with its race in decline instead of being discarded, and
 *     its hooks keep working (base: Spirit; discarded when the race vanishes, R-5)
 * @param hooks the hooks its behaviour class overrides ({@code core.Hook})
 */
public record PowerDef(
        String id,
        int index,
        String name,
        int badge,
        boolean keptInDecline,
        List<ScoreRule> score,
        List<CostRule> cost,
        Behaviour ability,
        long hooks,
        Map<String, Object> features)
        implements Traits {
    public PowerDef {
        score = List.copyOf(score);
        cost = List.copyOf(cost);
        features = features == null ? Map.of() : Map.copyOf(features);
    }

    PowerDef with(Behaviour behaviour, ToLongFunction<Behaviour> hooksOf) {
        return new PowerDef(
                id,
                index,
                name,
                badge,
                keptInDecline,
                score,
                cost,
                behaviour,
                hooksOf.applyAsLong(behaviour),
                features);
    }
}
