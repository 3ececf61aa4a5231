package io.boardstate.games.smallworld.core.ability;

import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * A race banner (races.json).
 *
 * @param index position in the catalog: the order setup shuffles banners in and the tray index
 * @param banner tokens a player takes for the race, before the badge's (2.3)
 * @param pool race tokens in the box (1.2); the tray starts with them
 * @param worksInDecline the race's hooks keep working when it is in decline (base: Ghouls)
 * @param hooks the hooks its behaviour class overrides ({@code core.Hook})
 */
public record RaceDef(
        String id,
        int index,
        String name,
        int banner,
        int pool,
        boolean worksInDecline,
        List<ScoreRule> score,
        List<CostRule> cost,
        Behaviour ability,
        long hooks,
        Map<String, Object> features)
        implements Traits {
    public RaceDef {
        score = List.copyOf(score);
        cost = List.copyOf(cost);
        features = features == null ? Map.of() : Map.copyOf(features);
    }

    RaceDef with(Behaviour behaviour, ToLongFunction<Behaviour> hooksOf) {
        return new RaceDef(
                id,
                index,
                name,
                banner,
                pool,
                worksInDecline,
                score,
                cost,
                behaviour,
                hooksOf.applyAsLong(behaviour),
                features);
    }
}
