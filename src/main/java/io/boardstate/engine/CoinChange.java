package io.boardstate.engine;

/**
 * One change of a seat's coins, as the coin ledger shows it beside the event that caused it
 * (docs/games/coin-ledger.md). Derived by folding the log, never stored (docs/adr/0004).
 *
 * @param seat the seat whose coins changed
 * @param amount coins won (negative: paid); null for a viewer who may not see that seat's coins
 * @param reason why, a stable upper-case name of the game's (e.g. TURN_SCORE, TOLL)
 * @param source what caused it (a race, power, place, relic; null when nothing more is to say)
 */
public record CoinChange(int seat, Integer amount, String reason, String source) {}
