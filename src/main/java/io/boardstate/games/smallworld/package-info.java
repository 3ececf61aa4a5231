/**
 * Small World (base game) rules engine, following {@code shared/rules/smallworld.md} and its
 * engine rulings R-n.
 *
 * <p>Entry point: {@link io.boardstate.games.smallworld.SmallWorldRuleset} (id {@code smallworld},
 * 2-5 seats). Commands ({@link io.boardstate.games.smallworld.SmallWorldCommand}) are atomic so the
 * legal list stays finite and exact: {@code pickCombo(slot)}, {@code expand}, {@code decline},
 * {@code abandon(region)}, {@code conquer(region)}, {@code conquerWithDie(region)}, {@code
 * berserkRoll}, {@code dragonConquer(region)}, {@code sorcererConvert(region)}, {@code
 * endConquest}, {@code placeTokens(region, count)}, {@code placeFortress(region)}, {@code
 * placeEncampment(region)}, {@code finishRedeploy}, {@code placeHero(region)}, {@code
 * chooseAlly(seat)}, {@code endTurn(stoutDecline)}.
 *
 * <p>Turn flow ({@link io.boardstate.games.smallworld.Phase}): PICK or TURN_START, then CONQUEST
 * (declined Ghouls first, then the active race; troops are readied automatically, R-10), REDEPLOY
 * (all tokens but one per region are back in hand and are placed with {@code placeTokens}, so every
 * allocation is reachable without moves back and forth), END_POWERS (Heroes, Diplomat, end of turn
 * with scoring and the Stout decline), then WITHDRAWALS where each defender, clockwise from the
 * active player, places the tokens it withdrew.
 *
 * <p>Layout: {@code Checks} holds every rule check and is used by both {@code decide} and {@code
 * legalCommands}; {@code Play} is the only code that changes the state (event application);
 * {@code Scoring} computes turn scores; {@code Board} precomputes the map as bit masks.
 */
package io.boardstate.games.smallworld;
