package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.Copyable;
import io.boardstate.games.smallworld.core.EditionData;
import io.boardstate.games.smallworld.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Small World of Warcraft's slot in the state: the rule choices, the island faces in play, the
 * Artifact and Legendary Place markers (where they lie, which are face up, the unseen reserve,
 * R-3) and the bookkeeping of the current turn (faction bonus, R-24; immediate bonuses, R-18).
 */
public final class WarcraftData extends Copyable<WarcraftData> implements EditionData<WarcraftData> {
    public WarcraftRules rules;
    /** The faces dealt (e.g. {@code 5A}), in island order; the map is composed from them. */
    public List<String> faces = new ArrayList<>();
    /** Region of each Artifact or Legendary Place on the map, by marker id. */
    public Map<String, Integer> relicAt = new TreeMap<>();
    /** Markers turned face up ([W 596]: they stay face up for the rest of the game). */
    public List<String> revealed = new ArrayList<>();
    /** The markers not placed at setup, in shuffled order: hidden, used to replace the Well. */
    public List<String> reserve = new ArrayList<>();

    /** Regions holding a Military Objective (at most 2, [W 50]); they stay when a region empties. */
    public List<Integer> objectives = new ArrayList<>();
    /** The seat whose active Humans placed the objectives, -1 when none are on the map. */
    public int objectivesOwner = -1;

    /** Per seat: the seat whose Pandaren gave it a Harmony token, -1 if it holds none ([W 463]). */
    public int[] harmonyFrom;
    /** Per seat: the 2 coins of its Harmony token are paid (once per holding, R-34). */
    public boolean[] harmonyPaid;

    /** Goblin bombs on the map by region: {@code EXPLODING} or {@code DUD}, face down (hidden from all, [W 433]). */
    public Map<Integer, String> bombs = new TreeMap<>();
    /** The Goblin race instance the bombs belong to, -1 if none (a new Goblins pick reshuffles all 12). */
    public int bombRace = -1;
    /** Bombs not drawn yet: exploding and duds (the pile's order is drawn as they are taken). */
    public int pileExploding;

    public int pileDuds;
    /** Bombs put back on top of the pile unrevealed, top last ([W 439]). */
    public List<String> pileTop = new ArrayList<>();

    // the current turn
    /** The race instance whose conquests (or bombs) this turn's faction record is for, -1 if none. */
    public int conqueror = -1;
    /** Regions conquered this turn by race instance id of the defender (faction bonus, R-24). */
    public Map<Integer, Integer> defeated = new TreeMap<>();
    /** Coins won at once this turn per seat (Orcs, Enraged, Warmaster; R-18), shown to their owner. */
    public int[] bonusCoins;
    /** The once-per-turn conquest modes used this turn ({@link ConquestModes}). */
    public List<String> modesUsed = new ArrayList<>();
    /** The Heart and the Aegis already placed at the end of this turn (E3, E4). */
    public List<String> placed = new ArrayList<>();
    /** The current player has paid the Aegis toll this turn. */
    public boolean aegisPaid;
    /** The side a neutral race holding the Battleground declared for this turn, or null. */
    public String side;
    /** Intimidating uses this turn (at most 3). */
    public int intimidations;
    /** A failed air assault the Gnomes may turn into their final conquest: its region, -1 if none (R-30 step 4). */
    public int assaultRegion = -1;
    /** The tokens that assault needs after its free die. */
    public int assaultNeed;
    /** Portal swaps this turn (at most 2). */
    public int swaps;
    /** A region where an active Tauren token was left alone, waiting for its owner's choice of region, -1 if none. */
    public int lonelyTauren = -1;
    /** The region whose tolls a failed air assault paid, -1 if none: its second die may still take it. */
    public int tollsPaidAt = -1;

    public WarcraftData() {}

    WarcraftData(WarcraftRules rules, List<String> faces, int seats) {
        this.rules = rules;
        this.faces = new ArrayList<>(faces);
        bonusCoins = new int[seats];
        harmonyFrom = new int[seats];
        java.util.Arrays.fill(harmonyFrom, -1);
        harmonyPaid = new boolean[seats];
    }

    /** The turn starts: the faction record, the coins won at once and the tolls paid are the new turn's. */
    void startTurn() {
        defeated.clear();
        conqueror = -1;
        java.util.Arrays.fill(bonusCoins, 0);
        tollsPaidAt = -1;
    }

    public static WarcraftData of(Game g) {
        return (WarcraftData) g.s.edition;
    }

    @Override
    public WarcraftRules rules() {
        return rules;
    }

    /** The region a face-up marker lies in, or -1 (not on the map or still face down). */
    public int revealedAt(String relic) {
        if (!revealed.contains(relic)) return -1; // a short list, before the sorted map's string comparisons
        Integer r = relicAt.get(relic);
        return r != null ? r : -1;
    }

    @Override
    public WarcraftData copy() {
        WarcraftData c = shallowCopy();
        c.faces = new ArrayList<>(faces);
        c.relicAt = new TreeMap<>(relicAt);
        c.revealed = new ArrayList<>(revealed);
        c.reserve = new ArrayList<>(reserve);
        c.objectives = new ArrayList<>(objectives);
        c.defeated = new TreeMap<>(defeated);
        c.bombs = new TreeMap<>(bombs);
        c.pileTop = new ArrayList<>(pileTop);
        c.bonusCoins = bonusCoins.clone();
        c.modesUsed = new ArrayList<>(modesUsed);
        c.placed = new ArrayList<>(placed);
        c.harmonyFrom = harmonyFrom.clone();
        c.harmonyPaid = harmonyPaid.clone();
        return c;
    }
}
