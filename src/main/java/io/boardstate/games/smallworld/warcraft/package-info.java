/**
 * Small World of Warcraft (ruleset {@code smallworld-warcraft}, 2-5 seats) as an edition of the
 * family, following {@code docs/rules/smallworld-warcraft.md} and its rulings R-n, registered
 * in META-INF/services and checked by the shared contract tests like every game.
 *
 * <p>Data in {@code smallworld/warcraft/} ({@code DATA.md} says which values are inferred);
 * {@link io.boardstate.games.smallworld.warcraft.WarcraftEdition} names the parts and the rules
 * of the whole match; {@code WarcraftSetup} deals the islands, {@code WarcraftParts} builds the
 * races, powers and pieces. Each command belongs to the class of the race, power or piece that
 * owns it (the core's {@code OwnMoves}): {@code races} and {@code powers} hold the behaviour that
 * is more than data, the root package the pieces: entry regions and the travel cost ({@code
 * Travel}), factions, the Artifacts and Legendary Places ({@code Relics}, {@code Placed}, {@code
 * Battleground}, {@code ConquestModes}), the tolls and the end of the turn ({@code TurnEnd},
 * command {@code closeTurn}).
 *
 * <p>Done: setup (islands by size per count with random boards and faces, R-1; rounds; market;
 * Murlocs; face-down markers and the hidden reserve), entry regions and the travel cost with its
 * waivers, the shared turn (pick, expand, decline, conquests, final conquest, redeployment,
 * withdrawals, own declined region), factions and the faction bonus, scoring, the end and the
 * tie-break, secret coins. Races: Blood Elves, Dwarves, Night Elves (data), Draenei, Forsaken
 * (Intimidating discards counted, R-35), Goblins (bombs resolved at T2 in the player's order with
 * {@code explodeBomb}; an explosion pays the tolls of a conquest or does nothing, and triggers the
 * faction record, Enraged and Warmaster bonuses, R-28), Humans, Kobolds, Naga, Night Elves' walls,
 * Orcs, Pandaren, Tauren (the lonely token's destination asked of its owner, R-36), Trolls,
 * Worgen, Gnomes' air assault and the Ethereals (conquest modes). Powers: all score and cost
 * powers (data), Archeologists, Beastmasters, Bog, With a Champion, Defenders (the owner chooses
 * when too few Watchtowers are left, R-44), Enraged, Explorers, Fishermen, Garrisoned (the owner
 * chooses when too few Garrisons are left, R-42), Intimidating, Portal Mages, Sailors,
 * Warmasters. Tolls ({@code Tolls}): Harmony, Bog and Aegis on conquests and explosions, Harmony
 * and Aegis on Intimidating and Portal swaps, the Aegis on Ethereal steals and bomb placement,
 * paid also when a final conquest or an air assault fails. Artifacts and
 * Legendary Places: all twelve (the Well's lake needs no choice: no face has two, R-50).
 *
 * <p>Not done: the Watchtower choice at C2 of a Decline turn (no end-of-turn placements then: the
 * lowest region ids get them); the Team Variant (7.7: its sheet is not in the seed, the spec
 * forbids offering it).
 */
package io.boardstate.games.smallworld.warcraft;
