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
 *
 * <p>Done: setup (islands by size per count with random boards and faces, R-1; rounds; market;
 * Murlocs; face-down markers and the hidden reserve), entry regions and the travel cost with its
 * waivers, the shared turn (pick, expand, decline, conquests, final conquest, redeployment,
 * withdrawals, own declined region), factions and the faction bonus, scoring, the end and the
 * tie-break, secret coins. Races: Blood Elves, Dwarves, Night Elves (data), Draenei, Forsaken,
 * Goblins (bombs), Humans, Kobolds, Naga, Night Elves' walls, Orcs, Pandaren, Tauren, Trolls, Worgen, Gnomes'
 * air assault and the Ethereals (conquest modes). Powers: all score and cost powers (data),
 * Archeologists, Bog, Defenders, Enraged, Explorers, Fishermen, Garrisoned, Intimidating, Portal
 * Mages, Sailors, Warmasters. Artifacts and Legendary Places: all twelve.
 *
 * <p>Not done: the Champion (5.2), the Beastmasters' Beasts (5.14); tolls and Enraged/Warmaster
 * bonuses of a bomb explosion, the Goblin player's order of resolution; choices the rules give
 * the player that the engine makes itself (Well of Eternity's lake among several,
 * Garrisons and Watchtowers when too few, the Tauren's lonely token); tolls on abilities that are
 * not conquests (Harmony and Aegis for Intimidating and Portal swaps), tolls paid before a failed
 * final conquest, the Forsaken's count of Intimidating discards; the Team Variant (7.7:
 * its sheet is not in the seed, the spec forbids offering it).
 */
package io.boardstate.games.smallworld.warcraft;
