/**
 * The rules every Small World edition shares (base spec sections 2-4, 7, 9): the combo market,
 * turns and their steps, conquest and its cost, defender losses and withdrawals, the reinforcement
 * die, abandoning, redeployment, decline, scoring, the end and the tie-break, views and redaction.
 *
 * <p>{@link io.boardstate.games.smallworld.core.SmallWorldRuleset} implements the engine SPI and
 * asks its {@link io.boardstate.games.smallworld.core.Edition} wherever an edition differs.
 * Decide-time code ({@code Decisions}, {@code Checks}, {@code Targets}, {@code LegalMoves}) only
 * looks at the state; apply-time code ({@code Evolution}, {@code Market}, {@code Turns}, {@code
 * Conquest}, {@code Declining}) is the only code that changes it, deterministically. Every rule
 * receives a {@link io.boardstate.games.smallworld.core.Game}; {@code Hooks} asks the abilities in
 * the family's order.
 */
package io.boardstate.games.smallworld.core;
