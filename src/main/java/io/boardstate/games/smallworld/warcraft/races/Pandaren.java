package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftData;

/**
 * Pandaren (4.11, [W 463]): at the end of their turn they hand a Harmony token to every opponent
 * whose active race they did not attack this turn, players without a race included; a holder pays
 * the Pandaren's owner 2 coins, once, before attacking the active Pandaren, and cannot attack them
 * without the coins. The tokens come back at the start of their owner's turn (also
 * a Decline turn). Conquests pay the toll here; bomb explosions, Intimidating and Portal swaps
 * through {@code Tolls}.
 */
public final class Pandaren implements WarcraftAbility, PerTurn {
    public static final String ID = "PANDAREN";

    /** T1: the tokens handed out by {@code seat} come back to it. */
    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData d = WarcraftData.of(g);
        for (int other = 0; other < g.s.seats; other++) {
            if (d.harmonyFrom[other] == seat) {
                d.harmonyFrom[other] = -1;
                d.harmonyPaid[other] = false;
            }
        }
    }

    /** Their Harmony tokens ([W 463], R-34). */
    @Override
    public boolean handsOutHarmony() {
        return true;
    }

    /** E7: the distribution (4 tokens suffice for 5 players). */
    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        WarcraftData d = WarcraftData.of(g);
        for (int seat = 0; seat < g.s.seats; seat++) {
            if (seat == x.seat || (g.s.attackedSeats & (1 << seat)) != 0) continue;
            d.harmonyFrom[seat] = x.seat;
            d.harmonyPaid[seat] = false;
        }
    }

    private static boolean due(Game g, RaceState<?> attacker, int region) {
        WarcraftData d = WarcraftData.of(g);
        RaceState<?> pandaren = g.occupant(region);
        return d.harmonyFrom[attacker.seat] == pandaren.seat && !d.harmonyPaid[attacker.seat];
    }

    @Override
    public RuleViolation protects(Game g, RaceState<?> x, int region) {
        if (!due(g, x, region) || g.s.coins[x.seat] >= 2) return null;
        return illegal(
                "HARMONY_TOLL", "A holder of a Harmony token pays 2 coins before attacking the Pandaren ([W 463]).");
    }

    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        RaceState<?> x = g.acting();
        if (x == null || !due(g, x, region)) return;
        WarcraftData d = WarcraftData.of(g);
        d.harmonyPaid[x.seat] = true;
        Coins.transfer(g, x.seat, defender.seat, 2, Coins.TOLL, ID);
    }
}
