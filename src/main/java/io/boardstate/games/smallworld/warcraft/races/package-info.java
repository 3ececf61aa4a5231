/**
 * The Warcraft races whose behaviour is more than their data in {@code races.json}; the others
 * (Blood Elves' Magic bonus, Dwarves' and Night Elves' discounts) are data only.
 */
package io.boardstate.games.smallworld.warcraft.races;
