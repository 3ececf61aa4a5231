/**
 * Boards in one edition-agnostic format, fit to publish to clients: records ({@code
 * SmallWorldMap}, {@code Region}) with extension slots, the Jackson loader and the validator
 * every edition's maps pass, the vocabulary of terrains and symbols an edition allows, and the
 * {@link io.boardstate.games.smallworld.core.map.MapIndex} the rules read.
 */
package io.boardstate.games.smallworld.core.map;
