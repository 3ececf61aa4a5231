package io.boardstate.games.smallworld.core;

import io.boardstate.engine.CoinChange;
import java.util.List;

/**
 * The one door through which a seat's coins change, so that the log can show every change (the
 * coin ledger, docs/games/coin-ledger.md): when {@link SmallWorldRuleset#applyCounting} folds an
 * event, its {@link Game} records here each change folding it makes, as a {@link CoinChange}
 * shown beside that event. Nothing of it is stored: the ledger is derived from the log. Reasons
 * are stable names of the API.
 */
public final class Coins {
    /** The coins every player starts with (2.2), written after the setup event. */
    public static final String START = "START";
    /** The price of a combo: one coin on each combo above it (2.3); negative. */
    public static final String COMBO_PRICE = "COMBO_PRICE";
    /** The coins lying on a picked combo (2.3). */
    public static final String COMBO_COINS = "COMBO_COINS";
    /** The end-of-turn score (section 7); its parts are the breakdown of the turnScored just before. */
    public static final String TURN_SCORE = "TURN_SCORE";
    /** Coins one seat pays another (or the bank) to conquer or act there: Liches, Pandaren, Bog, Harmony, Aegis, Heart. */
    public static final String TOLL = "TOLL";
    /** Coins taken from another seat by an ability (Thieving, Froggy's Ring, the Champion's capture). */
    public static final String TAKEN = "TAKEN";
    /** Coins won at once from the bank during the turn (Martyr, Orcs, Humans' objectives, Warmasters, Enraged). */
    public static final String BONUS = "BONUS";
    /** Coins won from a Place after scoring (the Altar of Souls). */
    public static final String PLACE = "PLACE";
    /** Coins paid or won by a race's choice or purchase (Worgen form, Forsaken recruits). */
    public static final String RACE = "RACE";
    /** Coins paid for a special conquest (Doomhammer) to another seat or the bank. */
    public static final String CONQUEST_MODE = "CONQUEST_MODE";

    /** Every reason, for the documentation and the contract. */
    public static final List<String> REASONS =
            List.of(START, COMBO_PRICE, COMBO_COINS, TURN_SCORE, TOLL, TAKEN, BONUS, PLACE, RACE, CONQUEST_MODE);

    private Coins() {}

    /** {@code seat} wins {@code amount} coins (loses them if negative) for {@code reason}. */
    public static void change(Game g, int seat, int amount, String reason, String source) {
        if (amount == 0) return;
        g.s.coins[seat] += amount;
        if (g.ledger != null) g.ledger.add(new CoinChange(seat, amount, reason, source));
    }

    /** {@code from} pays {@code to} {@code amount} coins (-1: the bank) for {@code reason}. */
    public static void transfer(Game g, int from, int to, int amount, String reason, String source) {
        change(g, from, -amount, reason, source);
        if (to >= 0) change(g, to, amount, reason, source);
    }
}
