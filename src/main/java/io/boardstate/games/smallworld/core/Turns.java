package io.boardstate.games.smallworld.core;

/**
 * The turn flow (3.1, 3.3, 9.4), applied while events are folded in: turn start, the conquest
 * steps (races acting in decline first, then the active race), redeployment, the end of the
 * turn, the withdrawals of the other players and the hand-over to the next seat or the end.
 */
public final class Turns {
    private Turns() {}

    public static void startTurn(Game g, int seat) {
        SmallWorldState<?, ?> s = g.s;
        s.currentSeat = seat;
        s.actingRace = -1;
        s.declinedStep = false;
        s.conquestsThisStep = 0;
        s.conquestEnded = false;
        s.pendingDie = -1;
        s.dieUsedThisTurn = false;
        s.attackedSeats = 0;
        for (PerTurn part : g.edition.perTurn()) part.startTurn(g, seat);
        g.edition.onTurnStart(g, seat);
        for (RaceState<?> r : s.races) if (r.seat == seat) r.nonEmptyConquests = 0;
        if (s.activeRace[seat] >= 0) s.phase = Phase.TURN_START;
        else if (!s.marketRaces.isEmpty()) s.phase = Phase.PICK;
        else enterConquests(g); // nothing to pick
    }

    /** A declined race of {@code seat} that still acts this turn (base: Ghouls, R-20), or null. */
    public static RaceState<?> declinedActor(Game g, int seat) {
        for (int id : new int[] {g.s.declinedRace[seat], g.s.extraDeclinedRace[seat]}) {
            if (id < 0) continue;
            RaceState<?> r = g.race(id);
            if ((r.regions > 0 || r.hand > 0) && Hooks.actsInDecline(g, r)) return r;
        }
        return null;
    }

    /** After the pick or Expand: a declined race's step if one acts, else the active race. */
    static void enterConquests(Game g) {
        RaceState<?> declined = declinedActor(g, g.s.currentSeat);
        if (declined == null) {
            startActiveStep(g);
            return;
        }
        g.s.phase = Phase.CONQUEST;
        g.s.declinedStep = true;
        beginStep(g, declined);
    }

    static void startActiveStep(Game g) {
        int active = g.s.activeRace[g.s.currentSeat];
        g.s.declinedStep = false;
        if (active < 0) {
            startRedeploy(g);
            return;
        }
        g.s.phase = Phase.CONQUEST;
        beginStep(g, g.race(active));
    }

    private static void beginStep(Game g, RaceState<?> r) {
        g.s.actingRace = r.id;
        g.s.conquestsThisStep = 0;
        g.s.conquestEnded = false;
        g.s.pendingDie = -1;
        readyTroops(g, r);
        r.hand += r.reserve; // tokens kept back since last turn join the troops (base: Amazons, R-24)
        r.reserve = 0;
        Hooks.onConquestsBegin(g, r);
    }

    /** B1: the tokens beyond those that stay in each region go to hand. */
    static void readyTroops(Game g, RaceState<?> r) {
        SmallWorldState<?, ?> s = g.s;
        Hooks.Asked leaves = Hooks.asked(g, r, Hook.TOKENS_LEFT_WHEN_READYING); // r does not change in the loop
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] != r.id) continue;
            int left = Hooks.tokensLeftWhenReadying(leaves, g, r, reg);
            if (s.tokens[reg] > left) {
                r.hand += s.tokens[reg] - left;
                s.tokens[reg] = left;
            }
        }
    }

    /** B4 begins: troops back in hand (redeployment is free), then the abilities' start-of-redeployment effects. */
    static void startRedeploy(Game g) {
        SmallWorldState<?, ?> s = g.s;
        s.phase = Phase.REDEPLOY;
        s.declinedStep = false;
        s.conquestEnded = true;
        s.pendingDie = -1;
        int seat = s.currentSeat;
        RaceState<?> declined = declinedActor(g, seat);
        if (declined != null) readyTroops(g, declined);
        int activeId = s.activeRace[seat];
        s.actingRace = activeId;
        if (activeId < 0) return;
        RaceState<?> active = g.race(activeId);
        readyTroops(g, active);
        Hooks.onRedeployStart(g, active);
    }

    static void finishRedeploy(Game g, int seat) {
        SmallWorldState<?, ?> s = g.s;
        if (s.phase == Phase.WITHDRAWALS) {
            g.edition.onWithdrawalsDone(g, seat);
            s.withdrawalQueue.removeFirst();
            if (s.withdrawalQueue.isEmpty()) advanceTurn(g);
            return;
        }
        int activeId = s.activeRace[seat];
        s.phase = Phase.END_POWERS;
        if (activeId < 0) return;
        RaceState<?> active = g.race(activeId);
        if (Hooks.keepBack(g, active) > 0) { // what is left in hand is kept back
            active.reserve = active.hand;
            active.hand = 0;
        }
        Hooks.onRedeployEnd(g, active);
    }

    static void endTurn(Game g, int seat) {
        SmallWorldState<?, ?> s = g.s;
        for (RaceState<?> r : s.races) if (r.seat == seat) r.pickedThisTurn = false;
        RaceState<?> declined = declinedActor(g, seat);
        if (declined != null && declined.regions == 0 && !Hooks.survivesWithoutRegions(g, declined)) {
            Declining.vanish(g, declined); // no token left on the map: the race is gone (R-20f option off)
        }
        s.actingRace = -1;
        s.withdrawalQueue.clear();
        boolean[] withdrawing = withdrawing(g); // every seat in one pass over the races
        for (int i = 1; i < s.seats; i++) { // clockwise from the active player
            int other = (seat + i) % s.seats;
            if (withdrawing[other]) s.withdrawalQueue.add(other);
        }
        for (PerTurn part : g.edition.perTurn()) part.endTurn(g, seat);
        g.edition.onTurnEnd(g, seat);
        if (s.withdrawalQueue.isEmpty()) advanceTurn(g);
        else s.phase = Phase.WITHDRAWALS;
    }

    /** By seat: a race of the seat holds regions and has tokens to place or withdraws some anyway (step W). */
    private static boolean[] withdrawing(Game g) {
        boolean[] out = new boolean[g.s.seats];
        for (RaceState<?> r : g.s.races) {
            if (out[r.seat] || r.gone || r.regions == 0) continue;
            if (r.hand > 0 || Hooks.hasWithdrawals(g, r)) out[r.seat] = true;
        }
        return out;
    }

    private static void advanceTurn(Game g) {
        SmallWorldState<?, ?> s = g.s;
        int next = (s.currentSeat + 1) % s.seats;
        if (next == s.firstSeat) {
            if (s.round >= s.rounds) { // the last round has been played by all (3.1)
                s.phase = Phase.GAME_OVER;
                s.actingRace = -1;
                return;
            }
            s.round++;
        }
        startTurn(g, next);
    }
}
