/**
 * The base game's special powers whose behaviour is more than their data in {@code powers.json}
 * (spec 5.4). Alchemist, Commando, Forest, Hill, Merchant, Mounted, Pillaging, Swamp and Wealthy
 * are data only; Fortified and Underworld are part data, part class.
 */
package io.boardstate.games.smallworld.base.powers;
