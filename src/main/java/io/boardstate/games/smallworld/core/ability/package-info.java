/**
 * Races and powers as data: the definitions read from an edition's data files ({@code RaceDef},
 * {@code PowerDef}, {@code MarkerDef}, the data rules {@code ScoreRule} and {@code CostRule}),
 * and the {@link io.boardstate.games.smallworld.core.ability.Catalog} that holds them with the
 * behaviour classes attached ({@code CatalogLoader} reads and validates the files). A behaviour
 * is carried here as a {@link io.boardstate.games.smallworld.core.ability.Behaviour}; its hooks,
 * {@link io.boardstate.games.smallworld.core.Ability}, take the match and live in {@code core},
 * so this package does not depend on the rules.
 */
package io.boardstate.games.smallworld.core.ability;
