package io.boardstate.games.smallworld.core.ability;

import java.util.function.ToLongFunction;

/**
 * A race banner (races.json).
 *
 * @param part its id, catalog index (the order setup shuffles banners in and the tray index), rules and behaviour
 * @param banner tokens a player takes for the race, before the badge's (2.3)
 * @param pool race tokens in the box (1.2); the tray starts with them
 * @param worksInDecline the race's hooks keep working when it is in decline (base: Ghouls)
 */
public record RaceDef(Part part, int banner, int pool, boolean worksInDecline) implements Traits {
    RaceDef with(Behaviour behaviour, ToLongFunction<Behaviour> hooksOf) {
        return new RaceDef(part.with(behaviour, hooksOf), banner, pool, worksInDecline);
    }
}
