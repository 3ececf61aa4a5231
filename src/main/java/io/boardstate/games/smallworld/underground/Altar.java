package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.CoreEvent.RaceDeclined;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.DeclineWithAltar;
import io.boardstate.games.smallworld.underground.UndergroundEvent.AltarUsed;
import java.util.List;

/**
 * The Altar of Souls (9.3.1, R-46): after scoring, its holder removes a token of its declined race
 * for 3 coins. Used at the end of the turn ({@code endTurn}, {@code finishTombRedeploy}) or right
 * after going into decline (command {@code declineWithAltar}, C3).
 */
public final class Altar extends OneCommand<DeclineWithAltar, AltarUsed> {
    private final Treasures treasures;

    Altar(Treasures treasures) {
        super("declineWithAltar", DeclineWithAltar.class, "altarUsed", AltarUsed.class);
        this.treasures = treasures;
    }

    /** The Altar on {@code region} after scoring (9.3.1, R-46), in the state {@code g} scores. */
    public RuleViolation check(Game g, int seat, int region) {
        RaceState<?> holder = treasures.controller(g, Treasures.ALTAR);
        if (holder == null || holder.seat != seat)
            return illegal("NO_ALTAR", "The Altar of Souls serves the player whose race holds it ([U 860]-[U 861]).");
        RuleViolation v = UndergroundChecks.region(g, region);
        if (v != null) return v;
        int declined = g.s.declinedRace[seat];
        if (declined < 0 || g.s.owner[region] != declined)
            return illegal("NOT_YOUR_DECLINED_REGION", "The Altar takes a token of your declined race ([U 860]).");
        return null;
    }

    /** Whether {@link #check} may accept some region: the seat holds the Altar and has a declined race. */
    boolean servesNow(Game g, int seat) {
        RaceState<?> holder = treasures.controller(g, Treasures.ALTAR);
        return holder != null && holder.seat == seat && g.s.declinedRace[seat] >= 0;
    }

    /** The end of the turn's events ({@code events}, the last ending the turn), with the Altar used after scoring if asked. */
    public void endOfTurn(Game g, int seat, Integer region, List<SmallWorldEvent> events) {
        Decisions.endOfTurn(g, seat, false, events);
        if (region != null) events.add(events.size() - 1, new AltarUsed(seat, region)); // before the turn ends
    }

    /** Going into decline and then using the Altar (C3): checked on the state after the decline. */
    private RuleViolation checkDecline(Game g, int seat, int region) {
        RuleViolation v = Checks.decline(g, seat);
        if (v != null) return v;
        return check(afterDecline(g, seat), seat, region);
    }

    /** The state right after {@code seat}'s active race declines (a copy; to check what follows the decline). */
    private static Game afterDecline(Game g, int seat) {
        Game after = new Game(g.s.copy(), g.map, g.edition);
        after.edition.applyTo(after, new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
        return after;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, DeclineWithAltar c) {
        return checkDecline(g, seat, c.altarRegion());
    }

    @Override
    protected void write(Game g, int seat, DeclineWithAltar c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
        endOfTurn(g, seat, c.altarRegion(), out); // C2 score, then C3 the Altar
    }

    @Override
    protected void fold(Game g, AltarUsed e) {
        RaceState<?> y = g.occupant(e.region());
        g.s.tray[g.tray(y)]++;
        if (--g.s.tokens[e.region()] == 0) {
            Conquest.clearMarkers(g, e.region());
            Conquest.vacate(g, e.region());
            if (y.regions == 0) Declining.vanish(g, y);
        }
        Coins.change(g, e.seat(), 3, Coins.PLACE, Treasures.ALTAR); // [U 860]
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.TURN_START) return;
        // a decline only empties or thins regions: unless a race of the seat holds the Altar now,
        // none does after it and the check refuses every region, so no copy is made to find that
        int altar = treasures.at(g, Treasures.ALTAR);
        RaceState<?> holder = altar < 0 ? null : g.occupant(altar);
        if (holder == null || holder.seat != seat) return;
        if (Checks.decline(g, seat) == null) {
            Game after = afterDecline(g, seat);
            for (int r = 0; r < g.map.size; r++) if (check(after, seat, r) == null) out.add(new DeclineWithAltar(r));
        }
    }
}
