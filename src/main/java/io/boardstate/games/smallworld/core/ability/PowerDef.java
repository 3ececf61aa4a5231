package io.boardstate.games.smallworld.core.ability;

import java.util.function.ToLongFunction;

/**
 * A special power badge (powers.json).
 *
 * @param part its id, catalog index (the order setup shuffles badges in), rules and behaviour
 * @param badge extra tokens the badge gives (1.3)
 * @param keptInDecline the badge stays with its race in decline instead of being discarded, and
 *     its hooks keep working (base: Spirit; discarded when the race vanishes, R-5)
 */
public record PowerDef(Part part, int badge, boolean keptInDecline) implements Traits {
    PowerDef with(Behaviour behaviour, ToLongFunction<Behaviour> hooksOf) {
        return new PowerDef(part.with(behaviour, hooksOf), badge, keptInDecline);
    }
}
