package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundData;

/**
 * Liches (7.7, R-20): while in decline, whoever conquers one of their regions pays their owner a
 * coin, and a player without coins may not. The race works in decline (races.json), so its hooks
 * are asked then; it does nothing while active except by option.
 */
public final class Liches implements UndergroundAbility {
    public static final String ID = "LICHES";

    /** Declined Liches toll the Balrog's master too: a coin, and none without one (7.7, R-52). */
    @Override
    public boolean tollsTheBalrog(RaceState<?> x) {
        return x.declined;
    }

    private static boolean tolls(Game g, RaceState<?> liches) {
        return liches.declined || UndergroundData.of(g).rules.lichesLockoutWhileActive();
    }

    @Override
    public RuleViolation protects(Game g, RaceState<?> x, int region) {
        RaceState<?> d = g.occupant(region);
        if (d == null || d.seat == x.seat || !tolls(g, d) || g.s.coins[x.seat] > 0) return null;
        return illegal(
                "LICHES_TOLL_UNPAID",
                "A player without coins cannot conquer a region of declined Liches ([U 599]-[U 600], 7.7).");
    }

    @Override
    public void onDefeated(Game g, RaceState<?> d, int region) {
        int attacker = g.s.currentSeat;
        if (!d.declined || attacker == d.seat || g.s.coins[attacker] < 1) return;
        Coins.transfer(g, attacker, d.seat, 1, Coins.TOLL, ID); // [U 596]-[U 598]: one coin per region conquered
    }
}
