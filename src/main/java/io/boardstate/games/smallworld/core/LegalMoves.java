package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.CoreCommand.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Every command a seat may submit now: the shared moves, each region's edition moves right after
 * the shared ones for that region, the edition's other moves, then the move that closes the step.
 * Built from the same checks as {@code decide}, so both agree; the order is stable (it is part of
 * what replays of random games depend on).
 */
final class LegalMoves {
    private LegalMoves() {}

    /** @param prompted whether a prompt is pending ({@link Edition#promptSeat}), asked once by the caller */
    static List<SmallWorldCommand> of(Game g, int seat, boolean prompted) {
        List<SmallWorldCommand> out = new ArrayList<>(16); // lists hold 2-20 moves on average by phase
        SmallWorldState<?, ?> s = g.s;
        if (prompted) {
            g.edition.legalInPrompt(g, seat, out);
            return out;
        }
        switch (s.phase) {
            case PICK -> {
                for (int slot = 0; slot < s.marketRaces.size(); slot++) {
                    if (Checks.pickCombo(g, seat, slot) == null) out.add(new PickCombo(slot));
                }
                g.edition.legalInPhase(g, seat, out);
            }
            case TURN_START -> {
                out.add(new Expand());
                if (Checks.decline(g, seat) == null) out.add(new Decline());
                g.edition.legalInPhase(g, seat, out);
            }
            case CONQUEST -> {
                RaceState<?> x = g.acting();
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                // Targets.conquer and conquerWithDie, split so that what does not depend on the
                // region is checked once and each region's target once for both.
                boolean byTokens = Targets.canStartConquest(g, x, true) == null;
                boolean byDie = Targets.canStartDieConquest(g, x) == null;
                boolean[] candidates = byTokens || byDie ? Targets.candidatesPerList(g, x) : null;
                Targets.ForList targets = candidates == null ? null : new Targets.ForList(g, x);
                // Checks.abandon refuses every region the acting race does not hold (4.8), the same for all it holds.
                boolean abandons = abandons(g, seat, x.id);
                int[] owner = s.owner; // locals: the calls in the loop keep the JIT from hoisting the fields
                int size = g.map.size, id = x.id;
                long visit =
                        parts.length == 0 ? conquestRegions(owner, abandons ? id : -2, candidates, size) : EVERY_REGION;
                for (int r = 0; r < size; r++) {
                    if (visit != EVERY_REGION) { // the next region of the mask
                        if (visit == 0) break;
                        r = Long.numberOfTrailingZeros(visit);
                        visit &= visit - 1;
                    }
                    if (abandons && owner[r] == id) out.add(new Abandon(r));
                    if (candidates != null && candidates[r] && targets.accepts(r)) {
                        int kinds = targets.kinds(r, byTokens, byDie); // the cost once for both kinds
                        if ((kinds & Targets.BY_TOKENS) != 0) out.add(new Conquer(r));
                        if ((kinds & Targets.BY_DIE) != 0) out.add(new ConquerWithDie(r));
                    }
                    for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                }
                g.edition.legalInPhase(g, seat, out);
                out.add(new EndConquest());
            }
            case REDEPLOY, WITHDRAWALS -> {
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                int[] placeable = placeable(g, seat);
                int active = s.activeRace[seat];
                // Checks.abandon refuses in redeployment every region the active race does not hold (4.7).
                boolean abandons = s.phase == Phase.REDEPLOY && active >= 0 && abandons(g, seat, active);
                int[] owner = s.owner;
                int size = g.map.size;
                for (int r = 0; r < size; r++) {
                    int o = owner[r];
                    int max = o >= 0 ? placeable[o] : 0;
                    if (max > 0) placements(g, g.race(o), r, max, out);
                    if (abandons && o == active) out.add(new Abandon(r));
                    for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                }
                g.edition.legalInPhase(g, seat, out);
                // Checks.finishRedeploy in this phase: no race the seat places for has a token left to place
                if (noneLeft(placeable)) out.add(new FinishRedeploy());
            }
            case END_POWERS -> {
                OwnMoves[] parts = g.edition.regionListers(g, seat);
                if (parts.length > 0) // most seats hold no part that lists here
                for (int r = 0; r < g.map.size; r++) for (OwnMoves m : parts) m.legalInRegion(g, seat, r, out);
                g.edition.legalInPhase(g, seat, out);
            }
            case GAME_OVER -> {}
        }
        return out;
    }

    /** A mask of every region, or of a map too large for one: the conquest loop then visits each. */
    private static final long EVERY_REGION = -1L;

    /**
     * Without parts that list per region, a conquest list names only the acting race's regions (race
     * {@code abandoning}'s, -2 for none) and the candidates: one pass makes them a mask, whose bits
     * the loop then visits, rather than testing both per region in the loop with the calls between
     * (about 3 % of a 5-player base playout in a same-JVM A/B).
     */
    private static long conquestRegions(int[] owner, int abandoning, boolean[] candidates, int size) {
        if (size > 64) return EVERY_REGION;
        long visit = 0;
        for (int r = 0; r < size; r++)
            if (owner[r] == abandoning || (candidates != null && candidates[r])) visit |= 1L << r;
        return visit;
    }

    /** {@link Checks#placeTokens} of 1 to {@code max} tokens of race o into its region r, the count checked already. */
    private static void placements(Game g, RaceState<?> o, int r, int max, List<SmallWorldCommand> out) {
        Edition edition = g.edition;
        for (int n = 1; n <= max; n++) if (edition.refusesPlacement(g, o, r, n) == null) out.add(new PlaceTokens(r, n));
    }

    /**
     * Whether {@link Checks#abandon} accepts the regions of race {@code id}: it asks the same of
     * each of them (the phase, the race, its turn so far), so it is asked once, of the first.
     */
    private static boolean abandons(Game g, int seat, int id) {
        int[] owner = g.s.owner;
        for (int r = 0; r < owner.length; r++) if (owner[r] == id) return Checks.abandon(g, seat, r) == null;
        return false;
    }

    /**
     * {@link Checks#finishRedeploy} in redeployment or withdrawals, from {@link #placeable}: it
     * refuses while a race the seat places for holds regions and has tokens to place (or must take
     * some back), and {@code placeable} is 0 exactly for the others.
     */
    private static boolean noneLeft(int[] placeable) {
        for (int n : placeable) if (n != 0) return false;
        return true;
    }

    /**
     * Tokens the seat may place now by race id ({@link Checks#placeable}), 0 for races whose
     * tokens it does not place ({@link Checks#placesFor}): asked per race, not per region.
     */
    private static int[] placeable(Game g, int seat) {
        int[] out = new int[g.s.races.size()];
        for (int id = 0; id < out.length; id++) {
            RaceState<?> x = g.race(id);
            if (Checks.placesFor(g, seat, x)) out[id] = Checks.placeable(g, x);
        }
        return out;
    }
}
