package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.Moves;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.Tolls;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.Intimidate;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.MoveLonelyTauren;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.Intimidated;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.LonelyTaurenMoved;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Intimidating, Italian «Minacciosi» (5.18, [W 576]-[W 580], R-48): three times a turn, before
 * the final conquest, the race takes one piece from a region next to it held by an opponent or
 * Murlocs: a Wisp Wall or Garrison first, else a Murloc (discarded), else a race token moved to
 * another region of its race (the Intimidating player chooses), or discarded when there is none
 * (Holy Light and the Chapel of Light can save it: it then stays). Not a conquest, but an attack:
 * taking a token of the active Pandaren owes the Harmony toll, the Aegis region its toll
 * both paid as the use is declared (R-17, spent even if the token is saved); a token or
 * Murloc discarded by Intimidating Forsaken counts among their losses. Commands {@code
 * intimidate} and {@code moveLonelyTauren} (the Tauren owner's answer to a prompt, R-36).
 */
public final class Intimidating implements Ability, OwnMoves, PerTurn {
    public static final String ID = "INTIMIDATING";
    public static final int USES = 3;
    private final int wall;
    private final int garrison;
    private final int tower;
    private final int beast;
    private final int champion;

    public Intimidating(Catalog catalog) {
        wall = catalog.marker("WISP_WALL");
        garrison = catalog.marker("GARRISON");
        tower = catalog.marker("WATCHTOWER");
        beast = catalog.marker("BEAST");
        champion = catalog.marker("CHAMPION");
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).intimidations = 0;
        WarcraftData.of(g).lonelyTauren = -1;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Moves.inOrder("intimidate", Intimidate.class, "moveLonelyTauren", MoveLonelyTauren.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Moves.inOrder("intimidated", Intimidated.class, "lonelyTaurenMoved", LonelyTaurenMoved.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        if (command instanceof Intimidate c) {
            RuleViolation v = check(g, seat, c.source(), c.destination());
            if (v == null) out.add(new Intimidated(seat, c.source(), c.destination()));
            return v;
        }
        int region = ((MoveLonelyTauren) command).region();
        RuleViolation v = checkLonely(g, seat, region);
        if (v == null) out.add(new LonelyTaurenMoved(seat, WarcraftData.of(g).lonelyTauren, region));
        return v;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        if (event instanceof Intimidated e) intimidate(g, e.source(), e.destination());
        else if (event instanceof LonelyTaurenMoved e) moveLonely(g, e.from(), e.region());
    }

    /** Listed for an active Intimidating race only (the check's first test, done once). */
    @Override
    public boolean listsInRegions(Game g, int seat) {
        return g.conqueringWith(ID);
    }

    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        // what the check asks of the source alone, once per region, cheap tests first; its destinations all pass
        if (g.s.conquestEnded || WarcraftData.of(g).intimidations >= USES || !g.touches(region, g.acting().id)) return;
        if (checkSource(g, seat, region) != null) return;
        for (int to : destinations(g, region)) out.add(new Intimidate(region, to));
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return command instanceof MoveLonelyTauren;
    }

    /** The Tauren owner answers first. */
    @Override
    public int promptSeat(Game g) {
        if (g.s.phase != Phase.CONQUEST) return -1; // first: every command of every phase asks
        int lonely = WarcraftData.of(g).lonelyTauren;
        return lonely >= 0 ? g.race(g.s.owner[lonely]).seat : -1;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        for (int r : taurenRegions(g, WarcraftData.of(g).lonelyTauren))
            if (checkLonely(g, seat, r) == null) out.add(new MoveLonelyTauren(r));
    }

    /** Where the token of {@code source} may go: the other regions of its race, or [-1] (discarded) when none. */
    private List<Integer> destinations(Game g, int source) {
        List<Integer> out = new ArrayList<>();
        if (g.s.markers[wall][source] > 0 || g.s.markers[garrison][source] > 0 || g.s.natives[source] > 0) {
            out.add(-1);
            return out;
        }
        int o = g.s.owner[source];
        for (int r = 0; r < g.map.size; r++) if (r != source && g.s.owner[r] == o) out.add(r);
        if (out.isEmpty()) out.add(-1);
        return out;
    }

    private RuleViolation check(Game g, int seat, int source, int destination) {
        RuleViolation v = checkSource(g, seat, source);
        if (v != null) return v;
        if (!destinations(g, source).contains(destination))
            return illegal(
                    "BAD_DESTINATION",
                    "The token goes to another region of its race, or is discarded if there is none ([W 576]).");
        return null;
    }

    /** {@link #check} but for the destination. */
    private RuleViolation checkSource(Game g, int seat, int source) {
        RaceState<?> x = g.acting();
        if (!g.conqueringWith(ID) || g.s.conquestEnded)
            return illegal(
                    "NOT_INTIMIDATING",
                    "Only an active Intimidating race does this, before its final conquest ([W 580]).");
        if (WarcraftData.of(g).intimidations >= USES) return illegal("NO_USES_LEFT", "Three times per turn ([W 576]).");
        if (!g.map.valid(source) || !g.touches(source, x.id))
            return illegal("NOT_ADJACENT", "The region must border one of this race ([W 576]).");
        RaceState<?> o = g.occupant(source);
        if ((o == null && g.s.natives[source] == 0) || (o != null && o.seat == seat))
            return illegal("NO_OPPONENT", "The region must hold an opponent's race or Murlocs ([W 576]).");
        if (g.s.markers[tower][source] > 0)
            return illegal("IMMUNE_REGION", "This region is protected from abilities (R-44, R-48).");
        boolean shielded = shielded(g, source);
        if (g.s.coins[seat] < Tolls.ability(g, x, !shielded, source))
            return illegal(
                    "TOLL_UNPAID",
                    "Intimidating this region first costs its tolls: Harmony 2 ([W 463], R-34), Aegis 2 ([W 615], R-54).");
        if (!shielded && o != null && g.s.tokens[source] == 0)
            return illegal("NOTHING_TO_MOVE", "A region held by the Champion alone has no token to move (R-48).");
        return null;
    }

    /** The other regions of the Tauren in {@code source}, where its lonely token may go. */
    private static List<Integer> taurenRegions(Game g, int source) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < g.map.size; r++) if (r != source && g.s.owner[r] == g.s.owner[source]) out.add(r);
        return out;
    }

    /**
     * a Tauren token left alone goes to its owner's hand when the Tauren have no other
     * region, to their other region when they have one; with several its owner chooses ({@code
     * moveLonelyTauren}: the token waits in place until then).
     */
    private void lonelyTauren(Game g, RaceState<?> d, int source) {
        List<Integer> to = taurenRegions(g, source);
        if (to.size() > 1) {
            WarcraftData.of(g).lonelyTauren = source;
            return;
        }
        if (to.isEmpty()) {
            if (g.s.markers[beast][source] > 0) g.s.markers[beast][source]--;
            g.s.tokens[source] = 0;
            d.hand++;
        } else moveLonely(g, source, to.getFirst());
    }

    private RuleViolation checkLonely(Game g, int seat, int region) {
        int from = WarcraftData.of(g).lonelyTauren;
        if (from < 0 || g.race(g.s.owner[from]).seat != seat)
            return illegal("NO_LONELY_TAUREN", "No Tauren token of yours waits alone (R-36).");
        if (!taurenRegions(g, from).contains(region))
            return illegal("NOT_TAUREN_REGION", "The lonely token goes to another Tauren region ([W 488], R-36).");
        return null;
    }

    /** Apply time: the lonely token (a Beast if that is what is left) joins {@code to}; its region empties unless the Champion holds it. */
    private void moveLonely(Game g, int from, int to) {
        WarcraftData.of(g).lonelyTauren = -1;
        if (g.s.markers[beast][from] > 0) {
            g.s.markers[beast][from]--;
            g.s.markers[beast][to]++;
        }
        g.s.tokens[from] = 0;
        g.s.tokens[to]++;
        if (g.s.markers[champion][from] > 0) return;
        Conquest.clearMarkers(g, from);
        Conquest.vacate(g, from);
    }

    /** A Wisp Wall, a Garrison or a Murloc is taken before any race token. */
    private boolean shielded(Game g, int source) {
        return g.s.markers[wall][source] > 0 || g.s.markers[garrison][source] > 0 || g.s.natives[source] > 0;
    }

    /** Apply time: one use, its tolls first. */
    private void intimidate(Game g, int source, int destination) {
        WarcraftData.of(g).intimidations++;
        RaceState<?> x = g.acting();
        Tolls.payAbility(g, x, !shielded(g, source), source);
        WarcraftRaceData forsaken = WarcraftAbility.race(g, x).countsLosses() ? (WarcraftRaceData) x.extra : null;
        if (g.s.markers[wall][source] > 0) {
            g.s.markers[wall][source] = 0;
            return;
        }
        if (g.s.markers[garrison][source] > 0) {
            g.s.markers[garrison][source] = 0;
            return;
        }
        if (g.s.natives[source] > 0) {
            g.s.natives[source]--;
            if (forsaken != null) forsaken.losses++; // a discarded Murloc ([W 285], R-35)
            return;
        }
        RaceState<?> d = g.occupant(source);
        if (d.active()) g.s.attackedSeats |= 1 << d.seat; // an attack for the Pandaren
        boolean isBeast = g.s.markers[beast][source] > 0; // a Beast goes first, as a loss would (5.14)
        if (destination >= 0) {
            g.s.tokens[destination]++;
            if (isBeast) g.s.markers[beast][destination]++;
        } else if (Hooks.tokensLost(g, d, source, 1) == 1) {
            if (isBeast) ((WarcraftRaceData) d.extra).beasts--;
            else g.s.tray[g.tray(d)]++;
            if (forsaken != null) forsaken.losses++;
        } else {
            return; // saved: the token stays
        }
        if (isBeast) g.s.markers[beast][source]--;
        g.s.tokens[source]--;
        if (d.active() && WarcraftAbility.race(g, d).neverAlone() && g.s.tokens[source] == 1)
            lonelyTauren(g, d, source);
        if (g.s.tokens[source] > 0 || g.s.owner[source] < 0 || g.s.markers[champion][source] > 0)
            return; // the Champion holds it
        Conquest.clearMarkers(g, source);
        Conquest.vacate(g, source);
        if (d.declined && d.regions == 0) Declining.vanish(g, d);
    }
}
