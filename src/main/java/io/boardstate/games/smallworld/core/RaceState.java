package io.boardstate.games.smallworld.core;

import io.boardstate.games.Copyable;

/**
 * One race banner in play, from its pick until it vanishes (a region's {@link
 * SmallWorldState#owner} is its {@link #id}). Races and powers are named by their catalog ids.
 *
 * @param <R> the edition's per-race data
 */
public final class RaceState<R extends RaceData<R>> extends Copyable<RaceState<R>> {
    public int id;
    public int seat;
    public String race;
    public String power;
    public boolean declined;
    /** Vanished: banner back in the market (3.4), no token left anywhere. */
    public boolean gone;
    /** Tokens in hand usable now (conquest, redeployment, withdrawal). */
    public int hand;
    /** Tokens kept back out of hand until the race's next conquests (base: Amazons, R-24). */
    public int reserve;
    /** Regions held, kept in step with {@link SmallWorldState#owner}. */
    public int regions;
    /** Non-empty regions this race conquered in the current turn. */
    public int nonEmptyConquests;
    /** The race was picked in the current turn (Wealthy, Stout, R-41). */
    public boolean pickedThisTurn;
    /** The edition's data for this race. */
    public R extra;

    /** Its race and power as the rules ask for them ({@link RaceRules#of}): transient, so never stored. */
    transient RaceRules rules;

    public RaceState() {}

    RaceState<R> copy() {
        RaceState<R> c = shallowCopy();
        c.extra = extra == null ? null : extra.copy();
        return c;
    }

    /** True while the race benefits from its banner and badge (5.0). */
    public boolean active() {
        return !declined && !gone;
    }

    public boolean activeWith(String powerId) {
        return active() && power.equals(powerId);
    }

    public boolean is(String raceId) {
        return race.equals(raceId);
    }
}
