/**
 * Races, powers and their behaviour: {@link io.boardstate.games.smallworld.core.ability.Ability}
 * (the named hooks with neutral defaults), the definitions read from an edition's data files
 * ({@code RaceDef}, {@code PowerDef}, {@code MarkerDef}, the data rules {@code ScoreRule} and
 * {@code CostRule}), and the {@link io.boardstate.games.smallworld.core.ability.Catalog} that
 * holds them with the behaviour classes attached ({@code CatalogLoader} reads and validates the
 * files).
 */
package io.boardstate.games.smallworld.core.ability;
