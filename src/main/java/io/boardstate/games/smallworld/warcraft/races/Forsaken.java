package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.RecruitForsaken;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ForsakenRecruited;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;
import java.util.List;

/**
 * Forsaken (4.12, [W 467], example [W 285]): each token their conquests make another race lose
 * (Murlocs, the loss of an active race, every declined token; not saved tokens) may be bought
 * back as a new Forsaken token for 1 coin, at the start of redeployment, within the tray (R-35,
 * [W 203]). The count is the difference the conquest makes to the Murlocs and the defender's tray;
 * Intimidating Forsaken also count the Murlocs and tokens they discard (Intimidating). Command
 * {@code recruitForsaken}.
 */
public final class Forsaken extends OneCommand<RecruitForsaken, ForsakenRecruited> implements WarcraftAbility, PerTurn {
    public static final String ID = "FORSAKEN";

    public Forsaken() {
        super("recruitForsaken", RecruitForsaken.class, "forsakenRecruited", ForsakenRecruited.class);
    }

    /** Their losses to Intimidating count too. */
    @Override
    public boolean countsLosses() {
        return true;
    }

    @Override
    public void beforeConquered(Game g, RaceState<?> x, int region, String method) {
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        d.murlocsBefore = g.s.natives[region];
        RaceState<?> defender = g.occupant(region);
        d.traySlot = defender == null ? -1 : g.tray(defender);
        d.trayBefore = d.traySlot < 0 ? 0 : g.s.tray[d.traySlot];
    }

    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        d.losses += d.murlocsBefore + (d.traySlot < 0 ? 0 : g.s.tray[d.traySlot] - d.trayBefore);
        d.traySlot = -1;
        d.trayBefore = -1;
        d.murlocsBefore = 0;
    }

    /** The losses and the recruiting are the turn's. */
    @Override
    public void startTurn(Game g, int seat) {
        for (RaceState<?> r : g.s.races) {
            if (r.seat != seat) continue;
            ((WarcraftRaceData) r.extra).losses = 0;
            ((WarcraftRaceData) r.extra).recruited = false;
        }
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, RecruitForsaken c) {
        int count = c.count();
        int max = recruitable(g, seat);
        if (count >= 1 && count <= max) return null;
        return illegal(
                "NO_RECRUITS",
                "The Forsaken may buy up to " + max
                        + " tokens now: one per token their conquests made others lose this turn, 1 coin each, at redeployment ([W 467], R-35).");
    }

    @Override
    protected void write(Game g, int seat, RecruitForsaken c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new ForsakenRecruited(seat, c.count()));
    }

    @Override
    protected void fold(Game g, ForsakenRecruited e) {
        RaceState<?> x = g.race(g.s.activeRace[e.seat()]);
        ((WarcraftRaceData) x.extra).recruited = true;
        Coins.change(g, e.seat(), -e.count(), Coins.RACE, ID);
        g.s.tray[g.tray(x)] -= e.count();
        x.hand += e.count();
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        for (int n = 1; n <= recruitable(g, seat); n++) out.add(new RecruitForsaken(n));
    }

    /** The most tokens {@code seat} may recruit now: losses, coins and the tray bound it. */
    private static int recruitable(Game g, int seat) {
        int id = g.s.activeRace[seat];
        if (g.s.phase != Phase.REDEPLOY || id < 0) return 0;
        RaceState<?> x = g.race(id);
        WarcraftRaceData d = (WarcraftRaceData) x.extra;
        if (!x.is(ID) || d.recruited) return 0;
        return Math.min(d.losses, Math.min(g.s.coins[seat], g.s.tray[g.tray(x)]));
    }
}
