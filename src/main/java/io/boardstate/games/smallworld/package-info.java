/**
 * The Small World family: one core with the shared rules ({@code core}, {@code core.ability},
 * {@code core.map}) and each game of the family as an edition of data and small named hooks
 * ({@code base} for the ruleset {@code smallworld}). The developer note {@code README.md} beside
 * this file explains how to add an edition; the data formats are in {@code
 * src/main/resources/smallworld/README.md}.
 */
package io.boardstate.games.smallworld;
