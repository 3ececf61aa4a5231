/**
 * The base game's races whose behaviour is more than their data in {@code races.json} (spec 5.2):
 * Amazons, Elves, Ghouls, Giants, Halflings, Skeletons, Sorcerers, Trolls. Dwarves, Humans, Orcs,
 * Ratmen, Tritons and Wizards are data only.
 */
package io.boardstate.games.smallworld.base.races;
