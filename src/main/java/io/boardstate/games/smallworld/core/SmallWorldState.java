package io.boardstate.games.smallworld.core;

import io.boardstate.games.Copyable;
import java.util.ArrayList;
import java.util.List;

/**
 * The whole state of a Small World family match (base spec 9.2) in the JSON-friendly shape the
 * service stores: public fields, arrays indexed by seat or region id, race instances in {@link
 * #races}. Each edition binds its own data slots in a concrete subclass (the class its ruleset
 * names as state type), so that Jackson reads them back with their types.
 *
 * @param <E> the edition's data ({@link #edition})
 * @param <R> the edition's per-race data ({@link RaceState#extra})
 */
public abstract class SmallWorldState<E extends EditionData<E>, R extends RaceData<R>>
        extends Copyable<SmallWorldState<E, R>> {
    public String mapId;
    public int seats;
    public int rounds;
    public int round;
    public int firstSeat;
    public int currentSeat;
    public Phase phase;

    // per seat
    public int[] coins;
    public int[] activeRace;
    /** The declined race a later decline replaces (3.4 step 1), -1 if none. */
    public int[] declinedRace;
    /** A declined race that later declines do not replace (base: Spirit), -1 if none. */
    public int[] extraDeclinedRace;

    public List<RaceState<R>> races = new ArrayList<>();

    // per region
    public int[] owner;
    public int[] tokens;
    /** Neutral tokens (base: Lost Tribes); they defend and leave the game when the region is conquered. */
    public int[] natives;
    /** Markers of the catalog by marker index, then region: counts (edition.json {@code markers}). */
    public int[][] markers;

    /** Race tokens in the storage tray, by catalog race index. */
    public int[] tray;

    // market (2.3): visible combos top first, then the hidden piles
    public List<String> marketRaces = new ArrayList<>();
    public List<String> marketPowers = new ArrayList<>();
    public List<Integer> marketCoins = new ArrayList<>();
    public List<String> bannerPile = new ArrayList<>();
    public List<String> badgePile = new ArrayList<>();
    public List<String> badgeDiscard = new ArrayList<>();

    // the current turn (9.2 TurnScratch)
    /** Race that conquers now: a declined race acting in decline, else the active race; -1 if none. */
    public int actingRace = -1;
    /** The acting race is a declined race acting before the active one (base: Ghouls, step G). */
    public boolean declinedStep;

    public int conquestsThisStep;
    public boolean conquestEnded;
    /** A die rolled before choosing the next conquest, -1 if none (base: Berserk, R-22). */
    public int pendingDie = -1;

    public boolean dieUsedThisTurn;
    /** Bit mask of seats whose active race the active race attacked this turn. */
    public int attackedSeats;
    /** Seats that still have to place withdrawn tokens (step W), head first. */
    public List<Integer> withdrawalQueue = new ArrayList<>();

    /** The edition's data. */
    public E edition;

    /**
     * The match as the rules see it, made on first use and kept (it caches look-ups): transient,
     * so never stored, never copied, rebuilt after JSON.
     */
    transient Game game;

    public RaceState<R> race(int id) {
        return races.get(id);
    }

    public boolean over() {
        return phase == Phase.GAME_OVER;
    }

    public int marker(int kind, int region) {
        return markers[kind][region];
    }

    /** How many markers of {@code kind} lie on the map (against the box's pool). */
    public int markersOnMap(int kind) {
        int n = 0;
        for (int m : markers[kind]) n += m;
        return n;
    }

    /** A deep copy (to look ahead without touching the live state). */
    public SmallWorldState<E, R> copy() {
        SmallWorldState<E, R> c = shallowCopy();
        c.game = null; // the copy makes its own on first use
        c.coins = coins.clone();
        c.activeRace = activeRace.clone();
        c.declinedRace = declinedRace.clone();
        c.extraDeclinedRace = extraDeclinedRace.clone();
        c.races = new ArrayList<>(races.size());
        for (RaceState<R> r : races) c.races.add(r.copy());
        c.owner = owner.clone();
        c.tokens = tokens.clone();
        c.natives = natives.clone();
        c.markers = new int[markers.length][];
        for (int k = 0; k < markers.length; k++) c.markers[k] = markers[k].clone();
        c.tray = tray.clone();
        c.marketRaces = new ArrayList<>(marketRaces);
        c.marketPowers = new ArrayList<>(marketPowers);
        c.marketCoins = new ArrayList<>(marketCoins);
        c.bannerPile = new ArrayList<>(bannerPile);
        c.badgePile = new ArrayList<>(badgePile);
        c.badgeDiscard = new ArrayList<>(badgeDiscard);
        c.withdrawalQueue = new ArrayList<>(withdrawalQueue);
        c.edition = edition.copy();
        return c;
    }
}
