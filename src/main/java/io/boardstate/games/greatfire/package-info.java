/**
 * The Great Fire of London 1666 (ruleset id {@code great-fire-of-london-1666}, 3-6 players).
 *
 * <p>Authority: the Italian rulebook ({@code shared/seeds/002_94e3c22252120653.txt}, cited as
 * "seed l.N") and its English specification ({@code docs/rules/great-fire-of-london-1666.md},
 * cited as "§" and "Q" for its rulings).
 *
 * <p>Layout: {@code GreatFireBoardLoader} loads and validates the board and card data ({@code
 * resources/greatfire/board.json}, {@code cards.json}, documented in {@code BOARD.md}) and {@link
 * io.boardstate.games.greatfire.GreatFireBoard} answers queries on it; {@link
 * io.boardstate.games.greatfire.GreatFireSetup} deals every random outcome into the opening events; {@link io.boardstate.games.greatfire.GreatFireRuleset} is the engine
 * interface and delegates: {@code GreatFireOptions} the match options, {@code GreatFireDecisions}
 * commands to events, {@code GreatFireTurnEnd} phase C and the end of a turn, {@code
 * GreatFireEvolution} events to state, {@code GreatFireLegal} the legal commands and the checks
 * decisions share with them; {@link io.boardstate.games.greatfire.FireMoves} is the fire-spread
 * search; {@code Scoring} the end of game; {@code GreatFireViews} what each viewer may see.
 *
 * <p>Commands ({@code type} names): placeTeam, placeOwner, spreadFire, useDoubleMove,
 * declareNoValidMove, moveOwner, moveTeam, demolish, extinguish, endActions,
 * placeIntensificationCone. Spaces are referred to by their board id string, directions as
 * N/E/S/W.
 */
package io.boardstate.games.greatfire;
