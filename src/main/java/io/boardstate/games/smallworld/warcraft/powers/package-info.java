/**
 * The Warcraft powers whose behaviour is more than their data in {@code powers.json}; the
 * others (terrain and Cavern bonuses, Blacksmiths' discount, Bog and Defenders kept in decline)
 * are data only.
 */
package io.boardstate.games.smallworld.warcraft.powers;
