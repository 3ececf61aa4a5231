/**
 * Small World (base game, ruleset {@code smallworld}, 2-5 seats) as an edition of the family,
 * following {@code docs/rules/smallworld.md} and its engine rulings R-n (the debatable ones are
 * match options, {@link io.boardstate.games.smallworld.base.BaseOptions}).
 *
 * <p>Data in {@code smallworld/base/}; {@link io.boardstate.games.smallworld.base.BaseEdition}
 * holds the base game's own moves ({@code berserkRoll}, {@code dragonConquer}, {@code
 * sorcererConvert}, {@code placeFortress}, {@code placeEncampment}, {@code placeHero}, {@code
 * chooseAlly}, {@code endTurn(stoutDecline)}) and its match-wide rules (the Diplomat's peace,
 * R-20c, R-30c); {@code races} and {@code powers} hold the behaviour that is more
 * than data. Stored event names and payloads are those of the pre-family engine, unchanged.
 */
package io.boardstate.games.smallworld.base;
