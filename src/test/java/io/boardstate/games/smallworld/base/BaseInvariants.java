package io.boardstate.games.smallworld.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldInvariants;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;

/** The invariants of spec 9.7, asserted after every event of the random games. */
final class BaseInvariants {
    private static final Catalog CATALOG = BaseFixture.CATALOG;
    private static final int DRAGON = CATALOG.marker("DRAGON");
    private static final int FORTRESS = CATALOG.marker("FORTRESS");

    private BaseInvariants() {}

    static void check(SmallWorldState<?, ?> state, Object event) {
        BaseState s = (BaseState) state;
        // 1. token pools conserved; 4. one active race, at most one declined race besides a Spirit one; 5. banners
        SmallWorldInvariants.family(s, CATALOG, event, r -> 0, r -> r.power.equals(Power.SPIRIT));
        for (int reg = 0; reg < s.owner.length; reg++) {
            int o = s.owner[reg];
            if (o < 0) continue;
            RaceState<BaseRaceData> r = s.race(o);
            assertTrue(!r.gone, "a vanished race holds no region");
            assertTrue(s.tokens[reg] >= 1, () -> "occupied region without tokens after " + event);
            assertEquals(0, s.natives[reg], "a Lost Tribe only in an otherwise empty region");
            if (r.declined && !r.is(Race.GHOULS))
                assertEquals(
                        1, s.tokens[reg], () -> "declined race with more than one token per region after " + event);
            assertTrue(s.markers[FORTRESS][reg] <= 1, "one Fortress per region");
            if (s.markers[DRAGON][reg] > 0) assertTrue(r.activeWith(Power.DRAGON_MASTER), "the Dragon is its master's");
        }
    }
}
