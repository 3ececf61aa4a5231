/**
 * A seat's command: decided on the state at the If-Match version, stored through the commit door
 * only if the head is still there, with its Idempotency-Key answer.
 */
package io.boardstate.match.command;
