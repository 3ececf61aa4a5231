/**
 * Small World of Warcraft (ruleset {@code smallworld-warcraft}, 2-5 seats) as an edition of the
 * family, following {@code shared/rules/smallworld-warcraft.md} and its rulings R-n. Work in
 * progress: not registered in META-INF/services until the whole game is there (its engine is
 * checked by {@code UnregisteredRulesetsContractTest}).
 *
 * <p>Data in {@code smallworld/warcraft/} ({@code DATA.md} says which values are inferred);
 * {@link io.boardstate.games.smallworld.warcraft.WarcraftEdition} deals the islands and composes
 * the map, holds entry regions and the travel cost, factions, the Artifacts and Legendary Places
 * and the end of the turn ({@code closeTurn}); {@code races} and {@code powers} hold the
 * behaviour that is more than data.
 */
package io.boardstate.games.smallworld.warcraft;
